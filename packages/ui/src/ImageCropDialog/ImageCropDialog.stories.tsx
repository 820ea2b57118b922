import { signatureOf } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { ImageCropDialog } from './ImageCropDialog.tsx';

/**
 * A test picture drawn on a canvas (no network): four coloured quarters, so a wrong crop would
 * show. The colours are test data, not styling.
 */
async function makePicture(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const colours = ['#d33', '#3a3', '#33d', '#dd3'];
  colours.forEach((colour, i) => {
    context.fillStyle = colour;
    context.fillRect(
      (i % 2) * (width / 2),
      Math.floor(i / 2) * (height / 2),
      width / 2,
      height / 2,
    );
  });
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** The decoded pixel size of what `onConfirm` received. */
async function decodedSize(file: File) {
  const bitmap = await createImageBitmap(file);
  return { width: bitmap.width, height: bitmap.height };
}

/** The picture's transform, which react-easy-crop sets from the offset and the zoom. */
const transformOf = () =>
  (screen.getByRole('dialog').querySelector('img') as HTMLImageElement).style.transform;

/** The colour of one pixel of what `onConfirm` received, as `#rgb` in the test palette. */
async function pixelAt(file: File, x: number, y: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
  return `#${[r, g, b].map((c) => Math.round(c / 17).toString(16)).join('')}`;
}

const meta = {
  title: 'Overlays/ImageCropDialog',
  component: ImageCropDialog,
  tags: ['locale-sweep'],
  args: {
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">프로필 사진 변경</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Crops a profile picture to a square and returns a 200x200 PNG `File` through `onConfirm` (foundation.md §2, screens.md §10 My info). Use it wherever a user sets a picture of themselves. The picture moves by dragging, by the arrow keys on the crop area or by the arrow buttons, and zooms with +/-, the buttons or the slider, so nothing needs a drag (WCAG 2.5.7). A file that is not an image is refused before cropping with the contract's message and the file's name." +
          '\n\n**When to use.** Use it wherever a user sets a picture of themselves, such as the profile picture of My info. For a book’s page images use ImageUploadList; for attachments use FileUploadList.' +
          '\n\n**States.** Crop with keys and buttons, crops the framed square, keyboard only, not an image, not an image then a picture, unreadable picture, HTML named as picture, cancel and double click applies once.',
      },
    },
  },
} satisfies Meta<typeof ImageCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example's trigger (Korean data in both runs) and the dialog's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    trigger: '프로필 사진 변경',
    title: k('crop.title'),
    choose: k('crop.choose'),
    chooseAnother: k('crop.chooseAnother'),
    area: k('crop.area'),
    apply: k('crop.confirm'),
    cancel: k('crop.cancel'),
    close: k('dialog.close'),
    zoom: k('crop.zoom'),
    zoomIn: k('crop.zoomIn'),
    zoomOut: k('crop.zoomOut'),
    moveDown: k('crop.moveDown'),
    moveLeft: k('crop.moveLeft'),
    notAnImage: (name: string) =>
      k('crop.fileRejected', { name, message: k('valid.profileImage') }),
    unreadable: (name: string) => k('crop.unreadable', { name }),
    disguised: (name: string, extension: string) =>
      k('crop.fileRejected', { name, message: k('valid.fileSignature', { extension }) }),
  };
};

/**
 * Choose a picture, zoom and move it with buttons and keys, apply: a 200x200 image comes back.
 * A 400x300 picture fits the 280px stage as 280x210; the crop square is 210x210.
 */
export const CropWithKeysAndButtons: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const apply = screen.getByRole('button', { name: t.apply });
    await expect(apply).toBeDisabled();

    await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('me.png', 400, 300));
    const area = await screen.findByRole('group', { name: t.area });
    await waitFor(() => expect(apply).toBeEnabled());
    await expect(screen.getByRole('button', { name: t.chooseAnother })).toBeVisible();

    const slider = screen.getByRole('slider', { name: t.zoom });
    await userEvent.click(screen.getByRole('button', { name: t.zoomIn }));
    await userEvent.click(screen.getByRole('button', { name: t.zoomIn }));
    await expect(slider).toHaveValue('1.2');

    area.focus();
    await userEvent.keyboard('+');
    await expect(slider).toHaveValue('1.3');
    await userEvent.keyboard('-');
    await expect(slider).toHaveValue('1.2');
    await expect(slider).toHaveAttribute('aria-valuetext', '120%');

    // At zoom 1.2 the picture is 336x252: it may travel 63px sideways and 21px up or down.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(transformOf()).toContain('translate(10px, 0px)'));
    const down = screen.getByRole('button', { name: t.moveDown });
    await userEvent.click(down);
    await userEvent.click(down);
    await userEvent.click(down);
    await waitFor(() => expect(transformOf()).toContain('translate(10px, 21px)'));
    await userEvent.click(screen.getByRole('button', { name: t.moveLeft }));
    await waitFor(() => expect(transformOf()).toContain('translate(0px, 21px)'));

    await userEvent.click(apply);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    const image = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(image.type).toBe('image/png');
    await expect(image.name).toBe('me.png');
    await expect(await decodedSize(image)).toEqual({ width: 200, height: 200 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const cropsTheFramedSquarePlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('wide.png', 400, 200));
  const area = await screen.findByRole('group', { name: t.area });
  const apply = screen.getByRole('button', { name: t.apply });
  await waitFor(() => expect(apply).toBeEnabled());

  await userEvent.click(apply);
  await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  const centred = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
  await expect(await pixelAt(centred, 50, 50)).toBe('#d33');
  await expect(await pixelAt(centred, 150, 50)).toBe('#3a3');
  await expect(await pixelAt(centred, 50, 150)).toBe('#33d');
  await expect(await pixelAt(centred, 150, 150)).toBe('#dd3');

  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('wide.png', 400, 200));
  const again = await screen.findByRole('group', { name: t.area });
  await waitFor(() => expect(screen.getByRole('button', { name: t.apply })).toBeEnabled());
  again.focus();
  for (let i = 0; i < 8; i += 1) await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(transformOf()).toContain('translate(70px, 0px)'));
  await userEvent.click(screen.getByRole('button', { name: t.apply }));
  await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
  const moved = (args.onConfirm as ReturnType<typeof fn>).mock.calls[1]?.[0] as File;
  await expect(await pixelAt(moved, 150, 50)).toBe('#d33');
  await expect(await pixelAt(moved, 150, 150)).toBe('#33d');
  await expect(area).not.toBeInTheDocument();
};

