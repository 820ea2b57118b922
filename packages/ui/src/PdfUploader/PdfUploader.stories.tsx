import { BOOK_KIND, LIMITS, missingBookPdfs } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dropFiles, MB, sizedFile } from '../internal/testing/storyFiles.ts';
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
  render: (args) => <Stateful {...args} />,
  args: { kind: BOOK_KIND.WORKBOOK, value: {}, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Registers a book from PDFs (screens.md §5 Upload): PDF only, up to 100 MB, one file at a time, with required file-name suffixes. A workbook asks for a worksheet PDF and a quick-answer PDF, a textbook for one PDF.',
      },
    },
  },
} satisfies Meta<typeof PdfUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotOf = (root: HTMLElement, slot: string) =>
  root.querySelector(`[data-pdf="${slot}"]`) as HTMLElement;

/** A workbook: the worksheet chosen with the button, the quick-answer PDF dropped in. */
export const Workbook: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: '문제지 PDF' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '빠른정답 PDF' })).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('문제지 PDF 선택'),
      sizedFile('수학_문제.pdf', 20 * MB),
    );
    await expect(canvas.getByText('수학_문제.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '문제지 PDF 바꾸기' })).toBeVisible();
    await expect(canvas.getByTestId('complete')).toHaveTextContent('quickAnswer');

    const answer = slotOf(canvasElement, 'quickAnswer');
    await dropFiles(answer.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement, [
      sizedFile('수학_빠른정답.pdf', MB),
    ]);
    await waitFor(() => expect(within(answer).getByText('수학_빠른정답.pdf')).toBeVisible());
    await expect(canvas.getByTestId('complete')).toHaveTextContent('complete');

    await userEvent.click(canvas.getByRole('button', { name: '수학_문제.pdf 삭제' }));
    await expect(canvas.getByRole('button', { name: '문제지 PDF 선택' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ worksheet: null }),
    );
  },
};

export const WorkbookEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/The file name must end with _문제, _worksheet\./)).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('Choose Quick-answer PDF'),
      sizedFile('math_answer.pdf', MB),
    );
    await expect(canvas.getByText('math_answer.pdf')).toBeVisible();
  },
};

const textbookPlay =
  (texts: { group: string; choose: string; rules: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: texts.group })).toBeVisible();
    await expect(canvas.getByText(texts.rules)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(texts.choose), sizedFile('국어 교재.pdf', 3 * MB));
    await expect(canvas.getByTestId('complete')).toHaveTextContent('complete');
  };

/** A textbook needs one PDF with any name. */
export const Textbook: Story = {
  args: { kind: BOOK_KIND.TEXTBOOK },
  play: textbookPlay({
    group: '교재 PDF',
    choose: '교재 PDF 선택',
    rules: '100 MB 이하의 PDF 파일 한 개',
  }),
};

export const TextbookEnglish: Story = {
  globals: { locale: 'en' },
  args: { kind: BOOK_KIND.TEXTBOOK },
  play: textbookPlay({
    group: 'Textbook PDF',
    choose: 'Choose Textbook PDF',
    rules: 'One PDF file of up to 100 MB.',
  }),
};

const refusalsPlay =
  (texts: { choose: string; size: string; jfif: string; suffix: string }): Story['play'] =>
  async ({ canvas, canvasElement, userEvent, args }) => {
    const worksheet = slotOf(canvasElement, 'worksheet');
    const alert = within(worksheet).getByRole('alert');
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      sizedFile('big_문제.pdf', LIMITS.PDF_UPLOAD_BYTES_MAX + 1),
    );
    await expect(alert).toHaveTextContent(texts.size);
    const zone = worksheet.querySelector('[data-slot="upload-drop-zone"]') as HTMLElement;
    await dropFiles(zone, [sizedFile('scan_문제.jfif', 1000)]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.jfif));
    await dropFiles(zone, [sizedFile('수학_빠른정답.pdf', 1000)]);
    await waitFor(() => expect(alert).toHaveTextContent(texts.suffix));
    await expect(args.onChange).not.toHaveBeenCalled();
  };

/** Refused: one byte over 100 MB, a .jfif and a quick-answer PDF in the worksheet's place. */
export const Refusals: Story = {
  play: refusalsPlay({
    choose: '문제지 PDF 선택',
    size: 'big_문제.pdf: 파일 크기는 100 MB보다 작아야 합니다.',
    jfif: 'scan_문제.jfif: 올바르지 않은 파일 형식입니다.',
    suffix: '수학_빠른정답.pdf: 파일 이름은 다음 중 하나로 끝나야 합니다: _문제, _worksheet',
  }),
};

export const RefusalsEnglish: Story = {
  globals: { locale: 'en' },
  play: refusalsPlay({
    choose: 'Choose Worksheet PDF',
    size: 'big_문제.pdf: File size must be less than 100 MB.',
    jfif: 'scan_문제.jfif: Incorrect file type.',
    suffix: '수학_빠른정답.pdf: The file name must end with one of: _문제, _worksheet.',
  }),
};

const missingPlay =
  (texts: { required: string; choose: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText(texts.required)).toHaveLength(1);
    const answer = canvas.getAllByRole('group')[1] as HTMLElement;
    await expect(answer).toHaveAccessibleDescription(texts.required);
    await userEvent.upload(canvas.getByLabelText(texts.choose), sizedFile('b_answer.pdf', 1000));
    await expect(canvas.queryByText(texts.required)).not.toBeInTheDocument();
  };

/** After a save attempt with the quick-answer PDF missing. */
export const Missing: Story = {
  args: { showMissing: true, value: { worksheet: sizedFile('a_문제.pdf', 1000) } },
  play: missingPlay({ required: '필수 입력 항목입니다.', choose: '빠른정답 PDF 선택' }),
};

export const MissingEnglish: Story = {
  globals: { locale: 'en' },
  args: { showMissing: true, value: { worksheet: sizedFile('a_문제.pdf', 1000) } },
  play: missingPlay({ required: 'This field is required.', choose: 'Choose Quick-answer PDF' }),
};
