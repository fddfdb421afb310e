import type { z } from 'zod';
import { UPLOAD } from '../../../contract/areas/image-upload';
import type { imageRowSchema } from '../../../contract/areas/images';
import type {
  CallInput,
  CallOutput,
  CallPath,
  Envelope,
  ErrorCode,
  FieldError,
} from '../../../contract/calls';

/**
 * A refused or failed call. `message` is the server's text, already in the caller's language;
 * `code` is `network` when no answer arrived at all (the console then shows its own text).
 */
export class CallError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly httpStatus: number,
    readonly fieldErrors: FieldError[] = [],
    readonly errorId?: string,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Calls whose every input field is optional, so they may be sent without an input. */
export type OptionalInputPath = {
  // biome-ignore lint/complexity/noBannedTypes: `{} extends I` means "every field of I is optional"
  [P in CallPath]: {} extends CallInput<P> ? P : never;
}[CallPath];

export type ApiClient = {
  /**
   * Sends one call of the contract: the input is checked against its path, the answer typed by it.
   * Two signatures rather than one conditional: a hook generic over its path (`P extends
   * CallPath`) can then call without casting.
   */
  call<P extends CallPath>(path: P, input: CallInput<P>): Promise<CallOutput<P>>;
  call<P extends OptionalInputPath>(path: P): Promise<CallOutput<P>>;
  /**
   * A call whose path a definition picks at run time (a resource's remove, a settings page's
   * update): the path is still one of the contract's and the server checks the input against the
   * same schema, but the compiler cannot pair input and answer, so the answer is `unknown`.
   */
  callByPath(path: CallPath, input: unknown): Promise<unknown>;
  /** One picture into the caller's image library (`api/file/add`); `name` defaults to the file's. */
  upload(file: File, name?: string): Promise<UploadedImage>;
};

export type ApiClientOptions = {
  getToken(): string | null;
  getLocale(): string;
  /** A 401 means the session is gone: the shell clears it and returns to login. */
  onUnauthorized?(): void;
  /** A `maintenance` refusal: the site is closed to this user (SPEC §1), the shell shows `#/maintain`. */
  onMaintenance?(): void;
  /** The server wants the user's own password before anything else (an administrator reset it). */
  onPasswordChangeRequired?(): void;
  /** Every call the server accepted, after its answer arrived. */
  onAnswered?(path: string): void;
  baseUrl?: string;
};

export type UploadedImage = z.output<typeof imageRowSchema>;

/** A call that has not answered by then has failed: the console says so instead of waiting on. */
const CALL_TIMEOUT_MS = 30_000;

/** The one way the console talks to the server; typed from the contract's call table. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  /** Sends one request and opens its envelope: the data, or a CallError with the server's text. */
  async function answerOf<T>(path: string, body: { json: unknown } | { body: FormData }): Promise<T> {
    const token = options.getToken();
    let envelope: Envelope<unknown>;
    let httpStatus = 0;
    try {
      const response = await fetch(`${options.baseUrl ?? ''}/api/${path}`, {
        method: 'POST',
        body: 'json' in body ? JSON.stringify(body.json) : body.body,
        headers: {
          'x-locale': options.getLocale(),
          ...('json' in body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      httpStatus = response.status;
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      throw new CallError('network', '', httpStatus);
    }
    if (envelope.status) {
      options.onAnswered?.(path);
      return envelope.data as T;
    }
    if (httpStatus === 401) options.onUnauthorized?.();
    if (envelope.code === 'maintenance') options.onMaintenance?.();
    if (envelope.code === 'password_change_required') options.onPasswordChangeRequired?.();
    throw new CallError(envelope.code, envelope.message, httpStatus, envelope.errors, envelope.error_id);
  }

  return {
    call: <P extends CallPath>(path: P, input?: CallInput<P>) =>
      answerOf<CallOutput<P>>(path, { json: input ?? {} }),
    callByPath: (path, input) => answerOf(path, { json: input ?? {} }),
    upload(file, name) {
      const form = new FormData();
      if (name) form.append('name', name);
      form.append('file', file, file.name);
      return answerOf<UploadedImage>(UPLOAD.path, { body: form });
    },
  };
}
