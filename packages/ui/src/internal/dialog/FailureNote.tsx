import type { ReactNode } from 'react';
import { InlineAlert } from '../../InlineAlert/index.ts';

/** What a dialog says when its confirm failed: a message, or one made from the error. */
export type FailureMessage = ReactNode | ((error: unknown) => ReactNode);

/** The note under the message after a failed confirm; nothing when there is none to show. */
export function FailureNote({
  failure,
  message,
}: {
  failure: { error: unknown } | undefined;
  message: FailureMessage | undefined;
}) {
  if (!failure || message === undefined) return null;
  const text = typeof message === 'function' ? message(failure.error) : message;
  return (
    <InlineAlert tone="danger" data-slot="dialog-failure">
      {text}
    </InlineAlert>
  );
}
