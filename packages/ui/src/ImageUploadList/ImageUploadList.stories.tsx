import { LIMITS, UPLOAD_RULE } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, spyOn, waitFor } from 'storybook/test';
import { dropFiles, MB, sizedFile } from '../internal/testing/storyFiles.ts';
import { ImageUploadList, type ImageUploadListProps } from './ImageUploadList.tsx';

/** A numbered page picture, as a scanner would give it. */
async function pagePicture(name: string, page: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 60;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = `hsl(${(page * 47) % 360} 60% 85%)`;
    context.fillRect(0, 0, 60, 80);
    context.fillStyle = '#222';
    context.font = '24px sans-serif';
    context.fillText(String(page), 12, 48);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no blob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

async function pages(count: number): Promise<File[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => pagePicture(`page-${i + 1}.png`, i + 1)),
  );
}

function Stateful(props: ImageUploadListProps) {
  const [images, setImages] = useState<File[]>([...props.images]);
  return (
    <ImageUploadList
      {...props}
      images={images}
      onImagesChange={(next) => {
        setImages(next);
        props.onImagesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Books/ImageUploadList',
  component: ImageUploadList,
  args: { images: [], onImagesChange: fn() },
  render: (args, { loaded }) => (
    <Stateful {...args} images={(loaded.images as File[] | undefined) ?? args.images} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Page images of a book made from pictures (screens.md §5): up to 200 images of 10 MB, shown as thumbnails in page order, reordered by dragging or by each image’s arrow buttons and Alt + arrow keys, and removed one by one.',
      },
    },
  },
} satisfies Meta<typeof ImageUploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-slot="image-upload-item"] img')).map((img) =>
    img.getAttribute('alt'),
  );

/** Three pages reordered with a button, with Alt + arrow keys and by dragging; one removed. */
export const Reorder: Story = {
  tags: ['brand-sweep'],
  loaders: [async () => ({ images: await pages(3) })],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(3));
    await expect(canvas.getByText('이미지 3/200개')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'page-1.png 뒤로 이동' }));
    await expect(names(canvasElement)).toEqual([
      '1쪽: page-2.png',
      '2쪽: page-1.png',
      '3쪽: page-3.png',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('page-1.png: 3개 중 2번째');
    // The moved image's button keeps focus; Alt + arrow moves it again.
    await expect(canvas.getByRole('button', { name: 'page-1.png 뒤로 이동' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(names(canvasElement)).toEqual([
      '1쪽: page-2.png',
      '2쪽: page-3.png',
      '3쪽: page-1.png',
    ]);
    // At the end, focus falls to the twin button that still works.
    await expect(canvas.getByRole('button', { name: 'page-1.png 앞으로 이동' })).toHaveFocus();

    // Dragging the last image onto the first.
    const items = canvasElement.querySelectorAll('[data-slot="image-upload-item"]');
    const dataTransfer = new DataTransfer();
    await fireEvent.dragStart(items[2] as Element, { dataTransfer });
    await fireEvent.dragOver(items[0] as Element, { dataTransfer });
    await fireEvent.drop(items[0] as Element, { dataTransfer });
    await expect(names(canvasElement)).toEqual([
      '1쪽: page-1.png',
      '2쪽: page-2.png',
      '3쪽: page-3.png',
    ]);

    const revoke = spyOn(URL, 'revokeObjectURL');
    const removedUrl = canvas.getByAltText('2쪽: page-2.png').getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'page-2.png 삭제' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(removedUrl));
    revoke.mockRestore();
    await expect(canvas.getByRole('button', { name: 'page-3.png 삭제' })).toHaveFocus();
    await expect(args.onImagesChange).toHaveBeenCalledTimes(4);
  },
};

export const ReorderEnglish: Story = {
  globals: { locale: 'en' },
  loaders: [async () => ({ images: await pages(2) })],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Move page-2.png earlier' }));
    await expect(names(canvasElement)).toEqual(['Page 1: page-2.png', 'Page 2: page-1.png']);
    await expect(canvas.getByRole('status')).toHaveTextContent('page-2.png is now number 1 of 2.');
  },
};

const emptyPlay =
  (texts: { choose: string; count: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText(texts.choose), await pages(2));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByText(texts.count)).toBeVisible();
  };

