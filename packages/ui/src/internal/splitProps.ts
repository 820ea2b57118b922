/**
 * Splits props into those a record names and the rest, e.g. a field's frame props from its
 * control's. A record rather than a list, so that a prop added to the type it mirrors fails to
 * compile until it is named there too, instead of slipping through to a native element.
 */
export function splitProps<P extends object, K extends PropertyKey>(
  props: P,
  keys: Readonly<Record<K, true>>,
): [Pick<P, Extract<K, keyof P>>, Omit<P, K>] {
  const picked: Record<PropertyKey, unknown> = {};
  const rest: Record<PropertyKey, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.hasOwn(keys, key)) picked[key] = value;
    else rest[key] = value;
  }
  return [picked as Pick<P, Extract<K, keyof P>>, rest as Omit<P, K>];
}
