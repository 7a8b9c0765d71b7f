import { isApiError } from '../../lib/api-client';

/** What to say when an answer failed (a 409 is handled by the screen: it refreshes and says so). */
export function answerErrorKey(error: unknown): 'answers.dialog.failed' | 'answers.dialog.invalid' | null {
  if (error === null || error === undefined) return null;
  if (isApiError(error, 409)) return null;
  return isApiError(error, 400) ? 'answers.dialog.invalid' : 'answers.dialog.failed';
}
