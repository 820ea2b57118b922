import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { QrCodeDialog } from './QrCodeDialog.tsx';
import { pngSize } from './qrLayout.ts';

/** The demo's invite link shape: the institution's index and the room's 9-digit invite code. */
const LINK = 'https://boda.example/invite/1/482915736';
const LOGO_URL = '/qr-story/logo.svg';
/** The story logo's colour, test data: a PNG pixel of it shows the logo is there. */
const LOGO_BLUE = [29, 78, 216];

/** An institution logo twice as wide as high, served from this site as the app's logos are. */
const logoHandlers = [
  http.get(
    LOGO_URL,
    () =>
      new HttpResponse(
        '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40">' +
          `<rect width="80" height="40" rx="8" fill="rgb(${LOGO_BLUE.join(',')})"/>` +
          '<circle cx="16" cy="20" r="8" fill="#ffffff"/></svg>',
        { headers: { 'Content-Type': 'image/svg+xml' } },
      ),
  ),
];

/** What a scanner reads in a PNG, and the colour at its centre (where the logo is). */
async function readPng(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const centre = (Math.floor(bitmap.height / 2) * bitmap.width + Math.floor(bitmap.width / 2)) * 4;
  return {
    width: bitmap.width,
    height: bitmap.height,
    text: jsQR(data, bitmap.width, bitmap.height)?.data,
    centre: [data[centre], data[centre + 1], data[centre + 2]],
  };
}

/** Replaces the browser's clipboard for one story; the returned function puts it back. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Overlays/QrCodeDialog',
  component: QrCodeDialog,
  // The room's title and the trigger are Korean data in both runs; the dialog's texts are the kit's.
  tags: ['locale-sweep'],
  args: {
    link: LINK,
    title: '수학 심화반',
    logoUrl: LOGO_URL,
    onOpenChange: fn(),
    trigger: <Button variant="secondary">QR 코드 보기</Button>,
  },
  parameters: {
    msw: { handlers: logoHandlers },
    docs: {
      description: {
        component:
          "A room's invite link as a QR code (screens.md §9): SVG in a 256 viewBox at error correction level H, with the institution's logo 38 px high in a hole in the middle, the room's title on one line cut at 320 px, and buttons to copy the code to the clipboard or save it as `{title}-QR.png`. The logo URL passes the contract's `safeUrl` first. The encoder loads when the dialog opens, so a page can hold the dialog without the encoder on its first paint." +
          '\n\n**When to use.** Use it to share a room’s invite link as a QR code to scan, copy or save, as the room card’s menu offers. For the room’s other details, the invite code in digits included, use RoomDetailDialog.' +
          '\n\n**States.** Save as PNG decodes to the link, without logo, logo URL refused, long Korean title, copy succeeded, copy refused by the browser, copy unsupported, keyboard path and link too long.',
      },
    },
  },
} satisfies Meta<typeof QrCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string>) => kitText(locale, key, params);
  return {
    trigger: 'QR 코드 보기',
    title: k('qrCode.title'),
    image: (title: string) => k('qrCode.image', { title }),
    copy: k('qrCode.copy'),
    save: k('qrCode.save'),
    copied: k('qrCode.copied'),
    copyRefused: k('qrCode.copyRefused'),
    failed: k('qrCode.failed'),
    close: k('dialog.close'),
  };
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The wait for the code: the encoder's chunk and the logo load when the dialog opens. */
const DRAWN = { timeout: 10_000 };

/** Opens the dialog with the trigger and waits for the code to be drawn. */
async function openAndDraw(context: PlayContext) {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  const dialog = await screen.findByRole('dialog', { name: t.title });
  const image = await screen.findByRole('img', { name: t.image(args.title) }, DRAWN);
  await waitFor(() => expect(screen.getByRole('button', { name: t.save })).toBeEnabled(), DRAWN);
  return { dialog, image, t };
}

/** The blob handed to the download link, and the link: the download itself is held back. */
function catchDownloads() {
  const created = spyOn(URL, 'createObjectURL');
  const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const download = () => {
    const link = clicked.mock.contexts.at(-1) as HTMLAnchorElement;
    const index = created.mock.results.findIndex((result) => result.value === link.href);
    return { link, blob: created.mock.calls[index]?.[0] as Blob };
  };
  const restore = () => {
    created.mockRestore();
    clicked.mockRestore();
  };
  return { clicked, download, restore };
}

let downloads: ReturnType<typeof catchDownloads>;

/**
 * The key test of the widget: save as PNG, read the downloaded PNG back with a QR decoder, get
 * the invite link. The logo is in it (its colour at the centre) and on screen.
 */
