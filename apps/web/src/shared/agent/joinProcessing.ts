import { LIMITS } from '@platform/contract';

let processingMs: number = LIMITS.JOIN_PROCESSING_MS;

/** How long a launched join shows its processing step: the contract's JOIN_PROCESSING_MS. */
export const joinProcessingMs = () => processingMs;

/**
 * Stories that walk through a join to its end wait less than the product's 5 s: there are a
 * dozen of them, in two languages, and the wait itself is what they least need to watch.
 * Returns the undo.
 */
export function shortenJoinProcessing(ms: number): () => void {
  processingMs = ms;
  return () => {
    processingMs = LIMITS.JOIN_PROCESSING_MS;
  };
}
