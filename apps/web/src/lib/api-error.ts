import { TRPCClientError } from '@trpc/client';
import { OfflineWriteRefused } from './offline-writes.ts';

/**
 * What the UI needs to know about a failed call. The API formats every error as
 * { message, data: { code, httpStatus, fields? } } (fields: input name -> message).
 */
export interface ApiErrorInfo {
  /** The server's human message, when the server answered at all. */
  serverMessage: string | undefined;
  /** tRPC error code ('UNAUTHORIZED', 'CONFLICT', 'TOO_MANY_REQUESTS', ...). */
  code: string | undefined;
  httpStatus: number | undefined;
  /** Per-field messages for validation and conflict errors. */
  fields: Record<string, string>;
  /** No answer from the server at all (offline, DNS, connection refused). */
  isNetworkError: boolean;
}

/**
 * An answer with a server-error status whose body is not the API's (a proxy's error page while the
 * API restarts, a crash before the API could format its error). Thrown by the tRPC client's fetch,
 * so such a failure is told apart from having no connection.
 */
export class ServerErrorResponse extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server answered ${status}`);
    this.name = 'ServerErrorResponse';
    this.status = status;
  }
}

/** What a failure the server caused says when the server gave no words of its own. */
export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';
/** Only for a call that got no answer at all. */
export const CONNECTION_FAILURE_MESSAGE = 'Please check your connection and try again.';

interface ErrorData {
  code?: unknown;
  httpStatus?: unknown;
  fields?: unknown;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

export function describeApiError(error: unknown): ApiErrorInfo {
  const data: ErrorData | undefined =
    error instanceof TRPCClientError && typeof error.data === 'object' && error.data !== null ? (error.data as ErrorData) : undefined;
  if (!data) {
    const cause = error instanceof Error ? error.cause : undefined;
    // The browser is offline and the write was never sent: its own words, like a server's refusal.
    if (cause instanceof OfflineWriteRefused) {
      return { serverMessage: cause.message, code: undefined, httpStatus: undefined, fields: {}, isNetworkError: true };
    }
    if (cause instanceof ServerErrorResponse) {
      return { serverMessage: undefined, code: undefined, httpStatus: cause.status, fields: {}, isNetworkError: false };
    }
    return { serverMessage: undefined, code: undefined, httpStatus: undefined, fields: {}, isNetworkError: true };
  }
  const message = error instanceof Error ? error.message.trim() : '';
  return {
    serverMessage: message || undefined,
    code: typeof data.code === 'string' ? data.code : undefined,
    httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : undefined,
    fields: isRecordOfStrings(data.fields) ? data.fields : {},
    isNetworkError: false,
  };
}

/** The server's message, or `fallback` when there is none (network failure, empty message). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return describeApiError(error).serverMessage ?? fallback;
}

/** The server failed (any 5xx), whether or not the API could say so in its own format. */
export function isServerFailure(error: unknown): boolean {
  const { httpStatus } = describeApiError(error);
  return httpStatus !== undefined && httpStatus >= 500;
}

/**
 * Why a call failed, in words for the user: the server's own message when it gave one; for a
 * server failure without one, that the fault is ours; the connection is blamed only when no answer
 * came at all. `fallback` covers the rest (a refusal without a message).
 */
export function failureReason(error: unknown, fallback: string = SERVER_FAILURE_MESSAGE): string {
  const info = describeApiError(error);
  if (info.serverMessage) return info.serverMessage;
  if (info.httpStatus !== undefined && info.httpStatus >= 500) return SERVER_FAILURE_MESSAGE;
  if (info.isNetworkError) return CONNECTION_FAILURE_MESSAGE;
  return fallback;
}

/** A write the API client refused to send because the browser is offline. */
export function isOfflineRefusal(error: unknown): boolean {
  return error instanceof Error && (error instanceof OfflineWriteRefused || error.cause instanceof OfflineWriteRefused);
}

/** A 401 from the API: the visitor is signed out. Not an error state. */
export function isUnauthorized(error: unknown): boolean {
  const info = describeApiError(error);
  return info.code === 'UNAUTHORIZED' || info.httpStatus === 401;
}

/**
 * The server's words for a refusal that belongs to no input field (a 400 without per-field
 * messages, e.g. the cap on debts per account): they say what to do, so the UI shows them
 * rather than a generic failure. Undefined for any other failure.
 */
export function serverRefusal(error: unknown): string | undefined {
  const info = describeApiError(error);
  return info.code === 'BAD_REQUEST' && Object.keys(info.fields).length === 0 ? info.serverMessage : undefined;
}
