import {
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpoints,
  findEndpoint,
  isCataloguePath,
  requestLimitFault,
} from '@platform/contract';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { apiPath, fail, failure, MOCK_API_PREFIX, MockApiError } from '../api.ts';
import { db } from '../db/index.ts';
import type { MockDb, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { scenarioLatency, takeForcedError } from '../scenario.ts';
import { throughCallGate } from './callGate.ts';
import { readRequest } from './request.ts';
import { authenticate } from './tokens.ts';

/** The code of a request the contract does not accept (foundation.md §8 "bad request parameter"). */
export const BAD_REQUEST = 'WB-400-212';

type RequestSchemaOf<N extends EndpointName> = Endpoints[N] extends { request: infer R }
  ? R extends z.ZodMiniType
    ? R
    : never
  : never;

/** The fields of a call after the contract's request schema read them (numbers as numbers...). */
export type RequestOf<N extends EndpointName> = [RequestSchemaOf<N>] extends [never]
  ? Record<string, never>
  : z.output<RequestSchemaOf<N>>;

type ResponseSchemaOf<N extends EndpointName> = Endpoints[N] extends { response: infer R }
  ? R extends z.ZodMiniType
    ? R
    : never
  : never;

/** What a handler may answer: the envelope the contract describes, or a Response (files, odd statuses). */
export type ReplyOf<N extends EndpointName> = [ResponseSchemaOf<N>] extends [never]
  ? Response
  : z.input<ResponseSchemaOf<N>> | Response;

export interface HandlerContext<N extends EndpointName> {
  name: N;
  def: EndpointDef;
  fields: RequestOf<N>;
  request: Request;
  db: MockDb;
  /** The signed-in user of a bearer call; null on open calls. */
  me: MockUser | null;
  /** The bearer token of the call (null on open calls). */
  accessToken: string | null;
}

/** A bearer call's context: the user is there. */
export interface AuthorisedContext<N extends EndpointName> extends HandlerContext<N> {
  me: MockUser;
  accessToken: string;
}

type Resolver<N extends EndpointName, C> = (ctx: C) => ReplyOf<N> | Promise<ReplyOf<N>>;

export interface Implementation {
  name: EndpointName;
  resolve: (ctx: HandlerContext<EndpointName>) => unknown;
}

function checkAuth(name: EndpointName, auth: EndpointDef['auth']): void {
  const def: EndpointDef = endpoints[name];
  if (def.auth !== auth) {
    throw new Error(
      `${name} is a${auth === 'open' ? 'n open' : ' bearer'} call in the catalogue? It is ${def.auth}`,
    );
  }
}

/** The mock's work for one open call of the catalogue (no token), by its name. */
export function implement<N extends EndpointName>(
  name: N,
  resolve: Resolver<N, HandlerContext<N>>,
): Implementation {
  checkAuth(name, 'open');
  return { name, resolve: resolve as unknown as Implementation['resolve'] };
}

/** The mock's work for one bearer call, by its name: it runs only for a valid token's user. */
export function implementAuthorised<N extends EndpointName>(
  name: N,
  resolve: Resolver<N, AuthorisedContext<N>>,
): Implementation {
  checkAuth(name, 'bearer');
  return { name, resolve: resolve as unknown as Implementation['resolve'] };
}

const writeListeners = new Set<() => void>();

/**
 * Tells the write listeners that the database changed outside a call (the fake local agent's
 * note submission, which the classroom client makes without a call of the catalogue).
 */
export function notifyDatabaseWrite(): void {
  for (const listener of writeListeners) listener();
}

/** Runs `listener` after every call that changed the database (the browser persists on it). */
export function onDatabaseWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** What a reply listener gets: the call, and a copy of what the mock answered. */
export interface AnsweredCall {
  name: EndpointName;
  def: EndpointDef;
  response: Response;
}

const replyListeners = new Set<(call: AnsweredCall) => void>();

/**
 * Runs `listener` with every answer of a catalogue call (a copy of the Response). The tests check
 * each one against the contract's response schema this way.
 */
export function onReply(listener: (call: AnsweredCall) => void): () => void {
  replyListeners.add(listener);
  return () => replyListeners.delete(listener);
}

const unauthorized = () => HttpResponse.json(fail(null), { status: 401 });

/**
 * What the server answers when it fails inside (foundation.md §8 "Other HTTP 500 codes: logged,
 * and a generic modal"): a bare 500 envelope. Never the exception's message or stack, which would
 * tell a caller how the server is built (issue 17 item 4).
 */
const serverError = () =>
  HttpResponse.json({ ...fail(null), message: 'Internal server error' }, { status: 500 });

/** A call of the catalogue the mock has no handler for yet (issue 17 item 6): 501, by name. */
const notImplemented = (name: EndpointName) =>
  HttpResponse.json({ ...fail(null), message: `not implemented: ${name}` }, { status: 501 });

/** A request under the api prefix that is no call of the catalogue: 404 JSON, never the app's page. */
const noSuchCall = (request: Request) =>
  HttpResponse.json(
    {
      ...fail(null),
      message: `no call of the catalogue at ${request.method} ${pathUnderPrefix(new URL(request.url))}`,
    },
    { status: 404 },
  );

/** Types a browser may show in the page; anything else is offered as a download only. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
]);

/**
 * Every answer goes out with `X-Content-Type-Options: nosniff`, so a browser takes the type the
 * server checked instead of guessing one from the bytes; a file that is not an image or a PDF is
 * an attachment, never shown in the page (issue 17 item 3).
 */
function hardened(response: Response): Response {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (response.ok && type && !type.includes('json') && !INLINE_TYPES.has(type)) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const params = disposition.replace(/^\s*(inline|attachment)\s*;?\s*/i, '');
    response.headers.set('Content-Disposition', params ? `attachment; ${params}` : 'attachment');
  }
  return response;
}

