import { LIMITS } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
import { StoryIme } from './storyIme.ts';

const meta = {
  title: 'Content/RichTextEditor',
  component: RichTextEditor,
  args: { label: '본문', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The editor of board posts and messages (issue 20 item 1), on tiptap 3: paragraphs, headings, bold, italic, underline, lists, links and images, writing the HTML that RichTextViewer shows, in the same typography. Links lead to http, https or mailto only (the contract’s `RICH_TEXT_LINK`), anything else is refused with a message. Images chosen, pasted or dropped are stored in the HTML as data URLs: downscaled in the browser to at most 1000 px wide as JPEG 0.8 (white under transparency, EXIF orientation applied), GIFs as they are. The toolbar is one tab stop (arrow keys, Home, End; Alt+F10 from the text) and its toggles say whether they are on (`aria-pressed`). Korean input is safe: an Enter or a toolbar command during a composition waits until the syllable is written (tiptap #4108), and a `value` passed back is never put into the editor while composing. 600 px high, 500 in a popup; tiptap loads when the editor first renders, behind a placeholder of the same height.' +
          '\n\n**When to use.** Where a user writes formatted text that the server stores as HTML: a notice or a post in the board editor, a message. For plain text (a memo, an enquiry) use TextArea; to show stored HTML use RichTextViewer.' +
          '\n\n**States.** Empty, typing with the toolbar by keyboard, headings and lists, a link added and a `javascript:` link refused, an image chosen or pasted and downscaled, a GIF kept, in a popup (500 px), Korean composition with Enter, a toolbar command and a late `value` during it, and loading.',
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The writing area, once the editor's chunk has loaded. */
async function writingArea(canvasElement: HTMLElement, label = '본문') {
  const canvas = within(canvasElement);
  return (await canvas.findByRole('textbox', { name: label }, { timeout: 15000 })) as HTMLElement;
}

/** The blocks of the writing area as [tag, text], to compare exactly. */
const blocks = (area: HTMLElement) =>
  [...area.children].map((element) => [element.tagName.toLowerCase(), element.textContent]);

/** The HTML of the last onChange call. */
const lastHtml = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: [string][] } }).mock.calls;
  return calls.at(-1)?.[0];
};

/** Puts the caret at the end of the writing area. */
async function caretAtEnd(area: HTMLElement) {
  area.focus();
  const selection = document.getSelection();
  const last = area.lastElementChild ?? area;
  selection?.selectAllChildren(last);
  selection?.collapseToEnd();
  await new Promise((resolve) => setTimeout(resolve, 30));
}

const tool = (context: StoryContext, key: string) =>
  within(context.canvasElement).getByRole('button', { name: kitText(localeOf(context), key) });

/**
 * Typing with the toolbar by keyboard: Alt+F10 moves to the toolbar, arrow keys move on it, Space
 * turns bold on (aria-pressed true), and the text typed after it is bold.
 */
export const Default: Story = {
  tags: ['locale-sweep', 'brand-sweep'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const area = await writingArea(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', {
      name: kitText(localeOf(context), 'richTextEditor.toolbar'),
    });
    await expect(toolbar).toHaveAttribute('aria-controls', area.id);
    const bold = tool(context, 'richTextEditor.bold');
    const italic = tool(context, 'richTextEditor.italic');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    // One tab stop: only the first button is in the tab order.
    await expect(bold).toHaveAttribute('tabindex', '0');
    await expect(italic).toHaveAttribute('tabindex', '-1');

    await userEvent.click(area);
    await userEvent.keyboard('Plain ');
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(bold).toHaveFocus();
    // Shift+Tab returns to the writing area, where the text goes on in bold.
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('bold');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Plain <strong>bold</strong></p>'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(italic).toHaveAttribute('aria-pressed', 'false');
    // The same with the editor's shortcut: Ctrl+B turns it off again.
    await userEvent.keyboard('{Control>}b{/Control} end');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p>Plain <strong>bold</strong> end</p>'),
    );
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('[data-slot="rich-text-editor"]')).toHaveStyle({
      height: `${LIMITS.EDITOR_HEIGHT}px`,
    });
  },
};

/** Headings and lists from the toolbar, each toggle pressed where the caret is. */
export const HeadingsAndLists: Story = {
  tags: ['locale-sweep'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const area = await writingArea(canvasElement);
    const heading = tool(context, 'richTextEditor.heading2');
    const bullets = tool(context, 'richTextEditor.bulletList');
    const numbers = tool(context, 'richTextEditor.orderedList');
    await userEvent.click(area);
    await userEvent.click(heading);
    await userEvent.keyboard('Notice{Enter}First');
    await expect(heading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bullets);
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}Second{Enter}{Enter}Steps');
    await userEvent.click(numbers);
    await expect(numbers).toHaveAttribute('aria-pressed', 'true');
    await expect(bullets).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<h2>Notice</h2><ul><li><p>First</p></li><li><p>Second</p></li></ul><ol><li><p>Steps</p></li></ol>',
      ),
    );
    await userEvent.click(within(area).getByText('Notice'));
    await expect(heading).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A link: an https address is applied to the selected text; a `javascript:` address is refused
 * with a visible message and nothing is linked.
 */
