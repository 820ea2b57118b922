import {
  CONFIG_KEY,
  formatConfigString,
  type Locale,
  parseConfigString,
  type TextParams,
} from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { dialogFocusSettled } from '../../../testing/dialogFocus.ts';
import { signedInAs } from '../../../testing/storySession.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';

/** The wait for what loads: lazy routes and mock calls are slow on a busy machine. */
const LOAD = { timeout: 10000 };

const meta = {
  title: 'Screens/Users/GroupList',
  render: atPath('/demo/manage/group/list'),
  beforeEach: signedInAs('admin'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'manage/group/list (screens.md §10 "Users and groups"): manage mode lists users 30 a ' +
          'page with search, selection, bulk delete, register and Excel registration; outside ' +
          'it the group tree with its filter, context menu and moves (drag, or "Move to…"). ' +
          '`WEB_FUNC_USE` position 2 hides tree mode. Every story acts on the mock server.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

/** Sets one WEB_FUNC_USE flag of the demo institution (positions from 1, as the contract counts). */
function setDemoFeature(position: number, on: boolean) {
  const demo = db.companies.find((company) => company.companyId === 'demo');
  if (!demo) throw new Error('no demo institution in the seed');
  for (const field of ['cfg', 'cfgEn'] as const) {
    const text = demo[field];
    if (!text) continue;
    const parsed = parseConfigString(text);
    if (!parsed.ok) throw new Error('the demo configuration does not parse');
    const flags = [...(parsed.value.get(CONFIG_KEY.WEB_FUNC_USE)?.[0] ?? [])];
    flags[position - 1] = on ? '1' : '0';
    parsed.value.set(CONFIG_KEY.WEB_FUNC_USE, [flags]);
    demo[field] = formatConfigString(parsed.value);
  }
}

const demoUser = (userId: string) => {
  const user = db.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no ${userId} in the seed`);
  return user;
};

interface Texts {
  title: string;
  table: string;
  search: string;
  headers: string[];
  register: string;
  excel: string;
  delete: string;
  next: string;
  manageMode: string;
  detail: string;
  noMatch: (keyword: string) => string;
  noSelection: string;
  ok: string;
  accountActions: string;
}

/** What the screen reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function textsIn(locale: Locale): Texts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  return {
    title: t('users.title'),
    table: t('users.list.table'),
    search: t('users.list.search'),
    headers: [
      t('table.rowNumber'),
      ...['name', 'id', 'type', 'lock', 'registered'].map((column) => t(`users.column.${column}`)),
    ],
    register: t('users.register'),
    excel: t('users.excelRegister'),
    delete: t('users.delete'),
    next: t('pagination.next'),
    manageMode: t('users.manageMode'),
    detail: t('userDetail.title'),
    noMatch: (keyword) => t('users.list.noResults', { keyword }),
    noSelection: t('valid.noSelectedUser'),
    ok: t('alertDialog.confirm'),
    accountActions: t('userDetail.actions'),
  };
}

/** The texts of the stories that run in Korean only. */
const KO = textsIn('ko');

/** A toast of the frame says `text`. */
async function expectToast(text: string) {
  await waitFor(
    () =>
      expect(
        screen
          .getAllByRole('region', { name: '알림' })
          .some((region) => region.textContent?.includes(text)),
      ).toBe(true),
    LOAD,
  );
}

/** The body rows of the user table once it has loaded. */
async function loadedRows(canvas: Canvas, texts: Texts) {
  const table = await canvas.findByRole('table', { name: texts.table }, LOAD);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), LOAD);
  return { table, rows: within(table).getAllByRole('row').slice(1) };
}

/** 30 a page, newest first, with the spec's columns and the manager's buttons. */
const browseList: Play = async (context) => {
  const { canvas } = context;
  const texts = textsIn(localeOf(context));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: texts.title }, LOAD),
  ).toBeVisible();
  const { table, rows } = await loadedRows(canvas, texts);
  await expect(rows).toHaveLength(30);
  await expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter((text) => text && texts.headers.includes(text)),
  ).toEqual(texts.headers);
  await expect(canvas.getByRole('button', { name: texts.register })).toBeVisible();
  await expect(canvas.getByRole('button', { name: texts.excel })).toBeVisible();
  // The account actions load when first shown: the screenshot waits for them, not for a clock
  // (on a busy machine they came after it, and the phone's picture missed them).
  const actions = await canvas.findByRole(
    'group',
    { name: (name) => name.startsWith(texts.accountActions) },
    LOAD,
  );
  await expect(actions).toBeVisible();
};

export const List: Story = { tags: ['brand-sweep', 'locale-sweep'], play: browseList };

/** The next page shows the next 30. */
export const NextPage: Story = {
  play: async ({ canvas, userEvent }) => {
    const { table, rows } = await loadedRows(canvas, KO);
    const idsOnPage1 = rows.map((row) => row.querySelectorAll('td')[2]?.textContent);
    await userEvent.click(canvas.getByRole('button', { name: KO.next }));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), LOAD);
    // The row numbers change at once; the users change when the second page has come.
    await waitFor(() => {
      const shown = within(table).getAllByRole('row').slice(1);
      expect(shown).toHaveLength(30);
      for (const row of shown) {
        expect(idsOnPage1).not.toContain(row.querySelectorAll('td')[2]?.textContent);
      }
    }, LOAD);
    await expect(canvas.getByText(/31–60/)).toBeVisible();
  },
};

/** A search by ID (Enter searches at once) keeps only the matching users. */
export const SearchById: Story = {
  play: async ({ canvas, userEvent }) => {
    const { table } = await loadedRows(canvas, KO);
    await userEvent.type(canvas.getByRole('searchbox', { name: KO.search }), 'openteacher{Enter}');
    await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(row).toHaveTextContent('openteacher');
    }, LOAD);
    await expect(within(table).getByRole('rowheader', { name: '이준호' })).toBeVisible();
  },
};

/** A search that finds no one says so, with the words searched. */
const emptySearch: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  await loadedRows(canvas, texts);
  await userEvent.type(canvas.getByRole('searchbox', { name: texts.search }), '없는사람zz{Enter}');
  await expect(await canvas.findByText(texts.noMatch('없는사람zz'), {}, LOAD)).toBeVisible();
};

export const EmptySearch: Story = { tags: ['locale-sweep'], play: emptySearch };

/** While the server is slow the table says it is loading, then shows the page. */
export const Loading: Story = {
  beforeEach: () => {
    scenario.set({ latencyMs: 1500 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('목록을 불러오는 중', {}, LOAD)).toBeInTheDocument();
    const { rows } = await loadedRows(canvas, KO);
    await expect(rows).toHaveLength(30);
  },
};

/** A failed list shows the error's text and a retry, which loads it once the server answers. */
export const LoadError: Story = {
  beforeEach: () => {
    scenario.forceError('user.LIST', 'WB-400-212');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('요청 값이 올바르지 않습니다.', {}, LOAD)).toBeVisible();
    scenario.clearError('user.LIST');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    const { rows } = await loadedRows(canvas, KO);
    await expect(rows).toHaveLength(30);
  },
};

/** The bulk delete needs a selected row (screens.md §5): with none it is refused, nothing goes. */
const deleteWithoutSelection: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  await loadedRows(canvas, texts);
  const before = db.users.length;
  await userEvent.click(canvas.getByRole('button', { name: texts.delete }));
  const alert = await screen.findByRole('alertdialog', { name: texts.delete });
  await expect(within(alert).getByText(texts.noSelection)).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: texts.ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(db.users.length).toBe(before);
};

export const BulkDeleteWithoutSelection: Story = {
  tags: ['locale-sweep'],
  play: deleteWithoutSelection,
};

/** Two rows selected, the delete confirmed: the mock server no longer holds them. */
export const BulkDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    const { rows } = await loadedRows(canvas, KO);
    // The ID column: the cells after the checkbox and the number.
    const picked = rows
      .slice(0, 2)
      .map((row) => within(row).getAllByRole('cell').at(-4)?.textContent ?? '');
    for (const row of rows.slice(0, 2)) {
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(canvas.getByRole('button', { name: KO.delete }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '선택한 사용자 2명을 삭제할까요?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: KO.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
    await expectToast('사용자 2명을 삭제했습니다.');
    for (const userId of picked) {
      await expect(db.users.some((user) => user.userId === userId)).toBe(false);
    }
  },
};

/** Leaves manage mode for the tree and waits for its rows. */
async function openTree(canvas: Canvas, userEvent: Parameters<Play>[0]['userEvent']) {
  const modeSwitch = await canvas.findByRole('switch', { name: KO.manageMode }, LOAD);
  await userEvent.click(modeSwitch);
  const tree = await canvas.findByRole('tree', { name: '그룹과 사용자' }, LOAD);
  await waitFor(
    () => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(0),
    LOAD,
  );
  return tree;
}

const treeRow = (canvas: Canvas, name: RegExp) => canvas.getByRole('treeitem', { name });

/** The tree's filter keeps the matching user and the groups above it. */
export const TreeFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTree(canvas, userEvent);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '이름 또는 ID로 찾기' }),
      'openteacher',
    );
    await waitFor(() => expect(treeRow(canvas, /이준호/)).toBeVisible(), LOAD);
    const rows = canvas.getAllByRole('treeitem');
    const users = rows.filter((row) => row.dataset.kind === 'user');
    await expect(users.length).toBeGreaterThan(0);
    for (const row of users) await expect(row).toHaveTextContent('openteacher');
    // The groups above the matches stay, so that each user shows where it belongs.
    await expect(rows.some((row) => row.dataset.kind === 'group')).toBe(true);
    await expect(canvas.getByText('검색 중에는 사용자만 선택할 수 있습니다.')).toBeVisible();
  },
};

/**
 * Keyboard only: Shift+F10 on a group opens its menu, Enter takes "Add subgroup", the group modal
 * takes the name and Enter adds it; the mock server holds the new group under that one.
 */
export const ContextMenuByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTree(canvas, userEvent);
    await userEvent.click(treeRow(canvas, /교무실/));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: '교무실 작업' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['하위 그룹 추가', '이름 변경', '이동…', '그룹의 사용자 삭제', '그룹 삭제']);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '그룹 추가' }, LOAD);
    await expect(within(dialog).getByText('새 그룹은 교무실 아래에 만들어집니다.')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /그룹 이름/ })).toHaveFocus(),
    );
    await userEvent.keyboard('상담실');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    const parent = db.groups.find((group) => group.groupName === '교무실');
    await expect(db.groups.find((group) => group.groupName === '상담실')?.upGroupIdx).toBe(
      parent?.groupIdx,
    );
  },
};

/**
 * Moving a user without dragging (WCAG 2.2 2.5.7): the user's menu, "Move to…", a group chosen
 * from the list, Move. The mock server's user now belongs to that group.
 */
export const MoveUserWithoutDrag: Story = {
  play: async ({ canvas, userEvent }) => {
    const student = demoUser('student');
    const target = db.groups.find(
      (group) => group.groupName === '교무실' && group.groupIdx !== student.groupIdx,
    );
    if (!target) throw new Error('no target group in the seed');
    await openTree(canvas, userEvent);
    await userEvent.type(canvas.getByRole('searchbox', { name: '이름 또는 ID로 찾기' }), '박서윤');
    await userEvent.keyboard('{Enter}');
    // The demo student, told from any namesake by its ID.
    const studentRow = () =>
      canvas
        .getAllByRole('treeitem', { name: /박서윤/ })
        .find((row) => within(row).queryByText('student', { exact: true }));
    await waitFor(() => expect(studentRow()).toBeVisible(), LOAD);
    await userEvent.click(studentRow() as HTMLElement);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '이동…' }));
    const dialog = await screen.findByRole('dialog', { name: '다른 그룹으로 이동' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: '이동할 그룹' }),
      String(target.groupIdx),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '이동' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    await waitFor(() => expect(demoUser('student').groupIdx).toBe(target.groupIdx), LOAD);
    await expectToast('이동했습니다: 사용자 1명, 그룹 0개.');
  },
};

/**
 * The group modal: required, at least 2, only the allowed characters, and the input stops at 20;
 * a valid name is added at the top level.
 */
export const GroupModalValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTree(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: '그룹 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 추가' }, LOAD);
    const name = within(dialog).getByRole('textbox', { name: /그룹 이름/ });
    const add = within(dialog).getByRole('button', { name: '추가' });
    await userEvent.click(add);
    await expect(await within(dialog).findByText('필수 입력 항목입니다.')).toBeVisible();
    await userEvent.type(name, '가');
    await userEvent.click(add);
    await expect(await within(dialog).findByText('2자 이상 입력해 주세요.')).toBeVisible();
    await userEvent.type(name, '#반');
    await userEvent.click(add);
    await expect(
      await within(dialog).findByText('영문, 한글, 숫자, 공백, . @ _ - 만 사용할 수 있습니다.'),
    ).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, '심화반 A-1 특별과정 2027 여름학기');
    await expect(name).toHaveValue('심화반 A-1 특별과정 2027 여름');
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    const saved = db.groups.find((group) => group.groupName.startsWith('심화반 A-1'));
    await expect(saved?.groupName).toHaveLength(20);
    await expect(saved?.upGroupIdx).toBe(0);
  },
};

/** `WEB_FUNC_USE` position 2 hides tree mode: no switch, only the list. */
export const TreeModeHidden: Story = {
  beforeEach: async () => {
    setDemoFeature(2, true);
    return signedInAs('admin')();
  },
  play: async ({ canvas }) => {
    await loadedRows(canvas, KO);
    await expect(canvas.queryByRole('switch', { name: KO.manageMode })).toBeNull();
    await expect(canvas.queryByRole('tree')).toBeNull();
  },
};

/**
 * An operator reaches the screen (manage access) but may not change users (screens.md §6: open
 * teachers and admins do): no register, Excel, delete or selection; the tree offers no changes.
 */
export const OperatorWithoutChangePermission: Story = {
  beforeEach: signedInAs('operator'),
  play: async ({ canvas, userEvent }) => {
    const { table } = await loadedRows(canvas, KO);
    await expect(canvas.queryByRole('button', { name: KO.register })).toBeNull();
    await expect(canvas.queryByRole('button', { name: KO.excel })).toBeNull();
    await expect(canvas.queryByRole('button', { name: KO.delete })).toBeNull();
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await openTree(canvas, userEvent);
    await expect(canvas.queryByRole('button', { name: '그룹 추가' })).toBeNull();
    await userEvent.click(treeRow(canvas, /교무실/));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/**
 * Defect: a monitor saw an empty registration-date column. Without the user-view permission the
 * server sends no lock or registration date, so the list leaves those columns out and every cell
 * it shows has a value.
 */
export const MonitorSeesNoEmptyColumns: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('monitor'),
  play: async (context) => {
    const texts = textsIn(localeOf(context));
    const { table, rows } = await loadedRows(context.canvas, texts);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual(texts.headers.slice(0, 4));
    for (const row of rows) {
      for (const cell of within(row).getAllByRole('cell')) {
        await expect(cell.textContent?.trim()).not.toBe('');
      }
    }
  },
};

/** Whether the user detail modal shows this user's ID (as text or as a field's value). */
const showsUser = (dialog: HTMLElement, userId: string) =>
  within(dialog).queryAllByText(userId, { exact: true }).length > 0 ||
  [...dialog.querySelectorAll('input')].some((input) => input.value === userId);

/** A row opens the user detail modal (by click here; Enter works as well). */
export const OpenUserFromList: Story = {
  play: async ({ canvas, userEvent }) => {
    const { table } = await loadedRows(canvas, KO);
    const name = within(table).getAllByRole('rowheader')[0];
    const userId = name?.closest('tr')?.querySelectorAll('td')[2]?.textContent;
    if (!name || !userId) throw new Error('the first row has no name or ID');
    await userEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: KO.detail }, LOAD);
    await waitFor(() => expect(showsUser(dialog, userId)).toBe(true), LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** In the tree, Enter on a user opens the same modal. */
export const OpenUserFromTree: Story = {
  play: async ({ canvas, userEvent }) => {
    await openTree(canvas, userEvent);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '이름 또는 ID로 찾기' }),
      'openteacher{Enter}',
    );
    await waitFor(() => expect(treeRow(canvas, /이준호/)).toBeVisible(), LOAD);
    await userEvent.click(treeRow(canvas, /이준호/));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: KO.detail }, LOAD);
    await waitFor(() => expect(showsUser(dialog, 'openteacher')).toBe(true), LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Rename by right click (the menu works in search mode too), then delete the group: its users
 * move up to the parent on the mock server.
 */
export const RenameAndDeleteGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = db.groups.find((candidate) => candidate.groupName === '고1 심화반');
    if (!group) throw new Error('no 고1 심화반 in the seed');
    const members = db.users
      .filter((user) => user.groupIdx === group.groupIdx)
      .map((u) => u.userIdx);
    await openTree(canvas, userEvent);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '이름 또는 ID로 찾기' }),
      '고1{Enter}',
    );
    await waitFor(() => expect(treeRow(canvas, /고1 심화반/)).toBeVisible(), LOAD);
    await userEvent.pointer({ keys: '[MouseRight]', target: treeRow(canvas, /고1 심화반/) });
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: '이름 변경' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '그룹 이름 변경' }, LOAD);
    await dialogFocusSettled(dialog);
    const name = within(dialog).getByRole('textbox', { name: /그룹 이름/ });
    await expect(name).toHaveValue('고1 심화반');
    await userEvent.clear(name);
    await userEvent.type(name, '고1 최상위반{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    await expect(db.groups.find((g) => g.groupIdx === group.groupIdx)?.groupName).toBe(
      '고1 최상위반',
    );

    await waitFor(() => expect(treeRow(canvas, /고1 최상위반/)).toBeVisible(), LOAD);
    await userEvent.pointer({ keys: '[MouseRight]', target: treeRow(canvas, /고1 최상위반/) });
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: '그룹 삭제' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: '고1 최상위반 그룹을 삭제할까요?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
    await expect(db.groups.some((g) => g.groupIdx === group.groupIdx)).toBe(false);
    for (const userIdx of members) {
      await expect(db.users.find((user) => user.userIdx === userIdx)?.groupIdx).toBe(
        group.upGroupIdx,
      );
    }
  },
};
