import { errorStatus, type ErrorCode } from '@hc/shared';

/** A failure the client is meant to see, with a stable code from the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