/**
 * Several files sent under a form field that takes one (two sheets to the Excel registration):
 * too many upload files (WB-400-401), not a malformed request. True when the request passes the
 * schema once each such field keeps its first file only.
 */
function sendsTooManyFiles(
  def: EndpointDef,
  fields: Record<string, unknown>,
  pathParams: Record<string, string>,
): boolean {
  if (def.body !== 'multipart' || !def.request) return false;
  let narrowed = false;
  const firstFiles = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const files =
        Array.isArray(value) && value.length > 1 && value.every((item) => item instanceof Blob);
      if (files) narrowed = true;
      return [key, files ? value[0] : value];
    }),
  );
  return narrowed && def.request.safeParse({ ...firstFiles, ...pathParams }).success;
}

/** The path under the api prefix of a request URL. */
function pathUnderPrefix(url: URL): string {
  const at = url.pathname.indexOf(`${MOCK_API_PREFIX}/`);
  return at < 0 ? url.pathname : url.pathname.slice(at + MOCK_API_PREFIX.length);
}

function expectedBody(def: EndpointDef, kind: string): boolean {
  if (def.method === 'GET') return true;
  if (kind === 'unreadable') return false;
  // No body at all reads as no fields, which the request schema then judges.
  if (kind === 'none') return true;
  return def.body === 'multipart' ? kind === 'multipart' || kind === 'urlencoded' : kind === 'json';
}

/** The implementation of a call by its name; it may first load the module that holds it. */
type FindImplementation = (name: EndpointName) => Promise<Implementation | undefined>;

async function serve(request: Request, find: FindImplementation): Promise<Response> {
  await scenarioLatency();
  let outcome: Answer;
  try {
    outcome = await throughCallGate(() => answer(request, find));
  } catch (error) {
    // A failure before the call was known (reading the body, the gate): still no stack in reply.
    logServerError(request, error);
    outcome = { response: serverError() };
  }
  const { name, def } = outcome;
  const response = hardened(outcome.response);
  if (name && def) {
    for (const listener of replyListeners) listener({ name, def, response: response.clone() });
  }
  return response;
}

/** A failure inside the mock goes to the developer's console, never into the reply. */
function logServerError(request: Request, error: unknown): void {
  console.error(`[mock server] ${request.method} ${request.url} failed inside:`, error);
}

interface Answer {
  response: Response;
  name?: EndpointName;
  def?: EndpointDef;
}

