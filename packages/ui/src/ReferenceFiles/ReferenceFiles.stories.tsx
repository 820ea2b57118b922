import { ApiError, errorText, isApiError, type Locale, UPLOAD_RULE } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyReferenceFiles } from '../internal/testing/roomFixtures.ts';
import { MB, sizedFile } from '../internal/testing/storyFiles.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { ReferenceFiles } from './ReferenceFiles.tsx';

/** 2026-03-04 10:00: dates of this year show without the year. */
const NOW = () => new Date(2026, 2, 4, 10, 0, 0);

const errorTextIn = (locale: Locale) => (error: unknown) =>
  errorText(isApiError(error) ? error.code : null, { locale });

const files = storyReferenceFiles;

const meta = {
  title: 'Rooms/ReferenceFiles',
  component: ReferenceFiles,
  tags: ['locale-sweep'],
  args: {
    files,
    currentUserIdx: 201,
    onUpload: fn(),
    onDeleteFile: fn(),
    onDownloadFile: fn(),
    errorText: errorTextIn('ko'),
    now: NOW,
  },
  render: (args, context) => (
    <ReferenceFiles {...args} errorText={errorTextIn(localeOf(context))} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A class's reference files (screens.md §7 Rooms, §10): size, uploader and date of " +
          'each, a download, a delete for the uploader only after a confirm, and an upload by ' +
          'the contract reference-file rule (500 MB each, the listed types) that keeps the chosen ' +
          'files when it fails. The room detail dialog shows it as its files tab, and the ' +
          "whiteboard's file page (/wb/fileDownload) on its own." +
          '\n\n**When to use.** Use it wherever the files shared with one class are listed: in a dialog, in a page, or mounted in the whiteboard client. Without `onUpload` it lists only.' +
          '\n\n**States.** Files of several uploaders, list only, loading, empty, upload refused by rule and upload failed.',
      },
    },
  },
} satisfies Meta<typeof ReferenceFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const k = (key: string, params?: Record<string, string | number>) =>
    kitText(localeOf(context), key, params);
  return {
    download: (name: string) => k('roomDetail.download', { name }),
    deleteFile: (name: string) => k('roomDetail.deleteFile', { name }),
    deleteTitle: k('roomDetail.deleteTitle'),
    deleteConfirm: k('roomDetail.deleteConfirm'),
    choose: k('upload.choose'),
    upload: k('roomDetail.upload'),
    noFiles: k('roomDetail.noFiles'),
    loading: k('roomDetail.loading'),
    rejected: (name: string, key: string, params?: Record<string, string | number>) =>
      k('upload.rejected', { name, message: k(key, params) }),
  };
};

/** Each file with its size and date; only one's own has a delete, which asks first. */
export const FilesOfSeveralUploaders: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const texts = textsOf(context);
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    await expect(canvas.getByText('25.12.20 18:00')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: texts.deleteFile('오답 정리.hwp') }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.download('오답 정리.hwp') }));
    await expect(args.onDownloadFile).toHaveBeenCalledWith(files[1]);
    await userEvent.click(canvas.getByRole('button', { name: texts.deleteFile('3월 진도표.pdf') }));
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: texts.deleteConfirm }));
    await expect(args.onDeleteFile).toHaveBeenCalledWith(files[0]);
  },
};

/** Without onUpload (the whiteboard's AuF off) the files are listed, with nothing to choose. */
export const ListOnly: Story = {
  args: { onUpload: undefined },
  play: async (context) => {
    const texts = textsOf(context);
    await expect(context.canvas.getByText('3월 진도표.pdf')).toBeVisible();
    await expect(context.canvas.queryByLabelText(texts.choose)).toBeNull();
    await expect(context.canvas.queryByRole('button', { name: texts.upload })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, files: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(textsOf(context).loading)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(textsOf(context).noFiles)).toBeVisible();
  },
};

/** A file over 500 MB is refused by name and rule; the valid one is uploaded. */
export const UploadRefusedByRule: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const texts = textsOf(context);
    await userEvent.upload(canvas.getByLabelText(texts.choose), [
      sizedFile('수업 영상.zip', UPLOAD_RULE.reference.maxFileBytes + 1),
      sizedFile('활동지.pdf', 2 * MB),
    ]);
    const rejections = canvasElement.querySelector(
      '[data-slot="upload-rejections"]',
    ) as HTMLElement;
    await waitFor(() =>
      expect(rejections).toHaveTextContent(
        texts.rejected('수업 영상.zip', 'valid.fileSize', { max: '500 MB' }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.upload }));
    await expect(args.onUpload).toHaveBeenCalledWith([
      expect.objectContaining({ name: '활동지.pdf' }),
    ]);
    await waitFor(() => expect(canvas.queryByText('활동지.pdf')).toBeNull());
  },
};

/** A failed upload keeps the chosen file and says why, in the user's language. */
export const UploadFailed: Story = {
  args: {
    onUpload: fn(() =>
      Promise.reject(
        new ApiError({ kind: 'status', status: 400, code: 'WB-400-402', endpoint: 'meetFile.ADD' }),
      ),
    ),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const texts = textsOf(context);
    await userEvent.upload(canvas.getByLabelText(texts.choose), sizedFile('a.pdf', 1000));
    // The file's bytes are checked before it is listed; until then Upload is disabled and a click
    // does nothing (defect uploadClickedBeforeChecked: CI clicked it early under load).
    await canvas.findByText('a.pdf');
    const upload = canvas.getByRole('button', { name: texts.upload });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expect(
      await canvas.findByText(errorText('WB-400-402', { locale: localeOf(context) })),
    ).toBeVisible();
    await expect(canvas.getByText('a.pdf')).toBeVisible();
  },
};