export const Link: Story = {
  tags: ['locale-sweep'],
  args: { defaultValue: '<p>학원 일정표</p>' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const locale = localeOf(context);
    const canvas = within(canvasElement);
    const area = await writingArea(canvasElement);
    const link = tool(context, 'richTextEditor.link');
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(link);
    const address = await canvas.findByRole('textbox', {
      name: kitText(locale, 'richTextEditor.linkAddress'),
    });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(
      canvas.getByRole('button', { name: kitText(locale, 'richTextEditor.linkApply') }),
    );
    await expect(canvas.getByText(kitText(locale, 'richTextEditor.linkRefused'))).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(area.querySelector('a')).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/schedule{Enter}');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p><a href="https://example.com/schedule">학원 일정표</a></p>',
      ),
    );
    await expect(
      canvas.queryByRole('textbox', { name: kitText(locale, 'richTextEditor.linkAddress') }),
    ).toBeNull();
    await expect(link).toHaveAttribute('aria-pressed', 'true');
    // An e-mail address typed as it is becomes a mailto link.
    await caretAtEnd(area);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: kitText(locale, 'richTextEditor.linkAddress') }),
      'office@example.com{Enter}',
    );
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p><a href="https://example.com/schedule">학원 일정표</a></p><p><a href="mailto:office@example.com">office@example.com</a></p>',
      ),
    );
  },
};

/** A picture of the given size: a transparent left half and a red right half, as a PNG file. */
async function pngFile(width: number, height: number, name = '교실 배치도.png') {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = 'rgb(255, 0, 0)';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** A JPEG 60 x 20 with an EXIF orientation of 6 (turned a quarter to the right when shown). */
async function rotatedJpegFile() {
  const canvas = document.createElement('canvas');
  canvas.width = 60;
  canvas.height = 20;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = 'rgb(0, 0, 255)';
  context.fillRect(0, 0, 60, 20);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg'),
  );
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // APP1 "Exif", big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, 1, value 6.
  const exif = [
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00,
    0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
  ];
  const withExif = new Uint8Array([...bytes.slice(0, 2), ...exif, ...bytes.slice(2)]);
  return new File([withExif], 'rotated.jpg', { type: 'image/jpeg' });
}

/** A 2 x 1 GIF (two frames would look the same to the check: the bytes must be kept). */
const GIF_BASE64 = 'R0lGODlhAgABAIAAAP8AAP///yH5BAAAAAAALAAAAAACAAEAAAICBAoAOw==';
const gifFile = () =>
  new File([Uint8Array.from(atob(GIF_BASE64), (c) => c.charCodeAt(0))], 'smile.gif', {
    type: 'image/gif',
  });

/** The size and the pixel at (x, y) of an image source, loaded as the viewer would. */
async function loadImage(src: string, x = 0, y = 0) {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
  return { width: image.naturalWidth, height: image.naturalHeight, pixel: [r, g, b] };
}

function paste(area: HTMLElement, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  area.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 24);

/**
 * A pasted 2400 x 1200 PNG is stored as a JPEG data URL 1000 x 500, white where it was
 * transparent; a chosen JPEG turned by its EXIF orientation is stored upright.
 */
export const ImageDownscaled: Story = {
  tags: ['locale-sweep'],
  play: async (context) => {
    const { canvasElement } = context;
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    paste(area, await pngFile(2400, 1200));
    const image = await within(area).findByRole('img', { name: '교실 배치도' }, { timeout: 10000 });
    const src = image.getAttribute('src') ?? '';
    await expect(src.startsWith('data:image/jpeg;base64,')).toBe(true);
    const pasted = await loadImage(src, 10, 10);
    await expect([pasted.width, pasted.height]).toEqual([1000, 500]);
    await expect(near(pasted.pixel, [255, 255, 255])).toBe(true);
    await expect((await loadImage(src, 990, 10)).pixel[0]).toBeGreaterThan(200);
    await expect(image).toHaveAttribute('width', '1000');

    // Chosen with the toolbar's button.
    const input = canvasElement.querySelector(
      '[data-slot="rich-text-editor-file"]',
    ) as HTMLInputElement;
    await userEvent.upload(input, await rotatedJpegFile());
    const rotated = await within(area).findByRole('img', { name: 'rotated' }, { timeout: 10000 });
    const upright = await loadImage(rotated.getAttribute('src') ?? '');
    await expect([upright.width, upright.height]).toEqual([20, 60]);
    await expect(near(upright.pixel, [0, 0, 255])).toBe(true);
  },
};

/** A GIF is kept byte for byte; a file that is not a JPEG, PNG or GIF is refused by name. */
export const GifKept: Story = {
  tags: ['locale-sweep'],
  play: async (context) => {
    const { canvasElement } = context;
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    paste(area, gifFile());
    const image = await within(area).findByRole('img', { name: 'smile' }, { timeout: 10000 });
    await expect(image).toHaveAttribute('src', `data:image/gif;base64,${GIF_BASE64}`);

    paste(
      area,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    );
    await expect(
      await within(canvasElement).findByText(
        kitText(localeOf(context), 'richTextEditor.imageRefused', { name: 'logo.svg' }),
      ),
    ).toBeVisible();
    await expect(area.querySelectorAll('img')).toHaveLength(1);
  },
};

