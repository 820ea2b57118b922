import type { z } from 'zod/mini';
import type { EndpointName, Endpoints } from '../endpoints/catalogue.ts';
import type { DownloadKind, twoStepDownloads } from '../endpoints/download.ts';
import type { FileInfo } from '../endpoints/requestParts.ts';
import type { ErrorContext } from '../errors/catalogue.ts';
import type { Page } from '../schemas/envelope.ts';

type Entry<N extends EndpointName> = Endpoints[N];

/** What a call sends: the input of its request schema, path parameters included. */
export type ApiParams<N extends EndpointName> =
  Entry<N> extends { request: infer R extends z.ZodMiniType } ? z.input<R> : Record<string, never>;

/** A file that came back: the bytes, and the name from the Content-Disposition header. */
export interface FileReply {
  blob: Blob;
  fileName: string;
}

/**
 * What a call returns once the envelope is checked: the envelope's data as its response schema
 * reads it (`result`, `resultList`, `resultPage` and the extra fields some calls add, such as the
 * board detail's `fileList`), or the file of a file call.
 */
export type ApiReply<N extends EndpointName> =
  Entry<N> extends { response: infer R extends z.ZodMiniType } ? z.output<R> : FileReply;

/** The calls that answer with a JSON envelope. */
export type JsonEndpointName = {
  [N in EndpointName]: Entry<N> extends { response: z.ZodMiniType } ? N : never;
}[EndpointName];

/** The calls that answer with a file. */
export type FileEndpointName = Exclude<EndpointName, JsonEndpointName>;

/** The entity of an envelope: what `result` holds, and each row of `resultList` and `resultPage`. */
export type ApiItem<N extends EndpointName> =
  ApiReply<N> extends { result?: infer T } ? NonNullable<T> : never;

export type ApiPage<N extends EndpointName> = Page<ApiItem<N>>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call, in milliseconds; 0 for none. */
  timeoutMs?: number;
  /** The call an error code is read for, where one code means different things (errors/catalogue.ts). */
  errorContext?: ErrorContext;
}

type DownloadDef<K extends DownloadKind> = (typeof twoStepDownloads)[K];

export interface DownloadOptions<K extends DownloadKind> extends CallOptions {
  /**
   * The parameters of the second step, from the file info of the first. Defaults to
   * `{ fileIdx }`; the note PDF (noteIdx, fileName) and the recording (recordIdx) need their own.
   */
  fileParams?: (info: FileInfo) => ApiParams<DownloadDef<K>['file']>;
}

export type DownloadInfoParams<K extends DownloadKind> = ApiParams<DownloadDef<K>['info']>;

/**
 * Why the session ended (the client then has cleared the store; apps/web sends the user where
 * foundation.md §2 says, by account owner type):
 * - `refresh-failed`: a 401, and the refresh was refused or no token was stored;
 * - `unauthorized-after-refresh`: a second 401 on the retry after a successful refresh;
 * - `reset-failed`: a 402, and reset-token was refused or no token was stored;
 * - `payment-required-after-reset`: a second 402 on the retry after a successful reset-token;
 * - `unusable-token`: the stored access token cannot be sent at all (a character no HTTP header
 *   may carry): no call could ever succeed with it, so it ends like a failed refresh (assumed).
 */
export type SessionEndReason =
  | 'refresh-failed'
  | 'unauthorized-after-refresh'
  | 'reset-failed'
  | 'payment-required-after-reset'
  | 'unusable-token';
