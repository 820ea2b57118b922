import { toFormData } from '../endpoints/multipart.ts';
import { fillPath, pathParamNames } from '../endpoints/paths.ts';
import { bearerHeader, SITE_KIND_HEADER, type SiteKind } from '../endpoints/site.ts';
import type { EndpointDef } from '../endpoints/types.ts';

/** foundation.md §7: "Most calls carry a command field". assumed: the field is named `command`. */
export const COMMAND_FIELD = 'command';

export interface RequestTarget {
  /** The origin (and any path) before the api prefix; '' for the page's own origin. */
  baseUrl: string;
  /** foundation.md §7 "{api}". */
  apiPrefix: string;
  siteKind: SiteKind;
  /** The access token, for the calls that carry one. */
  accessToken?: string | undefined;
}

export interface BuiltRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: BodyInit };
}

/**
 * A query value as text. assumed: a list travels as a comma list (`userStatus=1,2`), which
 * survives a server or a mock that reads one value per name, and which the contract's
 * `wireIntList` reads back; true and false as `true`/`false`.
 */
function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.map(queryText).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function withoutPathParams(
  path: string,
  params: Readonly<Record<string, unknown>>,
): { pathValues: Record<string, string | number>; fields: Record<string, unknown> } {
  const names = new Set(pathParamNames(path));
  const pathValues: Record<string, string | number> = {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (names.has(name)) pathValues[name] = value as string | number;
    else if (value !== undefined) fields[name] = value;
  }
  return { pathValues, fields };
}

/**
 * The fetch arguments of one call of the catalogue (foundation.md §7): the path under the api
 * prefix with its path parameters filled in; the command in the query of a read and in the body of
 * a write; a JSON body, or a multipart form for the "form" calls (files as file parts, see
 * multipart.ts); the site-kind header on every call (§6); the bearer token on all but the open
 * calls, or wherever the caller says (a two-step download's second step).
 */
export function buildRequest(
  def: EndpointDef,
  params: Readonly<Record<string, unknown>>,
  target: RequestTarget,
): BuiltRequest {
  const { pathValues, fields } = withoutPathParams(def.path, params);
  const commandFields = def.command ? { [COMMAND_FIELD]: def.command } : {};
  const headers: Record<string, string> = { [SITE_KIND_HEADER]: target.siteKind };
  if (def.reply === 'json') headers.Accept = 'application/json';
  if (target.accessToken) headers.Authorization = bearerHeader(target.accessToken);

  let url = `${target.baseUrl}${target.apiPrefix}${fillPath(def.path, pathValues)}`;
  let body: BodyInit | undefined;
  const inQuery = def.method === 'GET' || def.commandIn === 'query';
  if (inQuery) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...commandFields, ...fields })) {
      if (value !== null) query.append(name, queryText(value));
    }
    const text = query.toString();
    if (text) url += `?${text}`;
  } else if (def.body === 'multipart') {
    // No Content-Type: fetch writes the multipart boundary itself.
    body = toFormData({ ...commandFields, ...fields });
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...commandFields, ...fields });
  }
  return { url, init: { method: def.method, headers, ...(body === undefined ? {} : { body }) } };
}
