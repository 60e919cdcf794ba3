/**
 * Errors a service may raise. Services know nothing of HTTP or tRPC; trpc.ts maps these codes to
 * status codes once, for /trpc and /api alike.
 */
export type AppErrorCode =
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** An upload over its documented size (413). */
  | 'TOO_LARGE'
  | 'UNAVAILABLE'
  /** A service we depend on (the payment provider) failed or answered nonsense. */
  | 'BAD_GATEWAY';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field name -> message, shown under the matching form field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 429: the seconds go out as Retry-After, so a client knows when to come back. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** A 503 that says when to come back (Retry-After): the plan workers are all busy and their queue is full. */
export class BusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('UNAVAILABLE', message);
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);

/** What a client sees of any 500, from /trpc, /api and plain routes alike: never the cause. */
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * The database cannot answer: unreachable, shutting down, or a statement cut off by
 * DATABASE_STATEMENT_TIMEOUT_MS. Such a failure is a 503 (try again), wherever it happens: in a
 * procedure, or in the session store before any procedure runs.
 */
export function isDatabaseUnavailable(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: string }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now (starting up / shutting down)
    code === '57014' || // query_canceled: statement_timeout
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(cause.message)
  );
}
