/**
 * The name an erased account keeps in the rows organisations keep (their applications, hires,
 * the messages a recruiter wrote): screens show their own words for it, told by `anonymised`.
 */
export const ERASED_NAME = 'Deleted account';
