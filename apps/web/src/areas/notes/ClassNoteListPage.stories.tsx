import { FILE_OUTPUT, LOCAL_SETTING_KEY, type Locale, NOTE_KIND } from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { escapePattern, textPatternOf } from '../../testing/textPattern.ts';

/** The wait for what loads: lazy routes and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

const meta = {
  title: 'Screens/Notes/ClassNoteList',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  render: atPath('/demo/meet/listNote'),
  beforeEach: signedInAs('teacher'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'meet/listNote, the class notes (screens.md §10 Notes, §4, §9): 20 a page, the last 7 ' +
          'days by default, newest submission first; a note downloads as a PDF or as its page ' +
          'images by the remembered type preference, and opens in the image view. A student’s ' +
          'rows are always disabled (no image view); the attendee-note rule of screens.md §6 ' +
          'decides which notes a teacher may open. Every story acts on the mock server.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];
type UserEvent = Parameters<Play>[0]['userEvent'];

interface Texts {
  title: string;
  table: string;
  view: RegExp;
  download: RegExp;
  pdf: string;
  images: string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  pages: string;
}

/** What the screen reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function textsIn(locale: Locale): Texts {
  const t = (key: string) => textOf(locale, key);
  return {
    title: t('notes.class.title'),
    table: t('notes.class.table'),
    view: textPatternOf(locale, 'notes.viewImagesOf', { title: 'text' }),
    download: textPatternOf(locale, 'notes.downloadOf', {
      action: {
        source: ['notes.downloadPdf', 'notes.downloadImages']
          .map((key) => escapePattern(t(key)))
          .join('|'),
      },
      title: 'text',
    }),
    pdf: t('notes.type.pdf'),
    images: t('notes.type.image'),
    empty: t('notes.empty'),
    loading: t('table.loading'),
    error: t('error.badRequestParameter'),
    retry: t('table.retry'),
    pages: t('notes.images.pages'),
  };
}

async function loadedTable(canvas: Canvas, texts: Texts) {
  await canvas.findByRole('heading', { level: 1, name: texts.title }, LOAD);
  const table = await canvas.findByRole('table', { name: texts.table }, LOAD);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), LOAD);
  return table;
}

/** The teacher opens a note's image view and sees its page images, then closes it by keyboard. */
const teacherPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const views = within(table).getAllByRole('button', { name: texts.view });
  const view = views.find((button) => !(button as HTMLButtonElement).disabled);
  if (!view) throw new Error('no class note the teacher may open');
  await userEvent.click(view);
  const dialog = await screen.findByRole('dialog', {}, LOAD);
  await waitFor(() => expect(within(dialog).getAllByRole('img').length).toBeGreaterThan(0), LOAD);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const Teacher: Story = { tags: ['brand-sweep'], play: teacherPlay };

/**
 * Issue 16 item 12: the note and class columns read the same on every row. Each row names its
 * note apart from its class, and each column shows its own field.
 */
const noteAndClassPlay: Play = async (context) => {
  const locale = localeOf(context);
  const texts = textsIn(locale);
  const table = await loadedTable(context.canvas, texts);
  const headers = within(table).getAllByRole('columnheader');
  const columnOf = (key: string) => {
    const index = headers.findIndex((header) => header.textContent === textOf(locale, key));
    if (index < 0) throw new Error(`no column ${key}`);
    return index;
  };
  const noteColumn = columnOf('notes.column.title');
  const classColumn = columnOf('notes.column.class');
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    const note = row.children[noteColumn]?.textContent ?? '';
    const meet = row.children[classColumn]?.textContent ?? '';
    await expect(note).not.toBe('');
    await expect(meet).not.toBe('');
    await expect(note).not.toBe(meet);
  }
  // The columns show the note's title and its class's title, as the server sent them.
  const seeded = db.notes.filter((note) => note.noteKind === NOTE_KIND.CLASS);
  const first = rows[0]?.children[noteColumn]?.textContent;
  await expect(seeded.some((note) => note.noteTitle === first)).toBe(true);
  const meets = new Set(db.meets.map((meet) => meet.meetTitle));
  await expect(meets.has(rows[0]?.children[classColumn]?.textContent ?? '')).toBe(true);
};

export const NoteAndClassColumns: Story = { play: noteAndClassPlay };

/** Every class note grows to this many pages, all saved as images: more than the image view
 * shows at once. */
const MANY_PAGES = 40;

const manyPages = async () => {
  const end = await signedInAs('teacher')();
  for (const note of db.notes) {
    const agenda = note.agendas.at(-1);
    const last = agenda?.PLi.at(-1);
    if (note.noteKind !== NOTE_KIND.CLASS || !agenda || !last) continue;
    note.noteSaveFormat |= FILE_OUTPUT.IMAGE;
    note.missingImagePages = [];
    for (let pageNo = last.PNo + 1; pageNo <= MANY_PAGES; pageNo += 1) {
      agenda.PLi.push({ ...last, PNo: pageNo, PNm: `p.${pageNo}`, SolLi: [] });
    }
  }
  return end;
};

