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

interface Template {
  name: EndpointName;
  def: EndpointDef;
  pattern: RegExp;
  params: string[];
}

const byIdentity = new Map<string, EndpointName>();
/** Every `METHOD path` of the catalogue without parameters, whatever the command. */
const exactPaths = new Set<string>();
/** The paths with `{name}` parameters, each compiled once. */
const templates: Template[] = [];
for (const name of Object.keys(endpoints) as EndpointName[]) {
  const def: EndpointDef = endpoints[name];
  byIdentity.set(endpointKey(def.method, def.path, def.command), name);
  if (def.path.includes('{')) templates.push({ name, def, ...compileTemplate(def.path) });
  else exactPaths.add(endpointKey(def.method, def.path));
}

function compileTemplate(template: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      params.push(name);
      return '([^/]+)';
    });
  return { pattern: new RegExp(`^${pattern}$`), params };
}

function matchTemplate({ pattern, params }: Template, path: string): Record<string, string> | null {
  const match = pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(
    params.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
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
  for (const template of templates) {
    const { name, def } = template;
    if (def.method !== method.toUpperCase() || (def.command ?? null) !== (command ?? null))
      continue;
    const pathParams = matchTemplate(template, path);
    if (pathParams) return { name, def, pathParams };
  }
  return undefined;
}

/**
 * Whether a method and path (under the api prefix, without query) are those of some call of the
 * catalogue, whatever the command: where a server answers a wrong command with the call's 400,
 * and any other path with its 404.
 */
export function isCataloguePath(method: HttpMethod | string, path: string): boolean {
  if (exactPaths.has(endpointKey(method, path))) return true;
  const upper = method.toUpperCase();
  return templates.some((template) => template.def.method === upper && template.pattern.test(path));
}

export { fillPath, pathParamNames } from './paths.ts';
