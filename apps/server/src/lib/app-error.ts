import { errorStatus, fieldError, type ErrorCode, type FieldError, type FieldErrorCode } from '@hc/shared';

/** A failure the client is meant to see, with a stable code from the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** A 400 about one field, with its stable code (the client translates it). */
export const invalidField = (path: string, code: FieldErrorCode, message = 'Some fields are not valid') =>
  new AppError('validation_failed', message, [fieldError(path, code)]);

/** A 409 about one field: the value clashes with existing data (an email already in use). */
export const conflictingField = (path: string, code: FieldErrorCode, message: string) =>
  new AppError('conflict', message, [fieldError(path, code)]);