/** No images yet; two are chosen. */
export const Empty: Story = {
  play: emptyPlay({ choose: '이미지 추가', count: '이미지 2/200개' }),
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  play: emptyPlay({ choose: 'Add images', count: '2 of 200 images' }),
};

const refusalsPlay =
  (texts: { choose: string; size: string; jfif: string }): Story['play'] =>
  async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      sizedFile('scan.png', LIMITS.IMAGE_UPLOAD_BYTES_MAX + 1, 'image/png'),
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(texts.size);
    await dropFiles(canvasElement.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement, [
      sizedFile('photo.jfif', 1000, 'image/jpeg'),
    ]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.jfif));
    await expect(args.onImagesChange).not.toHaveBeenCalled();
  };

/** One byte over 10 MB and a .jfif picture are refused, each named. */
export const Refusals: Story = {
  play: refusalsPlay({
    choose: '이미지 추가',
    size: 'scan.png: 파일 크기는 10 MB보다 작아야 합니다.',
    jfif: 'photo.jfif: 올바르지 않은 파일 형식입니다.',
  }),
};

export const RefusalsEnglish: Story = {
  globals: { locale: 'en' },
  play: refusalsPlay({
    choose: 'Add images',
    size: 'scan.png: File size must be less than 10 MB.',
    jfif: 'photo.jfif: Incorrect file type.',
  }),
};

async function numbered(count: number): Promise<File[]> {
  const distinct = await pages(10);
  return Array.from(
    { length: count },
    (_, i) => new File([distinct[i % 10] as File], `p${i + 1}.png`, { type: 'image/png' }),
  );
}

/** A screen may give a smaller limit through `rule`; the contract's 200 is in the stress story. */
const sixImages = { ...UPLOAD_RULE.images, maxFiles: 6 };

const limitPlay =
  (texts: { choose: string; limit: string; count: string }): Story['play'] =>
  async ({ canvas, canvasElement, args }) => {
    // Role queries walk the accessibility tree of every item each time: find the parts by slot.
    const choose = canvasElement.querySelector('[data-slot="upload-choose"]');
    await expect(choose).toHaveTextContent(texts.choose);
    await expect(choose).toBeDisabled();
    await expect(canvas.getByText(texts.limit)).toBeVisible();
    await dropFiles(canvasElement.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement, [
      sizedFile('p999.png', MB, 'image/png'),
    ]);
    const alert = canvasElement.querySelector('[data-slot="upload-rejections"]');
    await waitFor(() => expect(alert).toHaveTextContent(texts.count));
    await expect(args.onImagesChange).not.toHaveBeenCalled();
  };

/** As many images as the rule allows: the chooser is off and one more is refused by count. */
export const LimitReached: Story = {
  args: { rule: sixImages },
  loaders: [async () => ({ images: await numbered(6) })],
  play: limitPlay({
    choose: '이미지 추가',
    limit: '최대 6개의 이미지가 첨부되어 있습니다.',
    count: 'p999.png: 파일은 최대 6개까지 올릴 수 있습니다.',
  }),
};

export const LimitReachedEnglish: Story = {
  globals: { locale: 'en' },
  args: { rule: sixImages },
  loaders: [async () => ({ images: await numbered(6) })],
  play: limitPlay({
    choose: 'Add images',
    limit: '6 images are attached, the most allowed.',
    count: 'p999.png: You can upload up to 6 files.',
  }),
};

/**
 * The contract's own limit: 200 images of screens.md §5. A stress story, since rendering and
 * checking 200 thumbnails with their buttons takes longer than a story test may on two cores.
 */
export const LimitReached200: Story = {
  tags: ['stress'],
  loaders: [async () => ({ images: await numbered(LIMITS.IMAGE_UPLOAD_FILES_MAX) })],
  play: limitPlay({
    choose: '이미지 추가',
    limit: '최대 200개의 이미지가 첨부되어 있습니다.',
    count: 'p999.png: 파일은 최대 200개까지 올릴 수 있습니다.',
  }),
};
