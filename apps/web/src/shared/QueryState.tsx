import { Button, InlineAlert, registerTexts, Spinner, useT } from '@platform/ui';
import type { ReactNode } from 'react';
import { apiErrorMessage } from './apiErrors.ts';
import { sharedTexts } from './texts.ts';

registerTexts(sharedTexts);

/** What QueryState reads of a query: react-query's result has all of it. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for screen readers (and shown with `showLoadingLabel`). */
  loadingLabel: string;
  showLoadingLabel?: boolean;
  /** A placeholder of the data's shape (skeleton lines) instead of the spinner. */
  loading?: ReactNode;
  /** A lead before the server's error text, naming what failed to load. */
  errorTitle?: ReactNode;
  /** Whether the data counts as empty; an array without items by default. */
  isEmpty?: (data: T) => boolean;
  /** What shows when the data is empty (usually an EmptyState); without it, `children` render. */
  empty?: ReactNode;
  /** Hides the retry button where a retry cannot help (a refused permission). */
  retry?: boolean;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The three states every read shows before its data: a spinner while pending, the server's error
 * in the user's language with a retry, and the empty state; then the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  showLoadingLabel = false,
  loading,
  errorTitle,
  isEmpty = isEmptyArray,
  empty,
  retry = true,
  children,
}: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) {
    return loading ?? <Spinner label={loadingLabel} showLabel={showLoadingLabel} />;
  }
  if (query.isError || query.data === undefined) {
    return (
      <InlineAlert
        tone="danger"
        title={errorTitle}
        data-slot="query-error"
        action={
          retry && (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('query.retry')}
            </Button>
          )
        }
      >
        {apiErrorMessage(query.error, t)}
      </InlineAlert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** Two reads that show as one (a tree of groups and their users): pending or failed together. */
export function bothQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    error: a.error ?? b.error,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}