/**
 * A class of many pages: the image view fetches the images near the view only, and the last
 * page's once the teacher scrolls down to it.
 */
const manyPagesPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const view = within(table)
    .getAllByRole('button', { name: texts.view })
    .find((button) => !(button as HTMLButtonElement).disabled);
  if (!view) throw new Error('no class note the teacher may open');
  await userEvent.click(view);
  const dialog = await screen.findByRole('dialog', {}, LOAD);
  const pages = await within(dialog).findByRole('region', { name: texts.pages }, LOAD);
  await expect(await within(pages).findByRole('img', { name: 'p.1' }, LOAD)).toBeVisible();
  await expect(within(pages).getAllByRole('figure')).toHaveLength(MANY_PAGES);
  await expect(within(pages).getAllByRole('img').length).toBeLessThan(MANY_PAGES / 2);

  pages.scrollTop = pages.scrollHeight;
  await expect(
    await within(pages).findByRole('img', { name: `p.${MANY_PAGES}` }, LOAD),
  ).toBeInTheDocument();
  await expect(within(pages).getAllByRole('img').length).toBeLessThan(MANY_PAGES / 2);
};

export const ManyPages: Story = { beforeEach: manyPages, play: manyPagesPlay };

/** A student's class-note rows are disabled (screens.md §4); the own PDF stays downloadable. */
const studentPlay: Play = async (context) => {
  const { canvas } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const views = within(table).getAllByRole('button', { name: texts.view });
  for (const view of views) await expect(view).toBeDisabled();
  const me = db.users.find((user) => user.userId === 'student');
  const names = within(table).getAllByRole('cell', { name: me?.userName ?? '?' });
  await expect(names.length).toBe(views.length);
};

export const StudentRowsDisabled: Story = {
  beforeEach: signedInAs('student'),
  play: studentPlay,
};

const emptyPlay: Play = async (context) => {
  const { canvas } = context;
  const texts = textsIn(localeOf(context));
  await expect(await canvas.findByText(texts.empty, {}, LOAD)).toBeVisible();
};

const noNotes = async () => {
  const end = await signedInAs('teacher')();
  db.notes.splice(0);
  return end;
};

export const Empty: Story = { beforeEach: noNotes, play: emptyPlay };

const loadingPlay: Play = async (context) => {
  const { canvas } = context;
  const texts = textsIn(localeOf(context));
  scenario.set({ latencyMs: 1500 });
  await expect(await canvas.findByText(texts.loading, {}, LOAD)).toBeInTheDocument();
  scenario.set({ latencyMs: 0 });
  await loadedTable(canvas, texts);
};

export const Loading: Story = { play: loadingPlay };

const errorPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  scenario.forceError('note.LIST', 'WB-400-212');
  await expect(await canvas.findByText(texts.error, {}, LOAD)).toBeVisible();
  scenario.clearError('note.LIST');
  await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
  await loadedTable(canvas, texts);
};

export const ListError: Story = { play: errorPlay };

/** Clicks the first download the row allows and waits for the file it saves. */
async function downloadFirst(canvas: Canvas, userEvent: UserEvent, texts: Texts) {
  const table = await loadedTable(canvas, texts);
  const before = lastSavedFile();
  const button = within(table)
    .getAllByRole('button', { name: texts.download })
    .find((candidate) => !(candidate as HTMLButtonElement).disabled);
  if (!button) throw new Error('no note offers this download');
  await userEvent.click(button);
  await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
  const file = lastSavedFile();
  if (!file) throw new Error('nothing saved');
  return { file, head: new Uint8Array(await file.blob.arrayBuffer()).slice(0, 4) };
}

/** With the PDF preference remembered, the download is the note's PDF under the server's name. */
const pdfPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  await expect(canvas.findByRole('radio', { name: texts.pdf }, LOAD)).resolves.toBeChecked();
  const { file, head } = await downloadFirst(canvas, userEvent, texts);
  await expect(file.fileName).toMatch(/\.pdf$/);
  await expect(String.fromCharCode(...head)).toBe('%PDF');
};

export const DownloadPdf: Story = {
  beforeEach: async () => {
    localStorage.setItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE, String(FILE_OUTPUT.PDF));
    return signedInAs('teacher')();
  },
  play: pdfPlay,
};

/** Choosing images is remembered (foundation.md §9) and the download is a zip of the pages. */
const imagesPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  await userEvent.click(await canvas.findByRole('radio', { name: texts.images }, LOAD));
  await expect(localStorage.getItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE)).toBe(
    String(FILE_OUTPUT.IMAGE),
  );
  const { file, head } = await downloadFirst(canvas, userEvent, texts);
  await expect(file.fileName).toMatch(/\.zip$/);
  await expect(String.fromCharCode(head[0] ?? 0, head[1] ?? 0)).toBe('PK');
};

export const DownloadImages: Story = {
  beforeEach: async () => {
    localStorage.removeItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE);
    const end = await signedInAs('teacher')();
    return () => {
      localStorage.removeItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE);
      end?.();
    };
  },
  play: imagesPlay,
};
