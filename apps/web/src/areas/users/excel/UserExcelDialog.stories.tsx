import { LIMITS, type Locale, type TextParams, USER_EXCEL_COLUMNS } from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import { Button, registerTexts, useT } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createQueryClient } from '../../../app/queryClient.ts';
import { api } from '../../../app/session/api.ts';
import { signedInAs } from '../../../testing/storySession.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { SampleDownloadButton } from './SampleDownloadButton.tsx';
import { userExcelScreenTexts } from './texts.ts';

registerTexts(userExcelScreenTexts);

// Loaded the way the users' screen loads it: lazily, on first opening.
const UserExcelDialog = lazy(() => import('./UserExcelDialog.tsx'));

/** The wait for what loads: lazy modules, exceljs and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

interface HarnessProps {
  onRegistered?: () => void;
}

/** The dialog as the user list mounts it: an opening button, the sample download beside it. */
function ExcelRegistration({ onRegistered }: HarnessProps) {
  const t = useT();
  const [queryClient] = useState(createQueryClient);
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={queryClient}>
      <Button onClick={() => setOpen(true)}>{t('userExcel.title')}</Button> <SampleDownloadButton />
      <Suspense fallback={null}>
        {open && <UserExcelDialog open onOpenChange={setOpen} onRegistered={onRegistered} />}
      </Suspense>
    </QueryClientProvider>
  );
}

interface ExcelTexts {
  title: string;
  group: RegExp;
  userType: RegExp;
  student: string;
  file: string;
  noFile: string;
  register: string;
  cancel: string;
  done: string;
  another: string;
  columns: string[];
  tooBig: string;
  legacy: string;
  summary: (added: number, skipped: number) => string;
  skippedTable: string;
  taken: string;
  repeated: string;
  mobile: string;
  phoneColumn: string;
  idColumn: string;
  serverError: string;
}

/** What the dialog reads in `locale`, from the catalogues (the contract's, the kit's, the app's). */
function excelTexts(locale: Locale): ExcelTexts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  const startsWith = (key: string) => new RegExp(`^${t(key)}`);
  return {
    title: t('userExcel.title'),
    group: startsWith('userExcel.group'),
    userType: startsWith('userExcel.userType'),
    student: t('code.USER_TYPE.12'),
    file: t('userExcel.file'),
    noFile: t('userExcel.noFile'),
    register: t('userExcel.register'),
    cancel: t('userExcel.cancel'),
    done: t('userExcel.done'),
    another: t('userExcel.another'),
    columns: ['userId', 'userName', 'password', 'phone', 'phone2', 'email'].map((column) =>
      t(`userExcel.column.${column}`),
    ),
    // The contract's limit, 10485760 bytes, as the form words it.
    tooBig: t('valid.fileSize', { max: '10 MB' }),
    legacy: t('valid.excelLegacyXls'),
    summary: (added, skipped) => t('userExcel.summary', { added, skipped }),
    skippedTable: t('userExcel.skipped'),
    taken: t('valid.excelUserIdTaken'),
    repeated: t('valid.excelUserIdRepeated'),
    mobile: t('valid.mobile'),
    phoneColumn: t('userExcel.column.phone'),
    idColumn: t('userExcel.column.userId'),
    serverError: t('error.default', { code: 'WB-500-001' }),
  };
}

type Play = NonNullable<StoryObj<typeof meta>['play']>;
type PlayContext = Parameters<Play>[0];

/** Opens the dialog from its button; resolves once the groups have loaded into it. */
async function openDialog({ canvas, userEvent }: PlayContext, t: ExcelTexts) {
  await userEvent.click(await canvas.findByRole('button', { name: t.title }));
  const dialog = await screen.findByRole('dialog', { name: t.title }, LOAD);
  await within(dialog).findByRole('combobox', { name: t.group }, LOAD);
  return dialog;
}

const fileInput = (dialog: HTMLElement, t: ExcelTexts) =>
  within(dialog).getByLabelText(t.file, { selector: 'input' });

const registerButton = (t: ExcelTexts) => screen.getByRole('button', { name: t.register });

