/** An error meant for the client: its status, a stable code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer needs, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** The request fields at fault (`body.issuer`), for a 400 found after schema validation. */
    readonly fields?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string): AppError => new AppError(404, 'not_found', `${what} not found`);

export const unauthorized = (message = 'Please sign in.'): AppError =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You may not do this.'): AppError =>
  new AppError(403, 'forbidden', message);
