import { type EndpointName, endpoints, fillPath, toFormData } from '@platform/contract';
import { MOCK_API_PREFIX } from '../api.ts';

export interface CallOptions {
  fields?: Record<string, unknown>;
  pathParams?: Record<string, string | number>;
  /** The bearer token for a bearer call. */
  accessToken?: string | null;
}

export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON, or the text of a file reply. */
  body: T;
  contentType: string;
}

function baseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return `${origin?.startsWith('http') ? origin : 'http://localhost'}${MOCK_API_PREFIX}`;
}

/**
 * Calls the mock server by catalogue name, as a well-behaved client does: the command where the
 * catalogue puts it, JSON or a multipart form, the bearer token on bearer calls. Used by the fake
 * classroom client and by the tests (the real client is @platform/contract's).
 */
export async function callEndpoint<T = unknown>(
  name: EndpointName,
  { fields = {}, pathParams = {}, accessToken = null }: CallOptions = {},
): Promise<CallResult<T>> {
  const def = endpoints[name];
  const url = new URL(`${baseUrl()}${fillPath(def.path, pathParams)}`);
  const headers: Record<string, string> = {};
  if (def.auth === 'bearer' && accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const withCommand = def.command ? { command: def.command, ...fields } : fields;
  let body: BodyInit | undefined;
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(withCommand)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
      }
    }
  } else if (def.body === 'multipart') {
    body = toFormData(withCommand);
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(withCommand);
  }
  const response = await fetch(url, { method: def.method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  const parsed = contentType.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body: parsed as T, contentType };
}
