import type { z } from 'zod/mini';
import type { EndpointName, Endpoints } from '../endpoints/catalogue.ts';
import {
  type DownloadKind,
  fileNameFromContentDisposition,
  twoStepDownloads,
} from '../endpoints/download.ts';
import { loadEndpoint } from '../endpoints/lazyCatalogue.ts';
import type { FileInfo } from '../endpoints/requestParts.ts';
import { DEFAULT_API_PREFIX, isSendableToken, siteKindOf } from '../endpoints/site.ts';
import type { EndpointDef } from '../endpoints/types.ts';
import type { ErrorContext } from '../errors/catalogue.ts';
import { parseErrorCode } from '../errors/parseErrorCode.ts';
import type { ResetTokenResponse } from '../schemas/session.ts';
import { ApiError } from './apiError.ts';
import { defaultRefreshLock, type RefreshLock } from './refreshLock.ts';
import { createSessionRenewal, type RenewalKind } from './renewal.ts';
import { defaultRenewalLog, type RenewalLog } from './renewalLog.ts';
import { buildRequest } from './request.ts';
import type { SessionStore } from './sessionStore.ts';
import { linkSignal, throwIfAborted, waitUnlessAborted } from './signals.ts';
import type {
  ApiItem,
  ApiPage,
  ApiParams,
  ApiReply,
  CallOptions,
  DownloadInfoParams,
  DownloadOptions,
  FileEndpointName,
  FileReply,
  JsonEndpointName,
  SessionEndReason,
} from './types.ts';

/**
 * The time a call may take until its answer starts. assumed: foundation.md §9 leaves request
 * timeouts open ("not shown"); 30 s is long enough for an upload of the 10 MB excel file or a
 * 100 MB PDF to be accepted on a slow line, since the timer stops once the answer's headers
 * arrive, and short enough that a dead connection does not leave a spinner forever.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The refresh call. The spec offers two: `POST /open/login/token (refresh)` and
 * `POST /open/token (grant_type, refresh_token)`. We use /open/login/token because:
 * - the spec names it the refresh, beside its twin /open/login/resetToken, in the login family
 *   the web client already speaks; /open/token with a grant type reads as the OAuth token
 *   endpoint for other clients (the native app, integrations);
 * - it answers in the envelope, so a refused refresh comes back as a WB-... code the client
 *   already reads, while an OAuth endpoint answers a bare token pair, or `invalid_grant`;
 * - it answers like reset-token (token, bodaCfg, bodaSetting), so one path stores both replies,
 *   configuration rule of emergency mode included;
 * - it sends JSON, not a form.
 */
export const REFRESH_ENDPOINT = 'openLoginToken.refresh' satisfies EndpointName;

/** foundation.md §8 HTTP 402: "call reset-token". */
export const RESET_TOKEN_ENDPOINT = 'openLoginResetToken.reset' satisfies EndpointName;

export interface ApiClientOptions {
  /** Where the session lives (apps/web: localStorage; tests: memory). */
  session: SessionStore;
  /** Called once when a 401 or 402 cannot be recovered; the store is already cleared. */
  onSessionEnd: (reason: SessionEndReason) => void;
  /**
   * Called just before the store is cleared, while the screens still show the signed-in user
   * (apps/web keeps what the open forms hold there: clearing the store unmounts them).
   */
  onSessionEnding?: (reason: SessionEndReason) => void;
  /** The current page's path, for the site-kind header; defaults to `location.pathname`. */
  pagePath?: () => string;
  /** The origin before the api prefix; '' (the default) for the page's own origin. */
  baseUrl?: string;
  /** foundation.md §7 "{api}"; the build reads it from an environment variable. */
  apiPrefix?: string;
  /** In milliseconds; 0 for none. Defaults to DEFAULT_TIMEOUT_MS (assumed). */
  timeoutMs?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to Web Locks where the platform has them, else single-tab (refreshLock.ts). */
  refreshLock?: RefreshLock;
  /**
   * Where a renewal is recorded for the tab that takes the lock next (renewalLog.ts). Defaults to
   * IndexedDB with Web Locks, none with the single-tab lock; `null` for none.
   */
  renewalLog?: RenewalLog | null;
  /**
   * Told when a successful reply does not match the call's response schema; the reply is returned
   * as it came (the server may send more than the spec lists, or a field we guessed wrong).
   */
  onReplyMismatch?: (endpoint: EndpointName, error: z.core.$ZodError) => void;
}

