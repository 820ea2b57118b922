/**
 * Story helpers that play an input method the way a browser reports it: compositionstart, then
 * per key a compositionupdate and an input event with isComposing, then compositionend. Only
 * for stories and tests; not exported from the package.
 */
type TextElement = HTMLInputElement | HTMLTextAreaElement;

function setNativeValue(element: TextElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  // React tracks the value it set; the prototype's setter makes the change visible to it.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

export function startComposition(element: TextElement) {
  element.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
}

/** One step of a syllable: the box shows `prefix + step` while the input method composes. */
export function updateComposition(element: TextElement, prefix: string, step: string) {
  element.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: step }));
  setNativeValue(element, prefix + step);
  element.dispatchEvent(
    new InputEvent('input', {
      bubbles: true,
      isComposing: true,
      data: step,
      inputType: 'insertCompositionText',
    }),
  );
}

export function endComposition(element: TextElement, data: string) {
  element.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data }));
}

/**
 * Composes one syllable after the current text, e.g. steps ['ㅎ', '하', '한'], and leaves the
 * composition open unless `end` is set.
 */
export function composeSyllable(element: TextElement, steps: readonly string[], end = false) {
  const prefix = element.value;
  startComposition(element);
  for (const step of steps) updateComposition(element, prefix, step);
  if (end) endComposition(element, steps.at(-1) ?? '');
}