export const SaveAsPngDecodesToTheLink: Story = {
  tags: ['brand-sweep'],
  beforeEach: () => {
    downloads = catchDownloads();
    return downloads.restore;
  },
  play: async (context) => {
    const { image, t } = await openAndDraw(context);
    const logo = image.querySelector('[data-slot="qr-code-logo"]');
    await expect(logo).toHaveAttribute('href', LOGO_URL);
    // 38 high in the 256 viewBox, twice as wide as the logo is, centred.
    await expect(logo).toHaveAttribute('height', '38');
    await expect(logo).toHaveAttribute('width', '76');
    await expect(logo).toHaveAttribute('x', '90');
    await expect(image).toHaveAttribute('viewBox', '0 0 256 256');

    await context.userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalledOnce(), DRAWN);
    const { link, blob } = downloads.download();
    await expect(link.download).toBe('수학 심화반-QR.png');
    await expect(blob.type).toBe('image/png');

    const png = await readPng(blob);
    await expect(png.text).toBe(LINK);
    // 37 modules (version 5 at level H) and the quiet zone, a whole number of pixels each.
    await expect([png.width, png.height]).toEqual([pngSize(37), pngSize(37)]);
    for (const [i, channel] of LOGO_BLUE.entries()) {
      await expect(Math.abs((png.centre[i] ?? 0) - channel)).toBeLessThanOrEqual(8);
    }
  },
};

/** Without a logo: no picture in the middle and no hole; the PNG reads the same. */
export const WithoutLogo: Story = {
  args: { logoUrl: undefined },
  beforeEach: () => {
    downloads = catchDownloads();
    return downloads.restore;
  },
  play: async (context) => {
    const { image, t } = await openAndDraw(context);
    await expect(image.querySelector('[data-slot="qr-code-logo"]')).toBeNull();
    await context.userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalledOnce(), DRAWN);
    const png = await readPng(downloads.download().blob);
    await expect(png.text).toBe(LINK);
    await expect(png.centre).not.toEqual(LOGO_BLUE);
  },
};

/**
 * A logo URL from data that is not a web link (a `javascript:` URL) does not pass the contract's
 * scheme check: the code is drawn without a logo.
 */
export const LogoUrlRefused: Story = {
  args: { logoUrl: 'javascript:alert(1)' },
  play: async (context) => {
    const { image } = await openAndDraw(context);
    await expect(image.querySelector('image')).toBeNull();
  },
};

const LONG_TITLE =
  '2025학년도 2학기 중학교 3학년 수학 심화반 방과후 보충수업 (월·수·금 저녁 7시 30분 반)';

/** A long Korean title is one line cut with an ellipsis at 320 px; the whole of it stays readable. */
export const LongKoreanTitle: Story = {
  args: { title: LONG_TITLE },
  play: async (context) => {
    const { dialog, image } = await openAndDraw(context);
    const title = dialog.querySelector('[data-slot="qr-code-title"]') as HTMLElement;
    await expect(title).toHaveTextContent(LONG_TITLE);
    await expect(title).toHaveAttribute('title', LONG_TITLE);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeLessThan(40);
    // The code's own name holds the whole title for a screen reader.
    await expect(image).toHaveAccessibleName(textsOf(context).image(LONG_TITLE));
  },
};

let written: Blob | null = null;

/** Copy as PNG: the clipboard gets a PNG that reads as the link, and the dialog says so. */
export const CopySucceeded: Story = {
  beforeEach: () => {
    written = null;
    return stubClipboard({
      write: fn(async (items: ClipboardItems) => {
        written = (await items[0]?.getType('image/png')) ?? null;
      }),
    });
  },
  play: async (context) => {
    const { t } = await openAndDraw(context);
    await context.userEvent.click(screen.getByRole('button', { name: t.copy }));
    await expect(await screen.findByText(t.copied, {}, DRAWN)).toBeVisible();
    await expect(written?.type).toBe('image/png');
    await expect((await readPng(written as Blob)).text).toBe(LINK);
  },
};

/** The browser refuses the clipboard write (no permission): a clear message, saving still works. */
export const CopyRefusedByTheBrowser: Story = {
  beforeEach: () =>
    stubClipboard({
      write: fn(() =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      ),
    }),
  play: async (context) => {
    const { t } = await openAndDraw(context);
    await context.userEvent.click(screen.getByRole('button', { name: t.copy }));
    const alert = await screen.findByRole('alert', {}, DRAWN);
    await expect(alert).toHaveTextContent(t.copyRefused);
    await expect(navigator.clipboard.write).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: t.save })).toBeEnabled();
  },
};

/** A browser without image copy (no clipboard API, e.g. over plain http): the same message. */
export const CopyUnsupported: Story = {
  beforeEach: () => stubClipboard(undefined),
  play: async (context) => {
    const { t } = await openAndDraw(context);
    await context.userEvent.click(screen.getByRole('button', { name: t.copy }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.copyRefused);
  },
};

/** Keyboard only: Tab to the trigger, Enter opens, Tab reaches both buttons, Escape closes. */
export const KeyboardPath: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const trigger = canvas.getByRole('button', { name: t.trigger });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: t.title });
    const save = screen.getByRole('button', { name: t.save });
    await waitFor(() => expect(save).toBeEnabled(), DRAWN);
    await expect(screen.getByRole('button', { name: t.close })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.copy })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.close })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A link no QR version holds: the dialog says the code could not be made; nothing to copy. */
export const LinkTooLong: Story = {
  args: { link: `${LINK}?${'x'.repeat(3000)}`, defaultOpen: true, trigger: undefined },
  play: async (context) => {
    const t = textsOf(context);
    await expect(await screen.findByText(t.failed, {}, DRAWN)).toBeVisible();
    await expect(screen.getByRole('button', { name: t.copy })).toBeDisabled();
    await expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
  },
};