async function answer(request: Request, find: FindImplementation): Promise<Answer> {
  const url = new URL(request.url);
  const { fields: raw, bodyKind } = await readRequest(request);
  const { command, ...fields } = raw;
  if (command !== undefined && typeof command !== 'string')
    return { response: failure(BAD_REQUEST) };
  const found = findEndpoint(request.method, pathUnderPrefix(url), command);
  // A missing or unknown command, or one sent where the catalogue does not put it.
  if (!found) return { response: failure(BAD_REQUEST) };
  const { name, def, pathParams } = found;
  const answered = (response: Response): Answer => ({ response, name, def });
  const implementation = await find(name);
  if (!implementation) return { response: notImplemented(name) };
  const forced = takeForcedError(name);
  if (forced) return answered(failure(forced));
  let me: MockUser | null = null;
  let accessToken: string | null = null;
  if (def.auth === 'bearer') {
    const auth = authenticate(db, request.headers.get('authorization'));
    if ('failure' in auth) return answered(unauthorized());
    ({ user: me, accessToken } = auth);
  }
  if (!expectedBody(def, bodyKind)) return answered(failure(BAD_REQUEST));
  // Bounded before the schema reads it: a body nested 2000 levels deep overflowed the stack of
  // the schema's recursive parse (issue 17 item 4).
  if (requestLimitFault(fields) !== null) return answered(failure(BAD_REQUEST));
  try {
    const parsed = def.request
      ? def.request.safeParse({ ...fields, ...pathParams })
      : Object.keys(fields).length === 0
        ? { success: true as const, data: {} }
        : { success: false as const };
    if (!parsed.success) {
      const tooMany = sendsTooManyFiles(def, fields, pathParams);
      return answered(failure(tooMany ? MOCK_ERROR.tooManyFiles : BAD_REQUEST));
    }
    const reply = await implementation.resolve({
      name,
      def,
      fields: parsed.data as never,
      request,
      db,
      me,
      accessToken,
    });
    return answered(reply instanceof Response ? reply : HttpResponse.json(reply as never));
  } catch (error) {
    if (error instanceof MockApiError) return answered(failure(error.errorCode));
    logServerError(request, error);
    return answered(serverError());
  } finally {
    // A refused write may still have changed something (a failed login counts towards the lock).
    if (def.method !== 'GET') notifyDatabaseWrite();
  }
}

/**
 * The msw handlers of the catalogue: one per method and path of it, which finds the call by its
 * command, answers the scenario's forced error, checks the bearer token (401), checks the request
 * against the contract (WB-400-212) and then runs the implementation, or answers 501 naming a
 * call that has none yet. Exact paths come before templates, so `/message/recv` wins over
 * `/message/{messageType}`; last, anything else under the api prefix answers 404 JSON, so that no
 * call falls through to the app's HTML (issue 17 item 6). Every answer is hardened (nosniff), and
 * a failure inside answers a bare 500 (issue 17 items 3, 4).
 *
 * `later` loads the implementations that are not in `implementations` (the demo's first chunk
 * holds the open calls only, issue 18 item 5): the first call that has no implementation yet waits
 * for it, once; a load that failed (a dropped connection) is tried again by the next such call.
 */
export function createHttpHandlers(
  implementations: readonly Implementation[],
  later?: () => Promise<readonly Implementation[]>,
): HttpHandler[] {
  const implemented = new Map<EndpointName, Implementation>();
  const add = (list: readonly Implementation[]) => {
    for (const implementation of list) {
      if (implemented.has(implementation.name)) {
        throw new Error(`${implementation.name} is implemented twice`);
      }
      implemented.set(implementation.name, implementation);
    }
  };
  add(implementations);
  let loading: Promise<void> | null = null;
  let loaded = !later;
  const find: FindImplementation = async (name) => {
    if (implemented.has(name) || loaded || !later) return implemented.get(name);
    loading ??= later().then(
      (list) => {
        add(list);
        loaded = true;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    await loading;
    return implemented.get(name);
  };
  // One handler for the whole api: msw tries its handlers one by one for every request the page
  // makes (its scripts and fonts too), reading the cookies again for each, and with one handler
  // per path of the catalogue that took the demo's phone 0.3 s before its first page.
  return [
    http.all(apiPath('/*'), ({ request }) =>
      isCataloguePath(request.method, pathUnderPrefix(new URL(request.url)))
        ? serve(request, find)
        : hardened(noSuchCall(request)),
    ),
  ];
}

/** Answers a handler's refusal with a code from anywhere inside it. */
export function refuse(errorCode: string): never {
  throw new MockApiError(errorCode);
}
