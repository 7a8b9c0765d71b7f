/**
 * A name set apart from the sentence around it (Unicode first-strong isolate): an English collection
 * name or job title inside an Arabic sentence keeps its own direction, and the quotes around it stay
 * where they belong. Used for names put into plain strings (dialog titles), where <bdi> cannot go.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
