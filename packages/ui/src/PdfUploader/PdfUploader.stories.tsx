import { BOOK_KIND, LIMITS, missingBookPdfs } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { disguisedFile, dropFiles, MB, sizedFile } from '../internal/testing/storyFiles.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { type BookPdfFiles, PdfUploader, type PdfUploaderProps } from './PdfUploader.tsx';

function Stateful(props: PdfUploaderProps) {
  const [value, setValue] = useState<BookPdfFiles>(props.value);
  const missing = missingBookPdfs(props.kind, value);
  return (
    <>
      <PdfUploader
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output data-testid="complete">
        {missing.length === 0 ? 'complete' : missing.join(',')}
      </output>
    </>
  );
}

const meta = {
  title: 'Books/PdfUploader',
  component: PdfUploader,
  tags: ['locale-sweep'],
  render: (args) => <Stateful {...args} />,
  args: { kind: BOOK_KIND.WORKBOOK, value: {}, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Registers a book from PDFs (screens.md §5 Upload): PDF only, up to 100 MB, one file at a time, with required file-name suffixes. A workbook asks for a worksheet PDF and a quick-answer PDF, a textbook for one PDF.' +
          '\n\n**When to use.** Use it on the book upload screen to register a workbook or a textbook from PDFs. For a book made of pictures use ImageUploadList; for other attachments use FileUploadList.' +
          '\n\n**States.** Workbook, textbook, refusals, disguised PDF is refused, both slots at once and missing.',
      },
    },
  },
} satisfies Meta<typeof PdfUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The uploader's texts in the story's language (the file names are the example's data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  const slot = (name: 'textbook' | 'worksheet' | 'quickAnswer') => k(`bookPdf.slot.${name}`);
  return {
    slot,
    choose: (name: 'textbook' | 'worksheet' | 'quickAnswer') =>
      k('bookPdf.choose', { slot: slot(name) }),
    replace: (name: 'textbook' | 'worksheet' | 'quickAnswer') =>
      k('bookPdf.replace', { slot: slot(name) }),
    remove: (name: string) => k('upload.remove', { name }),
    rules: k('bookPdf.rules', { size: '100 MB' }),
    worksheetSuffix: k('bookPdf.suffixRule', { list: '_문제, _worksheet' }),
    required: k('valid.required'),
    rejected: (name: string, key: string, params?: Record<string, string | number>) =>
      k('upload.rejected', { name, message: k(key, params) }),
  };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const slotOf = (root: HTMLElement, slot: string) =>
  root.querySelector(`[data-pdf="${slot}"]`) as HTMLElement;

/** A workbook: the worksheet chosen with the button, the quick-answer PDF dropped in. */
export const Workbook: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('group', { name: t.slot('worksheet') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t.slot('quickAnswer') })).toBeVisible();
    await expect(canvas.getByText(new RegExp(escapeRegExp(t.worksheetSuffix)))).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(t.choose('worksheet')),
      sizedFile('수학_문제.pdf', 20 * MB),
    );
    // Taken once its first bytes are read.
    await expect(await canvas.findByText('수학_문제.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.replace('worksheet') })).toBeVisible();
    await expect(canvas.getByTestId('complete')).toHaveTextContent('quickAnswer');

    const answer = slotOf(canvasElement, 'quickAnswer');
    await dropFiles(answer.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement, [
      sizedFile('수학_빠른정답.pdf', MB),
    ]);
    await waitFor(() => expect(within(answer).getByText('수학_빠른정답.pdf')).toBeVisible());
    await expect(canvas.getByTestId('complete')).toHaveTextContent('complete');

    await userEvent.click(canvas.getByRole('button', { name: t.remove('수학_문제.pdf') }));
    await expect(canvas.getByRole('button', { name: t.choose('worksheet') })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ worksheet: null }),
    );
  },
};

