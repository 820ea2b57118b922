import { type EndpointName, endpoints } from './catalogue.ts';
import type { EndpointDef, HttpMethod } from './types.ts';

/**
 * The identity of a call: method, path and command (`GET /user GET_ME`). Two entries of the
 * catalogue never share one (issue 3 item 7: "one entry per method, path and command").
 */
export function endpointKey(
  method: HttpMethod | string,
  path: string,
  command?: string | null,
): string {
  return `${method.toUpperCase()} ${path}${command ? ` ${command}` : ''}`;
}

export interface FoundEndpoint {
  name: EndpointName;
  def: EndpointDef;
  /** The values of the `{name}` path parameters, when the path matched a template. */
  pathParams: Record<string, string>;
}

const byIdentity = new Map<string, EndpointName>();
const templated: EndpointName[] = [];
for (const name of Object.keys(endpoints) as EndpointName[]) {
  const def: EndpointDef = endpoints[name];
  byIdentity.set(endpointKey(def.method, def.path, def.command), name);
  if (def.path.includes('{')) templated.push(name);
}

function matchTemplate(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  );
}

/**
 * The entry of a call, by method, path (under the api prefix, without query) and command.
 * An exact path wins over a template: GET /message/recv EXIST_NEW is its own entry, while
 * GET /message/recv LIST is `/message/{messageType}` with messageType `recv`.
 */
export function findEndpoint(
  method: HttpMethod | string,
  path: string,
  command?: string | null,
): FoundEndpoint | undefined {
  const exact = byIdentity.get(endpointKey(method, path, command));
  if (exact) return { name: exact, def: endpoints[exact], pathParams: {} };
  for (const name of templated) {
    const def: EndpointDef = endpoints[name];
    if (def.method !== method.toUpperCase() || (def.command ?? null) !== (command ?? null))
      continue;
    const pathParams = matchTemplate(def.path, path);
    if (pathParams) return { name, def, pathParams };
  }
  return undefined;
}

export { fillPath, pathParamNames } from './paths.ts';
