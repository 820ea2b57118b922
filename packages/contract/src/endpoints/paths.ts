/** Puts the path parameters into a templated path (`/message/{messageType}` -> `/message/recv`). */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of the `{name}` parameters of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
