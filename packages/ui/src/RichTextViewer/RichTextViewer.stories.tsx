import { RICH_TEXT_LINK, safeEditorImageSrc, safeUrl } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HOSTILE_HTML, XSS_SENTINEL } from '../internal/testing/hostileHtml.ts';
import { RichTextViewer } from './RichTextViewer.tsx';

/** 1 x 1 images of the three types the editor stores. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const POST = `<h2>11월 보강 안내</h2>
<p>다음 주 <strong>화요일</strong>과 <em>목요일</em>에 <u>보강 수업</u>이 있습니다. 준비물은 아래와 같습니다.</p>
<ul><li>교재 3단원</li><li>지난 과제 노트</li></ul>
<ol><li>출석 확인</li><li>오답 풀이</li></ol>
<p>자세한 일정은 <a href="https://example.com/schedule">학원 일정표</a>를 보고, 문의는 <a href="mailto:office@example.com">office@example.com</a>으로 보내 주세요.</p>
<img src="${PNG}" alt="보강 교실 배치도" width="320" height="180">`;

const meta = {
  title: 'Content/RichTextViewer',
  component: RichTextViewer,
  args: { html: POST },
  parameters: {
    docs: {
      description: {
        component:
          'Shows stored rich text (a board post’s `content`, a message’s `contents`) as the editor wrote it, and nothing that could run. The HTML passes DOMPurify with the editor’s tags only (paragraphs, headings, bold, italic, underline, lists, links, images); links lead to http, https or mailto (the contract’s `RICH_TEXT_LINK`) and open in a new tab with `rel="noopener noreferrer"`; images are the editor’s JPEG, PNG or GIF data URLs or images on the web (`safeEditorImageSrc`), every other data URL is dropped. The cleaned nodes go into the page as nodes, never parsed a second time.' +
          '\n\n**When to use.** Wherever HTML that came from the server is shown: a notice, a board post, an inquiry, a message. Never put such HTML in the page another way (`dangerouslySetInnerHTML`). For plain text from the server use an ordinary element: React escapes it.' +
          '\n\n**States.** Formatted, hostile HTML that runs nothing, the editor’s data URL images, empty, and long Korean text and URLs on a phone.',
      },
    },
  },
} satisfies Meta<typeof RichTextViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewerOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="rich-text"]') as HTMLElement;

/** Headings, marks, lists, links and an image, as the editor writes them. */
export const Formatted: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '11월 보강 안내' })).toBeVisible();
    await expect(canvas.getByText('화요일').tagName).toBe('STRONG');
    await expect(canvas.getByText('보강 수업').tagName).toBe('U');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    const page = canvas.getByRole('link', { name: '학원 일정표' });
    await expect(page).toHaveAttribute('href', 'https://example.com/schedule');
    await expect(page).toHaveAttribute('target', '_blank');
    await expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = canvas.getByRole('link', { name: 'office@example.com' });
    await expect(mail).toHaveAttribute('href', 'mailto:office@example.com');
    await expect(canvas.getByRole('img', { name: '보강 교실 배치도' })).toHaveAttribute('src', PNG);
    await expect(viewerOf(canvasElement).querySelectorAll('[style], [id], [class]')).toHaveLength(
      0,
    );
  },
};

type Sentinel = Record<typeof XSS_SENTINEL, ((name: string) => void) | undefined>;

/** The payloads that ran in the story, recorded by the global they call. */
let ran: string[] = [];

/** Payloads that run when put in the page without the viewer: the control of the listener. */
const LIVE_CONTROLS = ['img-onerror', 'audio-onerror', 'details-ontoggle', 'entity-handler'];
const CONTROL = 'control:';

/** Attributes the viewer may leave on what it shows. */
const SHOWN_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'target',
  'rel',
]);
const NEVER_SHOWN =
  'script, iframe, object, embed, svg, math, style, link, meta, base, form, input, button, video, audio, source, template, details, marquee, noscript, body';

