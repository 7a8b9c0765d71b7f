/**
 * Whether a subject is an anonymised candidate's placeholder (`anonymised-<key>`, the server's
 * pipeline, offers and interviews): it names nobody, so no call may ask about it (the server refuses
 * it with a 404).
 */
export function isAnonymisedSubject(subject: string): boolean {
  return subject.startsWith('anonymised-');
}
