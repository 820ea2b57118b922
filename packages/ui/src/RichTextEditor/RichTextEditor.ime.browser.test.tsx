/// <reference types="@vitest/browser-playwright" />
import '@platform/ui/styles.css';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { LocaleProvider } from '../i18n/index.ts';
import { kitText } from '../internal/testing/storyTexts.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

/**
 * Korean input in the editor (issue 20 item 1, tiptap #4108) through Chromium's own input-method
 * path: the DevTools protocol's `Input.imeSetComposition` makes Blink compose as an input method
 * does (its marked text, its events, in its order) and `Input.insertText` commits. The stories of
 * RichTextEditor show the same states with events dispatched from the page, which Chrome's
 * editing and ProseMirror tolerate more easily; these tests are the ones that catch a lost or
 * doubled syllable.
 *
 * Each case broke without the composition guard (CompositionGuardExtension taken out of
 * editorExtensions.ts): the Enter was lost, the heading wrote "하" twice, the bold was lost.
 */

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chromium's input method, composing at the caret of the focused writing area. */
const ime = {
  async compose(step: string) {
    await cdp().send('Input.imeSetComposition', {
      text: step,
      selectionStart: step.length,
      selectionEnd: step.length,
    });
    await settle(10);
  },
  async commit(syllable: string) {
    await cdp().send('Input.insertText', { text: syllable });
    await settle(10);
  },
  /** Composes each syllable step by step and commits it, e.g. [['ㅇ', '아', '안'], ['ㄴ', '녀', '녕']]. */
  async type(syllables: readonly (readonly string[])[]) {
    for (const steps of syllables) {
      for (const step of steps) await this.compose(step);
      await this.commit(steps.at(-1) ?? '');
    }
  },
  /** A key that reaches the page: `keyCode` 229 is one that the input method is processing. */
  async keyDown(keyCode: number) {
    await cdp().send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: keyCode,
      nativeVirtualKeyCode: keyCode,
    });
  },
  async keyUp() {
    await cdp().send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 13,
      nativeVirtualKeyCode: 13,
    });
  },
  /** An ordinary Enter: keydown, the new line it types, keyup. */
  async enter() {
    await this.keyDown(13);
    await cdp().send('Input.dispatchKeyEvent', {
      type: 'char',
      text: '\r',
      unmodifiedText: '\r',
      key: 'Enter',
    });
    await this.keyUp();
    await settle();
  },
};

let root: Root | undefined;

// The editor's code (tiptap) loads when an editor first renders: on a cold, busy machine that took
// longer than a test may (CI). It loads here once, so that a test's time is its typing; a test
// cut off by its timeout would go on typing into the next test's editor.
beforeAll(async () => {
  await import('./RichTextEditorBody.tsx');
}, 60_000);

afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/** Renders the editor in Korean and puts the caret in its writing area. */
async function writingArea(editor: React.ReactNode = <RichTextEditor label="본문" />) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // Rendered as the page renders it, not inside act(): what the input method does next is
  // outside React's test helpers too, and every check waits for what it expects.
  root.render(<LocaleProvider locale="ko">{editor}</LocaleProvider>);
  // tiptap loads when the editor first renders.
  await expect
    .poll(() => host.querySelector('[contenteditable="true"]'), { timeout: 15000 })
    .not.toBeNull();
  const area = host.querySelector<HTMLElement>('[contenteditable="true"]') as HTMLElement;
  area.focus();
  await settle();
  return area;
}

/** The blocks of the writing area, tag and inner HTML, to compare exactly. */
const blocks = (area: HTMLElement) =>
  [...area.children].map((element) => [element.tagName.toLowerCase(), element.innerHTML]);

const tool = (key: string) => {
  const name = kitText('ko', key);
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.getAttribute('aria-label') === name,
  );
  if (!button) throw new Error(`no toolbar button "${name}"`);
  return button;
};

describe('Korean input in the rich-text editor, through Chromium’s input method', () => {
  it('an Enter that reaches the page while "하" is composed makes one new line after the syllable', async () => {
    const area = await writingArea();
    await ime.type([
      ['ㅇ', '아', '안'],
      ['ㄴ', '녀', '녕'],
    ]);
    await ime.compose('ㅎ');
    await ime.compose('하');
    await ime.keyDown(13);
    await ime.commit('하');
    await ime.keyUp();
    await settle();
    await ime.type([
      ['ㅅ', '세'],
      ['ㅇ', '요'],
    ]);
    await expect
      .poll(() => blocks(area))
      .toEqual([
        ['p', '안녕하'],
        ['p', '세요'],
      ]);
  });

  it('enterTwiceWhenSecondKeydownAfterSettle: Enter as Chrome on macOS reports it (while composing, then again) is one new line', async () => {
    const area = await writingArea();
    await ime.type([
      ['ㅇ', '아', '안'],
      ['ㄴ', '녀', '녕'],
    ]);
    await ime.compose('ㅎ');
    await ime.compose('하');
    await ime.keyDown(229);
    await ime.commit('하');
    await settle();
    await ime.enter();
    await ime.type([
      ['ㅅ', '세'],
      ['ㅇ', '요'],
    ]);
    await expect
      .poll(() => blocks(area))
      .toEqual([
        ['p', '안녕하'],
        ['p', '세요'],
      ]);
    // The next press is a new line of its own.
    await ime.enter();
    await expect.poll(() => area.children.length).toBe(3);
    await expect(area.children[2]?.textContent).toBe('');
  });

  it('a heading chosen on the toolbar mid-syllable takes the line, with the syllable written once', async () => {
    const area = await writingArea();
    await ime.type([['ㅈ', '제']]);
    await ime.compose('ㅁ');
    await ime.compose('모');
    await userEvent.click(tool('richTextEditor.heading2'));
    await ime.compose('목');
    await ime.commit('목');
    await expect.poll(() => blocks(area)).toEqual([['h2', '제목']]);
    await ime.type([[' '], ['ㅇ', '아', '안']]);
    await expect.poll(() => blocks(area)).toEqual([['h2', '제목 안']]);
  });

  it('bold chosen on the toolbar mid-syllable bolds what is typed next', async () => {
    const area = await writingArea();
    await ime.type([['ㄱ', '가']]);
    await ime.compose('ㄴ');
    await ime.compose('나');
    await userEvent.click(tool('richTextEditor.bold'));
    await ime.commit('나');
    await ime.type([['ㄷ', '다']]);
    await expect.poll(() => blocks(area)).toEqual([['p', '가나<strong>다</strong>']]);
  });

  it('a value from the parent while a syllable is composed waits until it is written', async () => {
    let replace: (html: string) => void = () => {};
    function Draft() {
      const [value, setValue] = useState('');
      replace = setValue;
      return <RichTextEditor label="본문" value={value} />;
    }
    const area = await writingArea(<Draft />);
    await ime.type([['ㄱ', '가']]);
    await ime.compose('ㄴ');
    await ime.compose('나');
    replace('<p>임시 저장된 글</p>');
    await settle(40);
    await expect(blocks(area)).toEqual([['p', '가나']]);
    await ime.compose('난');
    await ime.commit('난');
    await expect.poll(() => blocks(area)).toEqual([['p', '임시 저장된 글']]);
    // Nothing of the composition comes back after the value.
    await settle(60);
    await expect(blocks(area)).toEqual([['p', '임시 저장된 글']]);
  });
});