export interface ApiClient {
  /** One call of the catalogue: its checked envelope, or its file for a file call. */
  call<N extends EndpointName>(
    name: N,
    params?: ApiParams<N>,
    options?: CallOptions,
  ): Promise<ApiReply<N>>;
  /** The `result` of a call, null when the envelope carries none. */
  result<N extends JsonEndpointName>(
    name: N,
    params?: ApiParams<N>,
    options?: CallOptions,
  ): Promise<ApiItem<N> | null>;
  /** The `resultList` of a call (or the content of its page), empty when none came. */
  list<N extends JsonEndpointName>(
    name: N,
    params?: ApiParams<N>,
    options?: CallOptions,
  ): Promise<ApiItem<N>[]>;
  /** The `resultPage` of a call; a `resultList` reads as one page of it (a `paging: false` list). */
  page<N extends JsonEndpointName>(
    name: N,
    params?: ApiParams<N>,
    options?: CallOptions,
  ): Promise<ApiPage<N>>;
  /** A file call on its own (the branding images, the excel sample). */
  file<N extends FileEndpointName>(
    name: N,
    params?: ApiParams<N>,
    options?: CallOptions,
  ): Promise<FileReply>;
  /**
   * The two-step download (foundation.md §7 "File downloads"): the file info with a timestamp,
   * then the file by DOWNLOAD_FILE with the bearer token except for the manual, named by the
   * Content-Disposition header or `download.zip`.
   */
  download<K extends DownloadKind>(
    kind: K,
    infoParams: DownloadInfoParams<K>,
    options?: DownloadOptions<K>,
  ): Promise<FileReply>;
}

interface SendOptions extends CallOptions {
  /** Whether the call carries the bearer token; the entry's `auth` unless a download says otherwise. */
  bearer: boolean;
}

type Fields = Record<string, unknown>;

function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' && code ? code : null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text ? JSON.parse(text) : undefined };
  } catch {
    return { ok: false };
  }
}

function isFailedEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Fields).success === false;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const store = options.session;
  const apiPrefix = options.apiPrefix ?? DEFAULT_API_PREFIX;
  const baseUrl = options.baseUrl ?? '';
  const clientTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const lock = options.refreshLock ?? defaultRefreshLock();
  const pagePath =
    options.pagePath ?? (() => (globalThis as { location?: Location }).location?.pathname ?? '/');
  const fetchImpl: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

  /**
   * The session that ended, by the access token it ended with: every request that met the end
   * (fifty retries refused at once, or requests sent after the store was cleared) ends it once.
   * A request that reads another token from the store (a new login) starts a new session.
   */
  let ended: { accessToken: string | undefined } | null = null;

  async function endSession(reason: SessionEndReason, accessToken: string | undefined) {
    if (ended) return;
    ended = { accessToken };
    options.onSessionEnding?.(reason);
    await store.clear();
    options.onSessionEnd(reason);
  }

  /** One round trip, no retry. Throws the caller's abort reason, or a timeout or network ApiError. */
  async function fetchOnce(
    name: EndpointName,
    def: EndpointDef,
    params: Fields,
    call: CallOptions,
    accessToken: string | undefined,
  ): Promise<Response> {
    throwIfAborted(call.signal);
    const { url, init } = buildRequest(def, params, {
      baseUrl,
      apiPrefix,
      siteKind: siteKindOf(pagePath()),
      accessToken,
    });
    const linked = linkSignal(call.signal, call.timeoutMs ?? clientTimeout);
    try {
      return await fetchImpl(url, { ...init, signal: linked.signal });
    } catch (cause) {
      throwIfAborted(call.signal);
      const kind = linked.timedOut() ? 'timeout' : 'network';
      throw new ApiError({ kind, status: 0, endpoint: name, context: call.errorContext, cause });
    } finally {
      linked.stopTimer();
    }
  }

  function statusError(
    name: EndpointName,
    status: number,
    body: unknown,
    context: ErrorContext | undefined,
  ) {
    const code = errorCodeOf(body);
    const detail =
      typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
    return new ApiError({ kind: 'status', status, code, endpoint: name, context, detail });
  }

  /** Reads a JSON answer: a failure (status or `success: false`) throws, a success is checked. */
  async function readJson(
    name: EndpointName,
    def: EndpointDef,
    response: Response,
    context: ErrorContext | undefined,
  ): Promise<unknown> {
    const parsed = parseJson(await response.text());
    const body = parsed.ok ? parsed.value : undefined;
    if (!response.ok) throw statusError(name, response.status, body, context);
    if (isFailedEnvelope(body)) {
      // An HTTP 200 that carries a failure: the code's own status classifies it.
      const status = parseErrorCode(errorCodeOf(body))?.status ?? response.status;
      throw statusError(name, status, body, context);
    }
    if (!parsed.ok || body === undefined) {
      throw new ApiError({ kind: 'bad-reply', status: response.status, endpoint: name, context });
    }
    const checked = def.response?.safeParse(body);
    if (!checked || checked.success) return checked ? checked.data : body;
    options.onReplyMismatch?.(name, checked.error);
    return body;
  }

  async function readFile(
    name: EndpointName,
    response: Response,
    context: ErrorContext | undefined,
  ): Promise<FileReply> {
    if (!response.ok) {
      const parsed = parseJson(await response.text());
      throw statusError(name, response.status, parsed.ok ? parsed.value : undefined, context);
    }
    const blob = await response.blob();
    if (blob.type.includes('json')) {
      // A file call that fails may still answer 200 with a failed envelope.
      const parsed = parseJson(await blob.text());
      if (parsed.ok && isFailedEnvelope(parsed.value)) {
        const status = parseErrorCode(errorCodeOf(parsed.value))?.status ?? response.status;
        throw statusError(name, status, parsed.value, context);
      }
    }
    const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    return { blob, fileName };
  }

  async function sendRenewal(kind: RenewalKind, refreshToken: string) {
    const name = kind === 'refresh' ? REFRESH_ENDPOINT : RESET_TOKEN_ENDPOINT;
    const def = (await loadEndpoint(name)) as Endpoints[typeof name];
    const response = await fetchOnce(name, def, { refresh_token: refreshToken }, {}, undefined);
    const reply = (await readJson(name, def, response, undefined)) as { result?: unknown };
    const checked = def.response.shape.result.safeParse(reply.result);
    if (!checked.success || !checked.data) {
      throw new ApiError({ kind: 'bad-reply', status: response.status, endpoint: name });
    }
    return checked.data as ResetTokenResponse;
  }

  const renew = createSessionRenewal({
    store,
    lock,
    log:
      options.renewalLog === undefined
        ? defaultRenewalLog(lock)
        : (options.renewalLog ?? undefined),
    send: sendRenewal,
    fail: async (kind, stale, cause) => {
      await endSession(kind === 'refresh' ? 'refresh-failed' : 'reset-failed', stale);
      const status = kind === 'refresh' ? 401 : 402;
      const endpoint = kind === 'refresh' ? REFRESH_ENDPOINT : RESET_TOKEN_ENDPOINT;
      return new ApiError({ kind: 'session-ended', status, endpoint, cause });
    },
  });

  /**
   * A call with the session handling of foundation.md §8: a 401 refreshes the token once (shared
   * with every request in flight) and retries once; a 402 calls reset-token once and retries once;
   * a second 401 or 402 after its renewal ends the session. At most three round trips per call.
   */
  async function exchange(
    name: EndpointName,
    params: Fields,
    call: SendOptions,
  ): Promise<Response> {
    const def = await loadEndpoint(name);
    let refreshed = false;
    let reset = false;
    for (;;) {
      const accessToken = call.bearer ? (await store.read())?.token?.access_token : undefined;
      if (ended && accessToken !== undefined && accessToken !== ended.accessToken) ended = null;
      if (accessToken !== undefined && !isSendableToken(accessToken)) {
        // fetch would refuse the header on every call, each a 'network' error, forever.
        await endSession('unusable-token', accessToken);
        throw new ApiError({ kind: 'session-ended', status: 401, endpoint: name });
      }
      const response = await fetchOnce(name, def, params, call, accessToken);
      const renewal =
        call.bearer && response.status === 401
          ? { kind: 'refresh' as const, done: refreshed }
          : call.bearer && response.status === 402
            ? { kind: 'reset' as const, done: reset }
            : null;
      if (!renewal) return response;
      // The refused answer is not read; not awaited, since a stream may never confirm the cancel.
      response.body?.cancel().catch(() => {});
      if (renewal.done) {
        const reason =
          renewal.kind === 'refresh'
            ? 'unauthorized-after-refresh'
            : 'payment-required-after-reset';
        await endSession(reason, accessToken);
        throw new ApiError({ kind: 'session-ended', status: response.status, endpoint: name });
      }
      if (renewal.kind === 'refresh') refreshed = true;
      else reset = true;
      await waitUnlessAborted(renew(renewal.kind, accessToken), call.signal);
    }
  }

  async function callJson(name: EndpointName, params: Fields | undefined, call: CallOptions = {}) {
    const def = await loadEndpoint(name);
    const response = await exchange(name, params ?? {}, { ...call, bearer: def.auth === 'bearer' });
    return readJson(name, def, response, call.errorContext);
  }

  async function callFile(
    name: EndpointName,
    params: Fields | undefined,
    call: CallOptions,
    bearer: boolean,
  ) {
    const response = await exchange(name, params ?? {}, { ...call, bearer });
    return readFile(name, response, call.errorContext);
  }

  const client: ApiClient = {
    async call(name, params, call) {
      const def = await loadEndpoint(name);
      const reply =
        def.reply === 'file'
          ? await callFile(name, params as Fields, call ?? {}, def.auth === 'bearer')
          : await callJson(name, params as Fields, call);
      return reply as ApiReply<typeof name>;
    },
    async result(name, params, call) {
      const reply = (await callJson(name, params as Fields, call)) as { result?: unknown };
      return (reply.result ?? null) as ApiItem<typeof name> | null;
    },
    async list(name, params, call) {
      const reply = (await callJson(name, params as Fields, call)) as {
        resultList?: unknown[] | null;
        resultPage?: { content: unknown[] } | null;
      };
      return (reply.resultList ?? reply.resultPage?.content ?? []) as ApiItem<typeof name>[];
    },
    async page(name, params, call) {
      const reply = (await callJson(name, params as Fields, call)) as {
        resultList?: unknown[] | null;
        resultPage?: unknown;
      };
      if (reply.resultPage) return reply.resultPage as ApiPage<typeof name>;
      const content = reply.resultList ?? [];
      return { content, totalElements: content.length } as ApiPage<typeof name>;
    },
    async file(name, params, call) {
      const def = await loadEndpoint(name);
      return callFile(name, params as Fields, call ?? {}, def.auth === 'bearer');
    },
    async download(kind, infoParams, downloadOptions = {}) {
      const { fileParams, ...call } = downloadOptions;
      const steps = twoStepDownloads[kind];
      const infoReply = (await callJson(
        steps.info,
        { timestamp: Date.now(), ...(infoParams as Fields) },
        call,
      )) as { result?: FileInfo | null };
      const info = infoReply.result;
      if (!info) {
        throw new ApiError({ kind: 'bad-reply', status: 200, endpoint: steps.info });
      }
      const second = fileParams ? fileParams(info) : { fileIdx: info.fileIdx };
      return callFile(steps.file, second as Fields, call, steps.bearer);
    },
  };
  return client;
}
