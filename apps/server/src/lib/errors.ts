/** An error meant for the client: its status, a stable code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string): AppError => new AppError(404, 'not_found', `${what} not found`);