/** A file of `size` bytes that starts with `head` (test data). */
function bytesFile(name: string, head: readonly number[], size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
}

const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04];
const OLE2_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A real .xlsx built with exceljs: a header row in the contract's column order, then `rows`. */
async function workbookFile(name: string, rows: readonly (readonly string[])[]): Promise<File> {
  type ExcelModule = typeof import('exceljs');
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  const { Workbook } = module.default ?? module;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(USER_EXCEL_COLUMNS.map(({ header }) => header));
  for (const row of rows) sheet.addRow([...row]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const meta = {
  title: 'Screens/Users/Excel registration',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  component: ExcelRegistration,
  args: { onRegistered: fn() },
  beforeEach: signedInAs('admin'),
  parameters: {
    docs: {
      description: {
        component:
          'The users\' Excel registration of manage/group/list (screens.md §5 "Excel upload: one file, max 10485760 bytes, excel only, register disabled until chosen"; §10 "excel, sample download"): a group and a user type for every row, one .xlsx file (a legacy .xls is refused with a message that says how to convert it), then the report of the users added and of each row skipped with its reason. The sample download gives a real .xlsx with the contract\'s columns. Lazily loaded by the users\' screen.',
      },
    },
  },
} satisfies Meta<typeof ExcelRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyPlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const dialog = await openDialog(context, t);
  // Register stays disabled until a file is chosen.
  await expect(within(dialog).getByText(t.noFile)).toBeVisible();
  await expect(registerButton(t)).toBeDisabled();
  // The sheet's columns are listed in the contract's order.
  const columns = within(dialog).getAllByRole('listitem');
  await expect(columns.map((item) => item.textContent?.replace(/ \(.*\)$/, ''))).toEqual(
    t.columns.map((text) => text.replace(/ \(.*\)$/, '')),
  );
  // Keyboard: Escape closes it.
  await context.userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

/** Nothing chosen yet: the form, the sheet's columns, register disabled. */
export const Empty: Story = { tags: ['brand-sweep'], play: emptyPlay };

const tooBigPlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const dialog = await openDialog(context, t);
  const oneByteTooMany = bytesFile('users.xlsx', ZIP_HEAD, LIMITS.EXCEL_UPLOAD_BYTES_MAX + 1);
  await context.userEvent.upload(fileInput(dialog, t), oneByteTooMany);
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.tooBig);
  await expect(within(dialog).getByText(/users\.xlsx/)).toBeVisible();
  await expect(registerButton(t)).toBeDisabled();
};

/** A workbook of 10485761 bytes, one byte over the limit: refused before upload. */
export const FileTooBigByOneByte: Story = { play: tooBigPlay };

const legacyPlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const dialog = await openDialog(context, t);
  await context.userEvent.upload(fileInput(dialog, t), bytesFile('users.xls', OLE2_HEAD, 512));
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.legacy);
  await expect(registerButton(t)).toBeDisabled();
  // The same old file renamed to .xlsx is caught by its first bytes.
  await context.userEvent.upload(fileInput(dialog, t), bytesFile('renamed.xlsx', OLE2_HEAD, 512));
  await expect(await within(dialog).findByText(/renamed\.xlsx/)).toBeVisible();
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.legacy);
  await expect(registerButton(t)).toBeDisabled();
};

/** A legacy .xls (or one renamed to .xlsx) is refused with a message that says what to do. */
export const LegacyXlsRefused: Story = { play: legacyPlay };

const uploadPlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const { userEvent, args } = context;
  const dialog = await openDialog(context, t);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: t.userType }),
    within(dialog).getByRole('option', { name: t.student }),
  );
  const file = await workbookFile('새 학생.xlsx', [
    ['excel.kim', '김하늘', 'Sample#2580', '01011112222', '01033334444', 'kim@example.com'],
    // The demo's own student: already registered.
    ['student', '학생', 'Sample#2580', '01011112223', '', ''],
    ['excel.lee', '이바다', 'Sample#2580', 'not a phone', '', ''],
    // The first row's ID again.
    ['excel.kim', '김하늘', 'Sample#2580', '01011112224', '', ''],
    ['excel.park', '박산들', 'Sample#2580', '01011112225', '', 'park@example.com'],
  ]);
  await userEvent.upload(fileInput(dialog, t), file);
  await expect(await within(dialog).findByText(/새 학생\.xlsx/)).toBeVisible();
  await waitFor(() => expect(registerButton(t)).toBeEnabled());
  await userEvent.click(registerButton(t));

  const summary = await within(dialog).findByRole('heading', { name: t.summary(2, 3) }, LOAD);
  await waitFor(() => expect(summary).toHaveFocus());
  const table = within(dialog).getByRole('table', { name: t.skippedTable });
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows.map((row) => row.textContent)).toEqual([
    `3student${t.idColumn}${t.taken}`,
    `4excel.lee${t.phoneColumn}${t.mobile}`,
    `5excel.kim${t.idColumn}${t.repeated}`,
  ]);
  await expect(args.onRegistered).toHaveBeenCalledTimes(1);
  // Korean names survive the round trip into the saved users.
  const saved = (userId: string) => db.users.find((user) => user.userId === userId);
  await expect(saved('excel.kim')?.userName).toBe('김하늘');
  await expect(saved('excel.park')?.userName).toBe('박산들');
  await expect(saved('excel.lee')).toBeUndefined();

  // Another file starts from an empty form.
  await userEvent.click(screen.getByRole('button', { name: t.another }));
  await expect(await within(dialog).findByText(t.noFile)).toBeVisible();
  await expect(registerButton(t)).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: t.cancel }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

/** A real workbook: two users added, a registered ID, a bad phone and a repeated ID skipped. */
export const RealUpload: Story = { play: uploadPlay };

const samplePlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const { userEvent } = context;
  // The sample as the server gives it, uploaded as it is: its one example row registers.
  const sample = await api.file('userExcel.SAMPLE_USER_ADD');
  await expect(sample.fileName).toBe('사용자_일괄등록_샘플.xlsx');
  const dialog = await openDialog(context, t);
  await userEvent.upload(
    fileInput(dialog, t),
    new File([sample.blob], sample.fileName, { type: sample.blob.type }),
  );
  await waitFor(() => expect(registerButton(t)).toBeEnabled());
  await userEvent.click(registerButton(t));
  await within(dialog).findByRole('heading', { name: t.summary(1, 0) }, LOAD);
  await expect(db.users.find((user) => user.userId === 'hong.gildong')?.userName).toBe('홍길동');
  await userEvent.click(screen.getByRole('button', { name: t.done }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

/** The sample file round trip: downloaded, uploaded unchanged, its Korean name kept. */
export const SampleRoundTrip: Story = { play: samplePlay };

const serverErrorPlay: Story['play'] = async (context) => {
  const t = excelTexts(localeOf(context));
  const { userEvent, args } = context;
  const dialog = await openDialog(context, t);
  const file = await workbookFile('users.xlsx', [
    ['excel.choi', '최가람', 'Sample#2580', '01011112226', '', ''],
  ]);
  await userEvent.upload(fileInput(dialog, t), file);
  await waitFor(() => expect(registerButton(t)).toBeEnabled());
  await userEvent.click(registerButton(t));
  await expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(t.serverError);
  // Nothing is lost: the file stays chosen and register can be pressed again.
  await expect(within(dialog).getByText(/users\.xlsx/)).toBeVisible();
  await expect(registerButton(t)).toBeEnabled();
  await expect(args.onRegistered).not.toHaveBeenCalled();
  await expect(db.users.find((user) => user.userId === 'excel.choi')).toBeUndefined();
};

const failingRegistration = () => {
  scenario.forceError('userExcel.ADD_USER', 'WB-500-001');
  return () => scenario.clearError('userExcel.ADD_USER');
};

/** The server fails: its error in the user's language, the form kept as it was. */
export const ServerError: Story = { beforeEach: failingRegistration, play: serverErrorPlay };