/** A textbook needs one PDF with any name. */
export const Textbook: Story = {
  args: { kind: BOOK_KIND.TEXTBOOK },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    const texts = { group: t.slot('textbook'), choose: t.choose('textbook'), rules: t.rules };
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: texts.group })).toBeVisible();
    await expect(canvas.getByText(texts.rules)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(texts.choose), sizedFile('국어 교재.pdf', 3 * MB));
    await waitFor(() => expect(canvas.getByTestId('complete')).toHaveTextContent('complete'));
  },
};

/** Refused: one byte over 100 MB, a .jfif and a quick-answer PDF in the worksheet's place. */
export const Refusals: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const texts = {
      choose: t.choose('worksheet'),
      size: t.rejected('big_문제.pdf', 'valid.fileSize', { max: '100 MB' }),
      jfif: t.rejected('scan_문제.jfif', 'valid.fileType'),
      suffix: t.rejected('수학_빠른정답.pdf', 'valid.fileSuffix', { list: '_문제, _worksheet' }),
    };
    const worksheet = slotOf(canvasElement, 'worksheet');
    const alert = within(worksheet).getByRole('alert');
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      sizedFile('big_문제.pdf', LIMITS.PDF_UPLOAD_BYTES_MAX + 1),
    );
    await waitFor(() => expect(alert).toHaveTextContent(texts.size));
    const zone = worksheet.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement;
    await dropFiles(zone, [sizedFile('scan_문제.jfif', 1000)]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.jfif));
    await dropFiles(zone, [sizedFile('수학_빠른정답.pdf', 1000)]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.suffix));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Defect (issue 17 item 3): a PDF was judged by its name. A text file named `.pdf` is refused,
 * named with what is wrong, and the slot stays empty; the real PDF chosen next is taken.
 */
export const DisguisedPdfIsRefused: Story = {
  args: { kind: BOOK_KIND.TEXTBOOK },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const choose = canvas.getByLabelText(t.choose('textbook'));
    const alert = within(slotOf(canvasElement, 'textbook')).getByRole('alert');
    await userEvent.upload(
      choose,
      disguisedFile('국어 교재.pdf', 'not a PDF: plain text', 'application/pdf'),
    );
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        t.rejected('국어 교재.pdf', 'valid.fileSignature', { extension: 'pdf' }),
      ),
    );
    await expect(canvas.getByTestId('complete')).toHaveTextContent('textbook');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.upload(choose, sizedFile('국어 교재.pdf', 3 * MB));
    await waitFor(() => expect(canvas.getByTestId('complete')).toHaveTextContent('complete'));
    await expect(alert).not.toHaveTextContent('국어 교재.pdf');
  },
};

/**
 * Both PDFs chosen at once, before either is read: each slot keeps its file (a slot's check
 * ending after the other's must not put back the value it started from).
 */
export const BothSlotsAtOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await Promise.all([
      userEvent.upload(canvas.getByLabelText(t.choose('worksheet')), sizedFile('a_문제.pdf', MB)),
      userEvent.upload(
        canvas.getByLabelText(t.choose('quickAnswer')),
        sizedFile('a_빠른정답.pdf', MB),
      ),
    ]);
    await waitFor(() => expect(canvas.getByTestId('complete')).toHaveTextContent('complete'));
    await expect(canvas.getByText('a_문제.pdf')).toBeVisible();
    await expect(canvas.getByText('a_빠른정답.pdf')).toBeVisible();
  },
};

/** After a save attempt with the quick-answer PDF missing. */
export const Missing: Story = {
  args: { showMissing: true, value: { worksheet: sizedFile('a_문제.pdf', 1000) } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    const texts = { required: t.required, choose: t.choose('quickAnswer') };
    await expect(canvas.getAllByText(texts.required)).toHaveLength(1);
    const answer = canvas.getAllByRole('group')[1] as HTMLElement;
    await expect(answer).toHaveAccessibleDescription(texts.required);
    await userEvent.upload(canvas.getByLabelText(texts.choose), sizedFile('b_answer.pdf', 1000));
    await expect(await canvas.findByText('b_answer.pdf')).toBeVisible();
    await expect(canvas.queryByText(texts.required)).not.toBeInTheDocument();
  },
};
