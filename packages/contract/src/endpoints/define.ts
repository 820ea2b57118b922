import type { z } from 'zod/mini';
import type { AuthKind, BodyEncoding, EndpointDef, HttpMethod } from './types.ts';

interface EntryOptions<
  Req extends z.ZodMiniType | undefined,
  Res extends z.ZodMiniType | undefined,
> {
  request?: Req;
  response?: Res;
  body?: BodyEncoding;
  reply?: 'json' | 'file';
  spec: string;
  assumed?: string;
  /** Overrides the rule "a path under /open is open, any other bearer" for an exception. */
  auth?: AuthKind;
}

/** foundation.md §7: "Open calls (no authorization)" are the ones under /open. */
export function authOf(path: string): AuthKind {
  return path === '/open' || path.startsWith('/open/') ? 'open' : 'bearer';
}

/**
 * Builds one entry. The command travels in the query of a GET and in the body of a POST or a
 * DELETE (foundation.md §7: "in the query for reads and in the body for writes"; a DELETE writes).
 * A POST or DELETE body is JSON unless the spec says "form".
 */
function entry<
  M extends HttpMethod,
  Req extends z.ZodMiniType | undefined = undefined,
  Res extends z.ZodMiniType | undefined = undefined,
>(method: M, path: string, command: string | undefined, options: EntryOptions<Req, Res>) {
  const { request, response, body, reply = 'json', spec, assumed, auth = authOf(path) } = options;
  return {
    method,
    path,
    ...(command === undefined ? {} : { command, commandIn: method === 'GET' ? 'query' : 'body' }),
    ...(method === 'GET' ? {} : { body: body ?? 'json' }),
    auth,
    reply,
    ...(request === undefined ? {} : { request }),
    ...(response === undefined ? {} : { response }),
    spec,
    ...(assumed === undefined ? {} : { assumed }),
  } as EndpointDef & { method: M; request: Req; response: Res };
}

export const get = <Req extends z.ZodMiniType | undefined, Res extends z.ZodMiniType | undefined>(
  path: string,
  command: string | undefined,
  options: EntryOptions<Req, Res>,
) => entry('GET', path, command, options);

export const post = <Req extends z.ZodMiniType | undefined, Res extends z.ZodMiniType | undefined>(
  path: string,
  command: string | undefined,
  options: EntryOptions<Req, Res>,
) => entry('POST', path, command, options);

export const del = <Req extends z.ZodMiniType | undefined, Res extends z.ZodMiniType | undefined>(
  path: string,
  command: string | undefined,
  options: EntryOptions<Req, Res>,
) => entry('DELETE', path, command, options);

/** A group of entries keyed by their stable key; `satisfies` keeps each entry's own types. */
export type EndpointGroup = Readonly<Record<string, EndpointDef>>;
