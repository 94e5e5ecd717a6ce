import { localizedErrorText } from '@/lib/i18n/api-error-text';
import { localizeFieldMessage } from '@/lib/i18n/field-message';

/** The API's error shape: `{ success: false, error: { code, message, fields?, requestId? } }`. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  /** A refused file's rows (`invalid_rows`): each by its line, its problems by column. */
  rows?: RowProblems[];
  requestId?: string;
}

/** One refused row of an uploaded file: its line in the file and each column's problem. */
export interface RowProblems {
  line: number;
  fields: Record<string, string>;
}

/**
 * Any refused or failed API call: the HTTP status (0 when Dropwise could not be reached), the
 * API's error code, its message for people, per-field messages for forms, and the request id
 * support can look up in the logs.
 */
export class ApiError extends Error {
  readonly fields: Record<string, string>;
  readonly rows: RowProblems[];
  readonly requestId?: string;
  /** From `Retry-After` on a 429: how long until the caller may try again. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    extra: {
      fields?: Record<string, string>;
      rows?: RowProblems[];
      requestId?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = extra.fields ?? {};
    this.rows = extra.rows ?? [];
    this.requestId = extra.requestId;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const UNREACHABLE_MESSAGE = 'We could not reach Dropwise. Check your connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The message of any error, for a toast or a line under a form, in the active language. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return localizedErrorText(error, false) ?? error.message;
  if (error instanceof Error) return localizeFieldMessage(error.message);
  return localizedErrorText(null, false) ?? FALLBACK_MESSAGE;
}

/**
 * A sentence for someone who should not have to read a server's words: a rate limit says how
 * long to wait, an outage says it is on our side, anything else is the API's own message (in
 * another language than English, the translation of its code's meaning).
 */
export function plainMessage(error: unknown): string {
  const english = plainEnglish(error);
  return localizedErrorText(error instanceof ApiError ? error : null, true) ?? english;
}

function plainEnglish(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK_MESSAGE;
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ? `${error.retryAfterSeconds} seconds` : 'a minute';
    return `Too many attempts. Please wait ${wait} and try again.`;
  }
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return error.message;
}
