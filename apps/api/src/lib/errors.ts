import { ERRORS, type ErrorName } from '@polymart/contract';

/** A business outcome with a catalogue code. Answered as HTTP 200 with the envelope (DESIGN §2). */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(name: ErrorName, message?: string, data: unknown = null, httpStatus = 200) {
    super(message ?? ERRORS[name].message);
    this.code = ERRORS[name].code;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}

export const fail = (name: ErrorName, message?: string, data?: unknown): never => {
  throw new AppError(name, message, data);
};
