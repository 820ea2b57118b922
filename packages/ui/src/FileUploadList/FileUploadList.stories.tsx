import { UPLOAD_RULE } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { dropFiles, MB, sizedFile } from '../internal/testing/storyFiles.ts';
import { FileUploadList, type FileUploadListProps } from './FileUploadList.tsx';

function Stateful(props: FileUploadListProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <FileUploadList
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Books/FileUploadList',
  component: FileUploadList,
  render: (args) => <Stateful {...args} />,
  args: { label: '첨부 파일', files: [], onFilesChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The shared file uploader (foundation.md §5): up to 5 files of 30 MB with the listed types, jfif and duplicate names refused. Use it for attachments; books use PdfUploader and page images ImageUploadList. Each refused file is named with the rule it broke.',
      },
    },
  },
} satisfies Meta<typeof FileUploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement;

/** Two files attached; a third is chosen by keyboard-reachable button, then one is removed. */
export const Filled: Story = {
  tags: ['brand-sweep'],
  args: {
    files: [sizedFile('과제 안내.pdf', 2 * MB), sizedFile('시간표.xlsx', 48 * 1024)],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('파일 2/5개')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText('파일 선택'), sizedFile('발표.pptx', 5 * MB));
    await expect(canvas.getByText('발표.pptx')).toBeVisible();
    await expect(canvas.getByText('파일 3/5개')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '시간표.xlsx 삭제' }));
    await expect(canvas.queryByText('시간표.xlsx')).not.toBeInTheDocument();
    // Focus moves to the next remove button instead of being lost.
    await expect(canvas.getByRole('button', { name: '발표.pptx 삭제' })).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: '과제 안내.pdf' }),
      expect.objectContaining({ name: '발표.pptx' }),
    ]);
  },
};

export const FilledEnglish: Story = {
  ...Filled,
  tags: [],
  globals: { locale: 'en' },
  args: { ...Filled.args, label: 'Attachments' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('2 of 5 files')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 과제 안내.pdf' }));
    await expect(canvas.getByText('1 of 5 files')).toBeVisible();
  },
};

const emptyPlay =
  (texts: { empty: string; choose: string; count: string }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(texts.choose), [
      sizedFile('a.hwp', 1000),
      sizedFile('b.docx', 1000),
    ]);
    await expect(canvas.getByText(texts.count)).toBeVisible();
    await expect(canvas.queryByText(texts.empty)).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenCalledOnce();
  };

/** Nothing attached yet. */
export const Empty: Story = {
  play: emptyPlay({ empty: '첨부된 파일이 없습니다.', choose: '파일 선택', count: '파일 2/5개' }),
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Attachments' },
  play: emptyPlay({ empty: 'No files attached.', choose: 'Choose files', count: '2 of 5 files' }),
};

const refusalsPlay =
  (texts: {
    choose: string;
    jfif: string;
    size: string;
    duplicate: string;
    extension: string;
  }): Story['play'] =>
  async ({ canvas, canvasElement, userEvent, args }) => {
    // One byte over 30 MB, chosen with the button: refused by size.
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      sizedFile('big.pdf', UPLOAD_RULE.shared.maxFileBytes + 1),
    );
    const alert = canvasElement.querySelector('[data-slot="upload-rejections"]') as HTMLElement;
    await expect(alert).toHaveTextContent(texts.size);
    // A jfif picture, a duplicate name and a zip dropped together; the valid one still gets in.
    await dropFiles(zoneOf(canvasElement), [
      sizedFile('photo.jfif', 1000),
      sizedFile('notes.pdf', 1000),
      sizedFile('안내.pdf', 1000),
      sizedFile('archive.zip', 1000),
    ]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.jfif));
    await expect(alert).toHaveTextContent(texts.duplicate);
    await expect(alert).toHaveTextContent(texts.extension);
    await expect(alert).not.toHaveTextContent('big.pdf');
    await expect(canvas.getByText('notes.pdf')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  };

/** Each refused file is named with its rule's text; what was attached stays. */
export const Refusals: Story = {
  args: { files: [sizedFile('안내.pdf', 1000)] },
  play: refusalsPlay({
    choose: '파일 선택',
    size: 'big.pdf: 파일 크기는 30 MB보다 작아야 합니다.',
    jfif: 'photo.jfif: 올바르지 않은 파일 형식입니다.',
    duplicate: '안내.pdf: 안내.pdf 파일이 이미 첨부되어 있습니다.',
    extension:
      'archive.zip: 확장자는 다음 중 하나여야 합니다: png, jpeg, jpg, gif, ppt, pptx, doc, docx, xls, xlsx, pdf, hwp, hwpx',
  }),
};

export const RefusalsEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Attachments', files: [sizedFile('안내.pdf', 1000)] },
  play: refusalsPlay({
    choose: 'Choose files',
    size: 'big.pdf: File size must be less than 30 MB.',
    jfif: 'photo.jfif: Incorrect file type.',
    duplicate: '안내.pdf: A file named 안내.pdf is already attached.',
    extension: 'archive.zip: The extension must be one of: png, jpeg',
  }),
};

const fiveFiles = ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'].map((name) =>
  sizedFile(name, 1000),
);

const limitPlay =
  (texts: { choose: string; limit: string; count: string }): Story['play'] =>
  async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: texts.choose })).toBeDisabled();
    await expect(canvas.getByText(texts.limit)).toBeVisible();
    await dropFiles(zoneOf(canvasElement), [sizedFile('6.pdf', 1000)]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.count));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  };

/** Five files: the chooser is off and a dropped sixth file is refused by count. */
export const LimitReached: Story = {
  args: { files: fiveFiles },
  play: limitPlay({
    choose: '파일 선택',
    limit: '최대 5개의 파일이 첨부되어 있습니다. 다른 파일을 추가하려면 하나를 삭제하세요.',
    count: '6.pdf: 파일은 최대 5개까지 올릴 수 있습니다.',
  }),
};

export const LimitReachedEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Attachments', files: fiveFiles },
  play: limitPlay({
    choose: 'Choose files',
    limit: '5 files are attached, the most allowed. Remove one to add another.',
    count: '6.pdf: You can upload up to 5 files.',
  }),
};

/** A disabled form: nothing can be added or removed. */
export const Disabled: Story = {
  args: { disabled: true, files: [sizedFile('안내.pdf', 1000)] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '안내.pdf 삭제' })).toBeDisabled();
    await dropFiles(zoneOf(canvasElement), [sizedFile('new.pdf', 1000)]);
    await expect(canvas.queryByText('new.pdf')).not.toBeInTheDocument();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(screen.queryByText(/new\.pdf/)).not.toBeInTheDocument();
  },
};
