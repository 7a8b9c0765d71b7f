/**
 * The name an erased account keeps in the rows organisations keep (their applications, hires,
 * the messages a recruiter wrote): screens show their own words for it, told by `anonymised`.
 */
export const ERASED_NAME = 'Deleted account';

/**
 * The candidate an offer, a hire or an interview names: the person, or nobody when the account was
 * erased or the organisation's retention anonymised the application (`key`, the row's id, keeps
 * such subjects apart, as the pipeline's cards do).
 */
export function candidatePerson(
  row: { subject: string; fullName: string; erasedAt: Date | null; anonymisedAt: Date | null },
  key: string,
): { subject: string; fullName: string; anonymised?: true } {
  if (row.erasedAt === null && row.anonymisedAt === null)
    return { subject: row.subject, fullName: row.fullName };
  return { subject: `anonymised-${key}`, fullName: ERASED_NAME, anonymised: true };
}