/** In a popup the editor is 500 px high (and its placeholder too), its text scrolling inside. */
export const InPopup: Story = {
  args: {
    inPopup: true,
    defaultValue: Array.from({ length: 40 }, (_, i) => `<p>${i + 1}번째 줄입니다.</p>`).join(''),
  },
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement);
    const frame = canvasElement.querySelector('[data-slot="rich-text-editor"]') as HTMLElement;
    await expect(frame.getBoundingClientRect().height).toBe(LIMITS.EDITOR_HEIGHT_POPUP);
    const scroller = area.parentElement as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

/**
 * Korean, Enter while the last syllable is being composed (tiptap #4108 drops it): "안녕하" and
 * then "세요" on a new line, nothing dropped or written twice, one new line for the one press.
 */
export const KoreanEnterDuringComposition: Story = {
  play: async ({ canvasElement, args }) => {
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    const ime = new StoryIme(area);
    await ime.type([
      ['ㅇ', '아', '안'],
      ['ㄴ', '녀', '녕'],
    ]);
    await ime.compose(['ㅎ', '하']);
    ime.pressEnterWhileComposing();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await ime.type([
      ['ㅅ', '세'],
      ['ㅇ', '요'],
    ]);
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>안녕하</p><p>세요</p>'));
    await expect(blocks(area)).toEqual([
      ['p', '안녕하'],
      ['p', '세요'],
    ]);
  },
};

/**
 * Korean, a toolbar command while a syllable is being composed: the heading waits until "목" is
 * written and then takes the whole line; bold pressed mid-syllable bolds what comes next.
 */
export const KoreanToolbarDuringComposition: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    const ime = new StoryIme(area);
    await ime.type([['ㅈ', '제']]);
    await ime.compose(['ㅁ', '모']);
    await userEvent.click(tool(context, 'richTextEditor.heading2'));
    ime.update('목');
    ime.end();
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h2>제목</h2>'));
    await expect(blocks(area)).toEqual([['h2', '제목']]);
    await expect(tool(context, 'richTextEditor.heading2')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A parent that passes each HTML back a moment later, as one behind a store or a form does. */
function LateEcho(props: RichTextEditorProps & { onEcho?: (html: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        props.onChange?.(html);
        setTimeout(() => setValue(html), 15);
      }}
    />
  );
}

/**
 * Korean, a controlled editor whose parent passes the HTML back late: the value that arrives
 * while "요" is being composed is an older one, and must not be put back (the syllable would be
 * lost). The text stays exactly what was typed.
 */
export const KoreanValueNotResetWhileComposing: Story = {
  render: (args) => <LateEcho {...args} />,
  play: async ({ canvasElement, args }) => {
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    const ime = new StoryIme(area);
    await ime.type([
      ['ㅇ', '아', '안'],
      ['ㄴ', '녀', '녕'],
      ['ㅎ', '하'],
      ['ㅅ', '세'],
    ]);
    await ime.compose(['ㅇ']);
    // The parent's late values arrive while "요" is being composed.
    await new Promise((resolve) => setTimeout(resolve, 40));
    ime.update('요');
    await new Promise((resolve) => setTimeout(resolve, 40));
    ime.end();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await expect(blocks(area)).toEqual([['p', '안녕하세요']]);
    await expect(lastHtml(args.onChange)).toBe('<p>안녕하세요</p>');
  },
};

/**
 * A parent whose `value` is a draft that arrives from the server when told (and that keeps the
 * user's changes elsewhere, so its `value` stays the draft).
 */
let setValueFromOutside: ((html: string) => void) | undefined;
function OutsideValue(props: RichTextEditorProps) {
  const [value, setValue] = useState('');
  setValueFromOutside = setValue;
  return <RichTextEditor {...props} value={value} />;
}

/**
 * Korean, a new `value` from the parent while a syllable is being composed (a draft that arrives
 * while the user has started typing): the content is not put back under the input method, which
 * finishes "한" where it was writing; then the new value replaces the content, exactly.
 */
export const KoreanValueWaitsForComposition: Story = {
  render: (args) => <OutsideValue {...args} />,
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement);
    await caretAtEnd(area);
    const ime = new StoryIme(area);
    await ime.type([['ㄱ', '가']]);
    await ime.compose(['ㄴ', '나']);
    setValueFromOutside?.('<p>임시 저장된 글</p>');
    await new Promise((resolve) => setTimeout(resolve, 40));
    // Still composing: what the user is writing stays, and the input method goes on writing.
    await expect(blocks(area)).toEqual([['p', '가나']]);
    ime.update('난');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(blocks(area)).toEqual([['p', '가난']]);
    ime.end();
    await waitFor(() => expect(blocks(area)).toEqual([['p', '임시 저장된 글']]));
    await new Promise((resolve) => setTimeout(resolve, 40));
    await expect(blocks(area)).toEqual([['p', '임시 저장된 글']]);
  },
};
