import { UPLOAD_RULE } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  disguisedFile,
  dropFiles,
  HTML_PAGE,
  MB,
  sizedFile,
} from '../internal/testing/storyFiles.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
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
  tags: ['locale-sweep'],
  render: (args) => <Stateful {...args} />,
  args: { label: '첨부 파일', files: [], onFilesChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The shared file uploader (foundation.md §5): up to 5 files of 30 MB with the listed types, jfif and duplicate names refused. Use it for attachments; books use PdfUploader and page images ImageUploadList. Each refused file is named with the rule it broke.' +
          '\n\n**When to use.** Use it for the attachments of a form, up to five files. For a book from PDFs use PdfUploader; for a book made of page images use ImageUploadList; for a profile picture use ImageCropDialog.' +
          '\n\n**States.** Filled, empty, refusals, disguised files are refused, limit reached, disabled and bidi override in file name.',
      },
    },
  },
} satisfies Meta<typeof FileUploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The uploader's texts in the story's language (label and file names are the example's data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    choose: k('upload.choose'),
    empty: k('upload.empty'),
    count: (count: number) => k('upload.count', { count, max: 5 }),
    limit: k('upload.limitReached', { max: 5 }),
    remove: (name: string) => k('upload.remove', { name }),
    rejected: (name: string, key: string, params?: Record<string, string | number>) =>
      k('upload.rejected', { name, message: k(key, params) }),
  };
};

const zoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement;

/** Two files attached; a third is chosen by keyboard-reachable button, then one is removed. */
export const Filled: Story = {
  tags: ['brand-sweep'],
  args: {
    files: [sizedFile('과제 안내.pdf', 2 * MB), sizedFile('시간표.xlsx', 48 * 1024)],
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByText(t.count(2))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.choose })).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText(t.choose), sizedFile('발표.pptx', 5 * MB));
    // Added once its first bytes are read.
    await expect(await canvas.findByText('발표.pptx')).toBeVisible();
    await expect(canvas.getByText(t.count(3))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t.remove('시간표.xlsx') }));
    await expect(canvas.queryByText('시간표.xlsx')).not.toBeInTheDocument();
    // Focus moves to the next remove button instead of being lost.
    await expect(canvas.getByRole('button', { name: t.remove('발표.pptx') })).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: '과제 안내.pdf' }),
      expect.objectContaining({ name: '발표.pptx' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: t.remove('과제 안내.pdf') }));
    await expect(canvas.getByText(t.count(1))).toBeVisible();
  },
};

/** Nothing attached yet. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const texts = { empty: t.empty, choose: t.choose, count: t.count(2) };
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(texts.choose), [
      sizedFile('a.hwp', 1000),
      sizedFile('b.docx', 1000),
    ]);
    await expect(await canvas.findByText(texts.count)).toBeVisible();
    await expect(canvas.queryByText(texts.empty)).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenCalledOnce();
  },
};

/** Each refused file is named with its rule's text; what was attached stays. */
export const Refusals: Story = {
  args: { files: [sizedFile('안내.pdf', 1000)] },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const texts = {
      choose: t.choose,
      size: t.rejected('big.pdf', 'valid.fileSize', { max: '30 MB' }),
      jfif: t.rejected('photo.jfif', 'valid.fileType'),
      duplicate: t.rejected('안내.pdf', 'valid.fileDuplicate', { name: '안내.pdf' }),
      extension: t.rejected('archive.zip', 'valid.fileExtension', {
        list: 'png, jpeg, jpg, gif, ppt, pptx, doc, docx, xls, xlsx, pdf, hwp, hwpx',
      }),
    };
    // One byte over 30 MB, chosen with the button: refused by size.
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      sizedFile('big.pdf', UPLOAD_RULE.shared.maxFileBytes + 1),
    );
    const alert = canvasElement.querySelector('[data-slot="upload-rejections"]') as HTMLElement;
    await waitFor(() => expect(alert).toHaveTextContent(texts.size));
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
  },
};

const fiveFiles = ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'].map((name) =>
  sizedFile(name, 1000),
);

/**
 * Defect (issue 17 item 3): a file was judged by its name. An HTML page named `.png` and a text
 * named `.pdf` are refused, each named with what is wrong; the genuine PDF beside them gets in.
 */
export const DisguisedFilesAreRefused: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = textsOf(context);
    const texts = {
      html: t.rejected('photo.png', 'valid.fileSignature', { extension: 'png' }),
      text: t.rejected('report.pdf', 'valid.fileSignature', { extension: 'pdf' }),
    };
    await dropFiles(zoneOf(canvasElement), [
      disguisedFile('photo.png', HTML_PAGE, 'image/png'),
      disguisedFile('report.pdf', 'meeting notes, plain text', 'application/pdf'),
      sizedFile('genuine.pdf', 1000),
    ]);
    const alert = canvasElement.querySelector('[data-slot="upload-rejections"]') as HTMLElement;
    await waitFor(() => expect(alert).toHaveTextContent(texts.html));
    await expect(alert).toHaveTextContent(texts.text);
    await expect(canvas.getByText('genuine.pdf')).toBeVisible();
    await expect(canvas.queryByText('photo.png')).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenCalledOnce();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'genuine.pdf' }),
    ]);
  },
};

/** Five files: the chooser is off and a dropped sixth file is refused by count. */
export const LimitReached: Story = {
  args: { files: fiveFiles },
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = textsOf(context);
    const texts = {
      choose: t.choose,
      limit: t.limit,
      count: t.rejected('6.pdf', 'valid.fileCount', { max: 5 }),
    };
    await expect(canvas.getByRole('button', { name: texts.choose })).toBeDisabled();
    await expect(canvas.getByText(texts.limit)).toBeVisible();
    await dropFiles(zoneOf(canvasElement), [sizedFile('6.pdf', 1000)]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.count));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** A disabled form: nothing can be added or removed. */
export const Disabled: Story = {
  args: { disabled: true, files: [sizedFile('안내.pdf', 1000)] },
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('button', { name: t.choose })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.remove('안내.pdf') })).toBeDisabled();
    await dropFiles(zoneOf(canvasElement), [sizedFile('new.pdf', 1000)]);
    await expect(canvas.queryByText('new.pdf')).not.toBeInTheDocument();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(screen.queryByText(/new\.pdf/)).not.toBeInTheDocument();
  },
};

/**
 * Defect: a right-to-left override (U+202E) in a file name made "invoice‮fdp.docx" read as the
 * PDF "invoicexcod.pdf". Names show in the order they are stored, in the list and in the remove
 * button's name.
 */
export const BidiOverrideInFileName: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await userEvent.upload(
      canvas.getByLabelText(t.choose),
      sizedFile('invoice\u202efdp.docx', 1000),
    );
    await expect(await canvas.findByText('invoicefdp.docx')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.remove('invoicefdp.docx') })).toBeVisible();
    await expect(canvasText(context.canvasElement)).not.toContain('\u202e');
  },
};

const canvasText = (canvasElement: HTMLElement) =>
  `${canvasElement.textContent ?? ''}${Array.from(
    canvasElement.querySelectorAll('[aria-label]'),
    (element) => element.getAttribute('aria-label'),
  ).join('')}`;
