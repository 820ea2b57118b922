import { LIMITS } from './limits.ts';

/** Which bound of a request a value breaks (issue 17 item 4). */
export type RequestLimitFault = 'depth' | 'list' | 'text';

export interface RequestLimits {
  depth: number;
  list: number;
  text: number;
}

const REQUEST_LIMITS: RequestLimits = {
  depth: LIMITS.REQUEST_DEPTH_MAX,
  list: LIMITS.REQUEST_LIST_MAX,
  text: LIMITS.REQUEST_TEXT_MAX,
};

/**
 * The first bound the fields of a request break: objects and lists nested deeper than
 * REQUEST_DEPTH_MAX, a list longer than REQUEST_LIST_MAX, a text longer than REQUEST_TEXT_MAX.
 * The walk keeps its own stack, so a body nested 2000 levels deep is measured without
 * overflowing the call stack that the schemas' recursive parse would overflow. Files (Blobs)
 * are not walked: the upload rules bound them.
 */
export function requestLimitFault(
  fields: unknown,
  limits: RequestLimits = REQUEST_LIMITS,
): RequestLimitFault | null {
  const stack: [value: unknown, depth: number][] = [[fields, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.length > limits.text) return 'text';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) continue;
    if (depth > limits.depth) return 'depth';
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > limits.list) return 'list';
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}
