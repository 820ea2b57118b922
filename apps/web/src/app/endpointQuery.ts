import type {
  ApiItem,
  ApiPage,
  ApiParams,
  CallOptions,
  EndpointName,
  JsonEndpointName,
} from '@platform/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './session/api.ts';

/**
 * What a read takes of the reply: its `result`, its `resultList`, or its `resultPage`. The same call
 * read two ways is two cache entries, since the data differ.
 */
export type ReadShape = 'result' | 'list' | 'page';

type ReadOf<N extends JsonEndpointName, S extends ReadShape> = S extends 'result'
  ? ApiItem<N> | null
  : S extends 'list'
    ? ApiItem<N>[]
    : ApiPage<N>;

/**
 * The cache key of a read: the endpoint's name first, so that a change invalidates every read of
 * that endpoint wherever it shows (a list, a tree, a picker) by the name alone. `part` names a read
 * made of several calls of the endpoint (e.g. the page images of a range).
 */
export function endpointKey<N extends EndpointName>(
  name: N,
  params?: ApiParams<N> | Record<string, unknown>,
  part: string = 'list',
) {
  return [name, params ?? {}, part] as const;
}

/**
 * The one way a screen reads a call of the catalogue: `queryOptions` keyed by the endpoint's name
 * and its parameters. `useQuery(endpointQuery('user.LIST', { paging: false }))`; a route loader
 * starts the same read with `prefetchQuery`, and the screen picks it up by the same key.
 */
export function endpointQuery<N extends JsonEndpointName, S extends ReadShape = 'list'>(
  name: N,
  params?: ApiParams<N>,
  shape: S = 'list' as S,
  call: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: endpointKey(name, params, shape),
    queryFn: ({ signal }) =>
      (api[shape] as (n: N, p?: ApiParams<N>, o?: CallOptions) => Promise<unknown>)(name, params, {
        ...call,
        signal,
      }) as Promise<ReadOf<N, S>>,
  });
}

/** After a change: every read of these endpoints, whatever its parameters, is asked again. */
export async function invalidateEndpoints(
  queryClient: QueryClient,
  ...names: readonly EndpointName[]
): Promise<void> {
  await Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}
