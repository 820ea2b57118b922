/**
 * Input-method composition (Korean, Japanese, Chinese): a syllable is built over several key
 * events, and the Enter that commits it must not also submit the form or run a search.
 */
export interface KeyLike {
  key: string;
  /** KeyboardEvent.isComposing: true while the input method composes. */
  isComposing?: boolean;
  /** 229 is what browsers report for a key the input method consumed (Safari's late Enter). */
  keyCode?: number;
}

/** Whether a key event is an Enter that belongs to the input method, not to the page. */
export function isCompositionEnter(event: KeyLike, composing: boolean): boolean {
  if (event.key !== 'Enter') return false;
  return composing || event.isComposing === true || event.keyCode === 229;
}

/** Whether a key event is an Enter the page should act on (submit, search). */
export function isCommitEnter(event: KeyLike, composing: boolean): boolean {
  return event.key === 'Enter' && !isCompositionEnter(event, composing);
}
