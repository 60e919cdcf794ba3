import { TRPCClientError } from '@trpc/client';

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
  /** No answer from the server (offline, DNS, connection refused, unreadable body). */
  isNetworkError: boolean;
}

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
