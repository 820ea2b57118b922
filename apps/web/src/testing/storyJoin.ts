import { shortenJoinProcessing } from '../shared/agent/joinProcessing.ts';

/**
 * `beforeEach` of the stories that walk a join to its end: the processing step, the contract's
 * JOIN_PROCESSING_MS (5 s) in the product, lasts 800 ms. Returns the undo.
 */
export const shortJoinProcessing = () => shortenJoinProcessing(800);
