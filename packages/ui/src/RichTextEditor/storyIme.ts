/**
 * Story helpers that play an input method in the editor's writing area (a contenteditable) the
 * way Chrome reports it, for the Korean stories of RichTextEditor. Only for stories; not exported.
 *
 * The model: an input method composes at the caret. For each key it sends a keydown with keyCode
 * 229 (isComposing) and a compositionupdate, then has the browser write the step over its own
 * range (execCommand insertText: ProseMirror reads it from the DOM, as from a real input method)
 * and sends an input event. The range stays in the text node it was written in: if the page
 * replaces that node in the meantime, what the input method writes next is lost, as a real
 * syllable is when content is put back under an input method. compositionend ends it.
 *
 * Events dispatched from the page are milder than a real input method: Chrome's editing and
 * ProseMirror recover from most of these sequences by themselves. The tests that catch a lost or
 * doubled syllable drive Chromium's own input method: RichTextEditor.ime.browser.test.tsx.
 */
export class StoryIme {
  private node: Text | null = null;
  private start = 0;
  private length = 0;
  private composing = false;

  constructor(private readonly area: HTMLElement) {}

  /** Composes one syllable step by step, e.g. ['ㅎ', '하', '한'], and leaves it open. */
  async compose(steps: readonly string[]): Promise<void> {
    this.begin();
    for (const step of steps) {
      this.update(step);
      // A person types a key at a time: the page has time to read each step.
      await nextTask();
    }
  }

  /** Composes and ends each syllable, e.g. [['ㅇ', '아', '안'], ['ㄴ', '녀', '녕']]. */
  async type(syllables: readonly (readonly string[])[]): Promise<void> {
    for (const steps of syllables) {
      await this.compose(steps);
      this.end();
      await nextTask();
    }
  }

  begin(): void {
    const selection = document.getSelection();
    if (!selection?.focusNode || !this.area.contains(selection.focusNode)) {
      throw new Error('StoryIme: the caret is not in the writing area');
    }
    this.node = null;
    this.length = 0;
    this.composing = true;
    this.area.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
  }

  update(step: string): void {
    if (!this.composing) throw new Error('StoryIme: no composition');
    keyDown(this.area, 'Process', 229, true);
    this.area.dispatchEvent(
      new CompositionEvent('compositionupdate', { bubbles: true, data: step }),
    );
    const node = this.node;
    if (node && !node.isConnected) {
      // The page replaced the text the input method was writing in: this step goes nowhere.
      this.length = step.length;
    } else {
      const selection = document.getSelection() as Selection;
      if (node) {
        // The input method replaces its own range, wherever the page has put the caret.
        const range = document.createRange();
        range.setStart(node, this.start);
        range.setEnd(node, this.start + this.length);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      // The browser's own editing writes the step, as it does for an input method.
      document.execCommand('insertText', false, step);
      const written = selection.focusNode;
      if (written?.nodeType === Node.TEXT_NODE) {
        this.node = written as Text;
        this.start = selection.focusOffset - step.length;
      }
      this.length = step.length;
    }
    this.area.dispatchEvent(
      new InputEvent('input', {
        bubbles: true,
        isComposing: true,
        data: step,
        inputType: 'insertCompositionText',
      }),
    );
  }

  end(): void {
    const data = this.node?.data.slice(this.start, this.start + this.length) ?? '';
    this.composing = false;
    this.area.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data }));
    this.node = null;
  }

  /**
   * Enter pressed while the last syllable is still being composed, as Chrome on macOS reports it:
   * a keydown while composing (229), compositionend, then the same Enter again as an ordinary
   * keydown, all from one key press.
   */
  pressEnterWhileComposing(): void {
    keyDown(this.area, 'Enter', 229, true);
    this.end();
    const enter = keyDown(this.area, 'Enter', 13, false);
    this.area.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    void enter;
  }
}

export function keyDown(target: HTMLElement, key: string, keyCode: number, isComposing: boolean) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, isComposing });
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  Object.defineProperty(event, 'which', { value: keyCode });
  target.dispatchEvent(event);
  return event;
}

export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
