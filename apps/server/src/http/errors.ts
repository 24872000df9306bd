import { CODE } from '@stallhub/contracts';

/** An error that answers with its HTTP status and the envelope's code and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, CODE.badRequest);
export const notFound = (message: string) => new HttpError(404, message, CODE.notFound);
