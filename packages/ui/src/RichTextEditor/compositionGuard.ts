import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

/** How long a held Enter counts as one press without its keyup (a key held longer repeats). */
const ENTER_HELD_AT_MOST_MS = 3000;

/**
 * Korean input in the editor (issue 20 item 1; tiptap #4108, open: "last character gets
 * disappeared when newline is inserted").
 *
 * An input method composes a syllable over several keys (ㅎ, 하, 한) and writes each step into the
 * page itself; ProseMirror reads what it wrote from the DOM a moment later. Anything that changes
 * the document in between (the Enter that ends the syllable, a toolbar command, a parent's `value`
 * put back into the editor) works on a document that does not hold the syllable yet, and redraws
 * the paragraph under the input method: the syllable is dropped, or the input method writes it a
 * second time into the new paragraph. Browsers also report the Enter that ends a composition in
 * more than one way: Chrome on macOS sends a keydown while composing (isComposing, keyCode 229),
 * then compositionend, then the same Enter again as an ordinary keydown.
 *
 * So, while a syllable is being composed and until ProseMirror has read its end, the guard holds
 * every command back and runs it afterwards, in order: one Enter per key press, a toolbar command,
 * a new `value`. "Afterwards" is the next task after compositionend: ProseMirror reads the
 * composition's last changes in a microtask of compositionend, so by then the document holds the
 * syllable. The second keydown of Chrome's doubled Enter can come after that task (it did in
 * real Chromium, driven through its own input-method path), so a press is one press until its
 * keyup, not until the composition has settled.
 */
export class CompositionGuard {
  /** An input method is composing in the editor (between compositionstart and compositionend). */
  composing = false;
  private waiting: Array<() => void> = [];
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The Enter key that met a composition is still down: another keydown of it (not an
   * auto-repeat) is the same press reported again.
   */
  private enterHeld = false;
  private heldTimer: ReturnType<typeof setTimeout> | undefined;
  private settledListeners = new Set<() => void>();

  /** Commands wait: a syllable is being composed, or ProseMirror has not read its end yet. */
  get busy(): boolean {
    return this.composing || this.settleTimer !== undefined;
  }

  compositionStarted(): void {
    this.composing = true;
    this.cancelSettle();
  }

  compositionEnded(): void {
    this.composing = false;
    this.scheduleSettle();
  }

  /** Runs the command now, or after the composition when one is going on. */
  run(command: () => void): void {
    if (this.busy) this.defer(command);
    else command();
  }

  /** Runs the command after the composition (or, with none, in the next task). */
  defer(command: () => void): void {
    this.waiting.push(command);
    if (!this.composing && this.settleTimer === undefined) this.scheduleSettle();
  }

  /** Called once after each composition has settled (for a `value` that waited). */
  onSettled(listener: () => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /**
   * A keydown in the editor: an Enter during a composition, or until it has settled, waits and
   * runs once (`runEnter`); true when the guard took the key and ProseMirror must not.
   */
  keyDown(event: KeyboardEvent, runEnter: (shift: boolean) => void): boolean {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return false;
    // The browser's own Enter would split the paragraph under the input method; a keydown that the
    // input method is processing (229) cannot be cancelled and needs no cancelling.
    const take = () => {
      if (event.keyCode !== 229) event.preventDefault();
      return true;
    };
    if (this.enterHeld && !event.repeat) return take();
    const composingKey = this.composing || event.isComposing || event.keyCode === 229;
    if (!composingKey && !this.busy) return false;
    this.hold();
    const shift = event.shiftKey;
    this.defer(() => runEnter(shift));
    return take();
  }

  /** A keyup in the editor: the Enter that met a composition is released. */
  keyUp(event: KeyboardEvent): void {
    if (event.key === 'Enter') this.release();
  }

  /** The editor lost focus: the keyup of a held Enter may never reach it. */
  blurred(): void {
    this.release();
  }

  /** A beforeinput: the browser's own new paragraph for an Enter that already waits is dropped. */
  beforeInput(event: InputEvent): boolean {
    const newLine = event.inputType === 'insertParagraph' || event.inputType === 'insertLineBreak';
    if (!newLine || !this.enterHeld) return false;
    event.preventDefault();
    return true;
  }

  destroy(): void {
    this.cancelSettle();
    this.release();
    this.waiting = [];
    this.settledListeners.clear();
  }

  private hold() {
    this.release();
    this.enterHeld = true;
    // A keyup that never comes (the window lost focus first) does not swallow later presses.
    this.heldTimer = setTimeout(() => this.release(), ENTER_HELD_AT_MOST_MS);
  }

  private release() {
    if (this.heldTimer !== undefined) clearTimeout(this.heldTimer);
    this.heldTimer = undefined;
    this.enterHeld = false;
  }

  private scheduleSettle() {
    this.cancelSettle();
    this.settleTimer = setTimeout(() => this.settle(), 0);
  }

  private cancelSettle() {
    if (this.settleTimer !== undefined) clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
  }

  private settle() {
    this.settleTimer = undefined;
    if (this.composing) return;
    for (const command of this.waiting.splice(0)) command();
    for (const listener of [...this.settledListeners]) listener();
  }
}

export interface CompositionGuardOptions {
  guard: CompositionGuard | null;
}

const compositionGuardKey = new PluginKey('compositionGuard');

/**
 * The guard in the editor: it follows compositionstart and compositionend on the editor's DOM and
 * takes the Enter key before any keymap (a list's, a heading's) sees it.
 */
export const CompositionGuardExtension = Extension.create<CompositionGuardOptions>({
  name: 'compositionGuard',
  // Before every other extension's keyboard handling.
  priority: 10000,

  addOptions() {
    return { guard: null };
  },

  addProseMirrorPlugins() {
    const { guard } = this.options;
    const editor = this.editor;
    if (!guard) return [];
    return [
      new Plugin({
        key: compositionGuardKey,
        props: {
          handleDOMEvents: {
            compositionstart: () => {
              guard.compositionStarted();
              return false;
            },
            compositionend: () => {
              guard.compositionEnded();
              return false;
            },
            keydown: (_view, event) =>
              guard.keyDown(event, (shift) => {
                if (!editor.isDestroyed) {
                  editor.commands.keyboardShortcut(shift ? 'Shift-Enter' : 'Enter');
                }
              }),
            keyup: (_view, event) => {
              guard.keyUp(event);
              return false;
            },
            blur: () => {
              guard.blurred();
              return false;
            },
            beforeinput: (_view, event) => guard.beforeInput(event as InputEvent),
          },
        },
      }),
    ];
  },
});