/**
 * The output is the square under the frame. A 400x200 picture (red, green / blue, yellow
 * quarters) centred: the square covers x 100-300, so it shows red and green above blue and
 * yellow. Moved fully right (70px of a 280x140 fit), it covers x 0-200: red above blue only.
 */
export const CropsTheFramedSquare: Story = {
  play: cropsTheFramedSquarePlay,
};

/**
 * Two presses of Apply in one task, before React re-renders (issue 17 item 1): one upload. The
 * old guard was a busy flag in state, which read false for both.
 */
export const DoubleClickAppliesOnce: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('me.png', 300, 300));
    const apply = screen.getByRole('button', { name: t.apply });
    await waitFor(() => expect(apply).toBeEnabled());
    apply.click();
    apply.click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: open, move and zoom with keys, Tab to Apply and press Enter. */
export const KeyboardOnly: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.trigger })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: t.title });
    // The system file chooser is outside the page; the chosen file arrives as an upload.
    await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('p.png', 300, 400));
    const area = await screen.findByRole('group', { name: t.area });
    await waitFor(() => expect(screen.getByRole('button', { name: t.apply })).toBeEnabled());

    // Tab order: close, crop area, zoom out, slider, zoom in, the arrow buttons, ...
    screen.getByRole('button', { name: t.close }).focus();
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('{+}{+}{ArrowDown}');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.zoomOut })).toHaveFocus();
    await userEvent.tab();
    const slider = screen.getByRole('slider', { name: t.zoom });
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveValue('1.2');
    // The slider's own arrow keys are the browser's (user-event does not emulate them); the
    // next stop, zoom in, does the same step.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: t.zoomIn })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(slider).toHaveValue('1.3');

    screen.getByRole('button', { name: t.apply }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    const image = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(await decodedSize(image)).toEqual({ width: 200, height: 200 });
  },
};

/** A file that is not an image is refused with the contract's message, naming the file. */
export const NotAnImage: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
  },
  play: async (context) => {
    const { args } = context;
    const t = textsOf(context);
    await screen.findByRole('dialog', { name: t.title });
    await expect(await screen.findByText(t.notAnImage('notes.txt'))).toBeVisible();
    await expect(screen.queryByRole('group', { name: t.area })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t.apply })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A PDF is refused too; choosing a picture afterwards clears the message. */
export const NotAnImageThenAPicture: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    file: new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const t = textsOf(context);
    await expect(await screen.findByText(t.notAnImage('report.pdf'))).toBeVisible();
    // Choosing a picture afterwards clears the message.
    await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('ok.png', 200, 200));
    await screen.findByRole('group', { name: t.area });
    await expect(screen.queryByText(/report\.pdf/)).not.toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A PNG's first bytes and then damage: the browser cannot decode it, and says so. */
export const UnreadablePicture: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    file: new File([signatureOf('png'), 'then damaged bytes'], 'broken.png', {
      type: 'image/png',
    }),
  },
  play: async (context) => {
    const t = textsOf(context);
    await expect(await screen.findByText(t.unreadable('broken.png'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t.apply })).toBeDisabled();
  },
};

/**
 * Defect (issue 17 item 3): a picture was judged by its name, and the server kept an HTML page
 * named `profile_image.png`. Its first bytes give it away: refused before cropping, named.
 */
export const HtmlNamedAsPicture: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    file: new File(['<!doctype html><script>alert(1)</script>'], 'me.png', { type: 'image/png' }),
  },
  play: async (context) => {
    const { args } = context;
    const t = textsOf(context);
    await expect(await screen.findByText(t.disguised('me.png', 'png'))).toBeVisible();
    await expect(screen.queryByRole('group', { name: t.area })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t.apply })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel closes without a picture, and the next opening starts afresh; Escape closes it too. */
export const Cancel: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await userEvent.upload(screen.getByLabelText(t.choose), await makePicture('me.png', 240, 240));
    await screen.findByRole('group', { name: t.area });
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Opened again, it starts afresh with the chooser, not the cancelled picture.
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await screen.findByRole('dialog', { name: t.title });
    await expect(screen.queryByRole('group', { name: t.area })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t.choose })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