/**
 * Every payload of the hostile corpus (OWASP's filter-evasion kinds, mutation XSS, broken markup)
 * in a viewer of its own: none runs in Chromium, and what is left is the editor's markup only.
 * The control: some of the same payloads, put in the page raw as a careless viewer would, do run,
 * so the listener is seen to work.
 */
export const HostileHtmlRunsNothing: Story = {
  args: { html: '' },
  beforeEach: () => {
    ran = [];
    (window as unknown as Sentinel)[XSS_SENTINEL] = (name) => ran.push(name);
    return () => {
      delete (window as unknown as Partial<Sentinel>)[XSS_SENTINEL];
    };
  },
  render: () => (
    <div>
      {HOSTILE_HTML.map((payload) => (
        <section key={payload.name} aria-label={payload.name} data-payload={payload.name}>
          <RichTextViewer html={payload.html} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const control = document.createElement('div');
    control.hidden = true;
    control.innerHTML = HOSTILE_HTML.filter((payload) => LIVE_CONTROLS.includes(payload.name))
      .map((payload) => payload.html.replaceAll(`'${payload.name}'`, `'${CONTROL}${payload.name}'`))
      .join('');
    document.body.append(control);
    try {
      await waitFor(
        () =>
          expect(ran.filter((name) => name.startsWith(CONTROL)).sort()).toEqual(
            LIVE_CONTROLS.map((name) => `${CONTROL}${name}`).sort(),
          ),
        { timeout: 5000 },
      );
    } finally {
      control.remove();
    }
    // Image errors, frames, animations and toggles have had their time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(ran.filter((name) => !name.startsWith(CONTROL))).toEqual([]);
    await expect(typeof (window as unknown as Sentinel)[XSS_SENTINEL]).toBe('function');
    await expect(typeof document.getElementById).toBe('function');

    for (const section of canvasElement.querySelectorAll<HTMLElement>('[data-payload]')) {
      const viewer = viewerOf(section);
      const name = section.dataset.payload;
      await expect(viewer.querySelectorAll(NEVER_SHOWN), `${name}: elements`).toHaveLength(0);
      for (const element of viewer.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) {
          await expect(SHOWN_ATTRIBUTES.has(attribute), `${name}: ${attribute}`).toBe(true);
        }
      }
      for (const link of viewer.querySelectorAll('a[href]')) {
        await expect(safeUrl(link.getAttribute('href'), RICH_TEXT_LINK), name).not.toBeNull();
      }
      for (const image of viewer.querySelectorAll('img')) {
        await expect(safeEditorImageSrc(image.getAttribute('src')), name).not.toBeNull();
      }
    }
    // The text of a refused link stays readable, without a way to run it.
    const refused = canvasElement.querySelector('[data-payload="a-javascript"]') as HTMLElement;
    await expect(within(refused).getByText('a')).not.toHaveAttribute('href');
  },
};

/** The editor's images (JPEG, PNG, GIF data URLs) show; an SVG, WebP or HTML data URL does not. */
export const EditorImages: Story = {
  args: {
    html: [
      `<img src="${JPEG}" alt="jpeg">`,
      `<img src="${PNG}" alt="png">`,
      `<img src="${GIF}" alt="gif">`,
      '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" alt="svg">',
      '<img src="data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==" alt="webp">',
      '<img src="data:text/html;base64,PHA+aGk8L3A+" alt="html">',
    ].join(''),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'jpeg',
      'png',
      'gif',
    ]);
  },
};

/** Nothing stored: nothing shown. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(viewerOf(canvasElement).childNodes).toHaveLength(0);
  },
};

/** A long Korean sentence and a long URL on a 390 px phone: they wrap, the page does not widen. */
export const LongTextOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    html: `<p>${'수업이 끝난 뒤 남은 자료는 수업 기록에서 언제든지 내려받을 수 있으며 '.repeat(4)}</p><p><a href="https://example.com/${'very-long-path-segment-'.repeat(8)}">https://example.com/${'very-long-path-segment-'.repeat(8)}</a></p>`,
  },
  play: async ({ canvasElement }) => {
    const viewer = viewerOf(canvasElement);
    await expect(viewer.scrollWidth).toBeLessThanOrEqual(viewer.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
