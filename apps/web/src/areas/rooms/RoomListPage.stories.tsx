import {
  CONFIG_KEY,
  errorText,
  formatConfigString,
  formatInviteCode,
  type Locale,
  parseConfigString,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  USER_TYPE,
  WEB_AUTH,
} from '@platform/contract';
import { DEMO_COMPANY_IDX, db, type MockRoom } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, storyTextsOf, textOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

/** Seeded rooms of the demo institution (mocks/src/db/areas/classes.ts and rooms.ts). */
const LIVE = '중2 수학 정규반';
const AUTHOR_FIRST = '고1 수학 심화반';
const HIDDEN = '여름방학 특강';
const UNLIMITED = '자율 학습실';
const CLOSED = '작년 겨울 특강';
const INSTANT = '질문 받는 시간';

const meta = {
  title: 'Screens/Rooms/Regular classes',
  tags: ['locale-sweep'],
  render: atPath('/demo/manage/room/list'),
  beforeEach: signedInAs('admin'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Regular classes for managers, manage/room/list (issue 19 item 7; screens.md §7 Rooms, ' +
          '§6 "Leader changes by manager"): the institution’s reserved rooms, hidden ones ' +
          'included, in a table with search and paging; register and modify through the room ' +
          'form (leader required), change the leader (teachers only), remove a room without a ' +
          'class; a row opens the room’s detail. Played by the demo admin against the mock backend.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

const text = (locale: Locale) => (key: string, params?: Record<string, string | number>) =>
  textOf(locale, key, params);

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, which may carry a required mark after it. */
const labelled = (label: string) => new RegExp(`^${escaped(label)}`);

const roomOf = (title: string) => {
  const room = db.rooms.find((candidate) => candidate.roomTitle === title);
  if (!room) throw new Error(`no seeded room ${title}`);
  return room;
};

const demoUser = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyIdx === DEMO_COMPANY_IDX && candidate.userId === userId,
  );
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
};

/** What the table should list: the institution's reserved rooms in use or hidden. */
const listedRooms = () =>
  db.rooms.filter(
    (room) =>
      room.companyIdx === DEMO_COMPANY_IDX &&
      room.roomShowType === ROOM_OPEN_TYPE.RESERVED &&
      (room.roomStatus === ROOM_STATE.USE || room.roomStatus === ROOM_STATE.HIDE),
  );

/**
 * The institution takes room registration (ROOM_REG) away from a user type on the server, as an
 * administrator changing WEB_USER_TYPE_AUTH would; a session signed in before keeps what it read.
 */
function withdrawRoomRegistration(userType: number) {
  const demo = db.companies.find((company) => company.companyIdx === DEMO_COMPANY_IDX);
  if (!demo) throw new Error('no demo institution in the seed');
  for (const field of ['cfg', 'cfgEn'] as const) {
    const stored = demo[field];
    if (!stored) continue;
    const parsed = parseConfigString(stored);
    if (!parsed.ok) throw new Error('the demo configuration does not parse');
    const rows = parsed.value.get(CONFIG_KEY.WEB_USER_TYPE_AUTH) ?? [];
    parsed.value.set(
      CONFIG_KEY.WEB_USER_TYPE_AUTH,
      rows.map(([type = '', bits = '0']) =>
        Number(type) === userType
          ? [type, String(BigInt(bits) & ~BigInt(WEB_AUTH.ROOM_REG))]
          : [type, bits],
      ),
    );
    demo[field] = formatConfigString(parsed.value);
  }
}

async function table(context: PlayContext) {
  const t = storyTextsOf(context);
  return context.canvas.findByRole('table', { name: t('rooms.manage.table') }, LOAD);
}

/** The table has finished asking again (busy rows are dimmed, which axe would rightly flag). */
async function settled(context: PlayContext) {
  const list = await table(context);
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), LOAD);
  return within(list);
}

/** A room's row, once the table shows it. */
async function rowOf(context: PlayContext, title: string) {
  const list = await table(context);
  const cell = await within(list).findByRole('rowheader', { name: title }, LOAD);
  return within(cell.closest('tr') as HTMLElement);
}

/** Opens a row's action menu and chooses an item. */
async function chooseFromMenu(context: PlayContext, title: string, item: string) {
  const t = storyTextsOf(context);
  const row = await rowOf(context, title);
  await context.userEvent.click(
    row.getByRole('button', { name: t('rooms.manage.actions', { name: title }) }),
  );
  const menu = await screen.findByRole('menu');
  await context.userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

async function search(context: PlayContext, keyword: string) {
  const t = storyTextsOf(context);
  const box = context.canvas.getByRole('searchbox', { name: t('rooms.manage.search') });
  await context.userEvent.clear(box);
  await context.userEvent.type(box, `${keyword}{Enter}`);
}

export const TheInstitutionsRoomsWithHiddenOnes: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('rooms.manage.title') }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('rooms.manage.register') })).toBeVisible();
    const list = await settled(context);
    const titles = list.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect([...titles].sort()).toEqual(
      listedRooms()
        .map((room) => room.roomTitle)
        .sort(),
    );
    // Closed rooms are gone; instant rooms live only while their class runs.
    await expect(titles).not.toContain(CLOSED);
    await expect(titles).not.toContain(INSTANT);

    // The live room: its leader, its attendees and the class with the three inside.
    const live = await rowOf(context, LIVE);
    await expect(live.getByRole('cell', { name: '김민지' })).toBeVisible();
    await expect(
      live.getByRole('cell', {
        name: t('rooms.manage.attendeeCount', { count: roomOf(LIVE).roomUserList.length }),
      }),
    ).toBeVisible();
    await expect(live.getByText(t('rooms.state.live', { count: 3 }))).toBeVisible();
    // A hidden room is listed for a manager, and says it is hidden.
    const hidden = await rowOf(context, HIDDEN);
    await expect(
      hidden.getByRole('cell', { name: t(`code.ROOM_STATE.${ROOM_STATE.HIDE}`) }),
    ).toBeVisible();
    // A room without an end reads as unlimited.
    const unlimited = await rowOf(context, UNLIMITED);
    await expect(
      unlimited.getByRole('cell', { name: new RegExp(`${escaped(t('date.unlimited'))}$`) }),
    ).toBeVisible();
    await expect(unlimited.getByRole('cell', { name: '이준호' })).toBeVisible();
    const ready = await rowOf(context, AUTHOR_FIRST);
    await expect(
      ready.getByRole('cell', { name: t(`code.ROOM_STATE.${ROOM_STATE.USE}`) }),
    ).toBeVisible();
  },
};

export const SearchByName: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    await search(context, '특강');
    await waitFor(async () => {
      const list = await settled(context);
      await expect(list.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        HIDDEN,
      ]);
    }, LOAD);

    await search(context, '없는 수업방');
    const list = await table(context);
    await expect(
      await within(list).findByText(
        t('rooms.manage.noResults', { keyword: '없는 수업방' }),
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(list).getByText(t('empty.noResults.title'))).toBeVisible();
    await expect(within(list).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** The first 20 rooms, then the rest on the next page. */
export const PagesOfTwenty: Story = {
  beforeEach: () => {
    // The institution has more rooms than a page holds.
    const model = roomOf(AUTHOR_FIRST);
    const base = Math.max(...db.rooms.map((room) => room.roomIdx));
    for (let n = 1; n <= 16; n += 1) {
      const room: MockRoom = {
        ...model,
        roomIdx: base + n,
        roomCode: `RCPAGE${String(n).padStart(2, '0')}`,
        roomTitle: `보충 수업 ${String(n).padStart(2, '0')}`,
        roomUserList: [],
        roomBookList: [],
      };
      db.rooms.push(room);
    }
    return signedInAs('admin')();
  },
  play: async (context) => {
    const t = storyTextsOf(context);
    const total = listedRooms().length;
    let list = await settled(context);
    await expect(list.getAllByRole('rowheader')).toHaveLength(20);
    const pages = within(context.canvas.getByRole('navigation', { name: t('pagination.label') }));
    await expect(pages.getByText(t('pagination.range', { from: 1, to: 20, total }))).toBeVisible();
    await context.userEvent.click(pages.getByRole('button', { name: t('pagination.next') }));
    await waitFor(async () => {
      list = await settled(context);
      await expect(list.getAllByRole('rowheader')).toHaveLength(total - 20);
    }, LOAD);
    await expect(
      pages.getByText(t('pagination.range', { from: 21, to: total, total })),
    ).toBeVisible();
  },
};

/** screens.md §5 "leader required in manage mode"; the room is listed once saved. */
export const RegisterARoom: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await settled(context);
    await userEvent.click(canvas.getByRole('button', { name: t('rooms.manage.register') }));
    const dialog = within(
      await screen.findByRole('dialog', { name: t('roomForm.registerTitle') }, LOAD),
    );
    await userEvent.type(
      await dialog.findByRole('textbox', { name: labelled(t('roomForm.name')) }, LOAD),
      '중3 수학 주말반',
    );
    // The form's fields may still be coming in after the name box (CI once found no template
    // field at this point): wait for it as a user would.
    const template = await dialog.findByRole(
      'combobox',
      { name: labelled(t('roomForm.template')) },
      LOAD,
    );
    await waitFor(() => expect(within(template).getByText('기본 수업')).toBeInTheDocument(), LOAD);
    await userEvent.selectOptions(template, '기본 수업');
    // Without a leader the form does not save, and says why at the field.
    const leader = dialog.getByRole('combobox', { name: labelled(t('roomForm.leader')) });
    await userEvent.click(dialog.getByRole('button', { name: t('roomForm.register') }));
    await waitFor(() => expect(leader).toHaveFocus());
    await expect(leader).toHaveAccessibleDescription(expect.stringContaining(t('valid.required')));
    // Only teachers lead rooms.
    const teacher = demoUser('teacher');
    await waitFor(
      () => expect(within(leader).getByRole('option', { name: teacher.userName })).toBeTruthy(),
      LOAD,
    );
    await expect(within(leader).queryByRole('option', { name: demoUser('admin').userName })).toBe(
      null,
    );
    await userEvent.selectOptions(leader, String(teacher.userIdx));
    await userEvent.click(dialog.getByRole('button', { name: t('roomForm.register') }));
    await toasts.says(t('rooms.toast.saved', { name: '중3 수학 주말반' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    const row = await rowOf(context, '중3 수학 주말반');
    await expect(row.getByRole('cell', { name: teacher.userName })).toBeVisible();
    const saved = roomOf('중3 수학 주말반');
    await expect(saved.ownerUserIdx).toBe(teacher.userIdx);
    await expect(saved.roomShowType).toBe(ROOM_OPEN_TYPE.RESERVED);
    await settled(context);
  },
};

export const ModifyARoom: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await settled(context);
    await chooseFromMenu(context, AUTHOR_FIRST, t('rooms.manage.action.modify'));
    const dialog = within(
      await screen.findByRole('dialog', { name: t('roomForm.modifyTitle') }, LOAD),
    );
    const name = await dialog.findByRole('textbox', { name: labelled(t('roomForm.name')) }, LOAD);
    await expect(name).toHaveValue(AUTHOR_FIRST);
    await userEvent.clear(name);
    await userEvent.type(name, '고1 수학 심화반 B');
    await userEvent.click(dialog.getByRole('button', { name: t('roomForm.save') }));
    await toasts.says(t('rooms.toast.saved', { name: '고1 수학 심화반 B' }));
    await expect(await rowOf(context, '고1 수학 심화반 B')).toBeTruthy();
    await waitFor(async () => {
      const list = await settled(context);
      await expect(list.queryByRole('rowheader', { name: AUTHOR_FIRST })).toBeNull();
    }, LOAD);
  },
};

/** screens.md §6 "change leader (only teachers selectable)", "Leader changes by manager". */
export const ChangeTheLeader: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await settled(context);
    await chooseFromMenu(context, AUTHOR_FIRST, t('rooms.manage.action.changeLeader'));
    const dialog = within(
      await screen.findByRole(
        'alertdialog',
        { name: t('rooms.leader.title', { name: AUTHOR_FIRST }) },
        LOAD,
      ),
    );
    const leader = dialog.getByRole('combobox', { name: labelled(t('rooms.leader.label')) });
    await waitFor(() => expect(leader).toBeEnabled(), LOAD);
    await expect(leader).toHaveValue(String(demoUser('teacher').userIdx));
    // Every choice is a teacher of the institution.
    const offered = within(leader)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter((value) => value !== '');
    await expect(offered.length).toBeGreaterThan(1);
    for (const value of offered) {
      const user = db.users.find((candidate) => candidate.userIdx === Number(value));
      await expect([USER_TYPE.TEACHER, USER_TYPE.OPEN_TEACHER]).toContain(user?.userType);
    }
    await expect(offered).not.toContain(String(demoUser('admin').userIdx));
    await expect(offered).not.toContain(String(demoUser('student').userIdx));

    const openteacher = demoUser('openteacher');
    await userEvent.selectOptions(leader, String(openteacher.userIdx));
    await userEvent.click(dialog.getByRole('button', { name: t('rooms.leader.save') }));
    await toasts.says(
      t('rooms.leader.saved', { teacher: openteacher.userName, name: AUTHOR_FIRST }),
    );
    const row = await rowOf(context, AUTHOR_FIRST);
    await waitFor(
      () => expect(row.getByRole('cell', { name: openteacher.userName })).toBeVisible(),
      LOAD,
    );
    await expect(roomOf(AUTHOR_FIRST).ownerUserIdx).toBe(openteacher.userIdx);
    await settled(context);
  },
};

export const RemoveARoomWithoutAClass: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await settled(context);
    await chooseFromMenu(context, AUTHOR_FIRST, t('rooms.manage.action.remove'));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: t('rooms.remove.title', { name: AUTHOR_FIRST }) },
      LOAD,
    );
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.remove.confirm') }),
    );
    await toasts.says(t('rooms.toast.removed', { name: AUTHOR_FIRST }));
    await waitFor(async () => {
      const list = await settled(context);
      await expect(list.queryByRole('rowheader', { name: AUTHOR_FIRST })).toBeNull();
    }, LOAD);
    await expect(roomOf(AUTHOR_FIRST).roomStatus).toBe(ROOM_STATE.CLOSE);
  },
};

/** screens.md §4 "A room with an open meet cannot be removed": the item says why. */
export const ALiveRoomCannotBeRemoved: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    await settled(context);
    const row = await rowOf(context, LIVE);
    await userEvent.click(
      row.getByRole('button', { name: t('rooms.manage.actions', { name: LIVE }) }),
    );
    const menu = within(await screen.findByRole('menu'));
    const remove = menu.getByRole('menuitem', { name: t('rooms.manage.action.remove') });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(t('rooms.remove.meetOpen'));
    await userEvent.click(remove);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(roomOf(LIVE).roomStatus).toBe(ROOM_STATE.USE);
  },
};

/**
 * foundation.md §8 "WB-403-105 (on room removal) no delete permission": the institution took the
 * admins' room registration away while the page was open; the server refuses the removal.
 */
export const RemovalWithoutTheRightSaysNoDeletePermission: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const t = text(locale);
    await settled(context);
    // The frame has read the institution (its brand shows): what changes now, the page learns
    // only from the server's answers.
    await waitFor(
      () => expect(context.canvasElement.querySelector('[data-brand="campus"]')).not.toBeNull(),
      LOAD,
    );
    withdrawRoomRegistration(USER_TYPE.ADMIN);
    await chooseFromMenu(context, AUTHOR_FIRST, t('rooms.manage.action.remove'));
    const confirm = await screen.findByRole('alertdialog', {}, LOAD);
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.remove.confirm') }),
    );
    const modal = await screen.findByRole('alertdialog', { name: t('errorModal.title') }, LOAD);
    await expect(modal).toHaveTextContent(
      errorText('WB-403-105', { locale, context: 'roomRemoval' }),
    );
    await context.userEvent.click(
      within(modal).getByRole('button', { name: t('errorModal.confirm') }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await rowOf(context, AUTHOR_FIRST)).toBeTruthy();
    await expect(roomOf(AUTHOR_FIRST).roomStatus).toBe(ROOM_STATE.USE);
  },
};

export const ARowOpensTheDetail: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    const row = await rowOf(context, LIVE);
    await context.userEvent.click(row.getByRole('rowheader'));
    const dialog = await screen.findByRole('dialog', { name: LIVE }, LOAD);
    await expect(
      await within(dialog).findByText(formatInviteCode(roomOf(LIVE).inviteCode), {}, LOAD),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('tab', { name: t('roomDetail.tab.files') }),
    ).toBeVisible();
  },
};

/** The table and its menus by keyboard: a row opens with Enter, a menu with its button. */
export const ByKeyboard: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    await settled(context);
    const row = await rowOf(context, LIVE);
    (row.getByRole('rowheader').closest('tr') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const detail = await screen.findByRole('dialog', { name: LIVE }, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(detail).not.toBeInTheDocument());

    const ready = await rowOf(context, AUTHOR_FIRST);
    ready.getByRole('button', { name: t('rooms.manage.actions', { name: AUTHOR_FIRST }) }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await expect(
      menu.getByRole('menuitem', { name: t('rooms.manage.action.detail') }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      menu.getByRole('menuitem', { name: t('rooms.manage.action.changeLeader') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole(
        'alertdialog',
        { name: t('rooms.leader.title', { name: AUTHOR_FIRST }) },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/**
 * screens.md §6 "Room registration (`ROOM_REG`) gates register button and kebab menu": the demo
 * monitor has manage access without `ROOM_REG`, so the list is theirs to read, not to change (the
 * server refuses them every change). The detail still opens from the row.
 */
export const WithoutRoomRegistrationTheListOnlyReads: Story = {
  beforeEach: signedInAs('monitor'),
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    const list = await settled(context);
    await expect(list.getAllByRole('rowheader')).toHaveLength(listedRooms().length);
    await expect(canvas.queryByRole('button', { name: t('rooms.manage.register') })).toBeNull();
    await expect(
      list.queryByRole('button', { name: t('rooms.manage.actions', { name: LIVE }) }),
    ).toBeNull();
    await expect(
      list.queryByRole('button', { name: t('rooms.manage.actions', { name: AUTHOR_FIRST }) }),
    ).toBeNull();
    const row = await rowOf(context, AUTHOR_FIRST);
    await context.userEvent.click(row.getByRole('rowheader'));
    await expect(await screen.findByRole('dialog', { name: AUTHOR_FIRST }, LOAD)).toBeVisible();
  },
};

/**
 * A dialog opened from a row or from a row's menu has no trigger of its own: when it closes, focus
 * goes back to the row or to the menu's button, not to the top of the page.
 */
export const ClosingADialogGivesFocusBack: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    await settled(context);
    const row = await rowOf(context, LIVE);
    const rowElement = row.getByRole('rowheader').closest('tr') as HTMLElement;
    rowElement.focus();
    await userEvent.keyboard('{Enter}');
    const detail = await screen.findByRole('dialog', { name: LIVE }, LOAD);
    await userEvent.keyboard('{Escape}');
    // A busy machine closes the dialog and moves focus after the default 1 s of waitFor.
    await waitFor(() => expect(detail).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(rowElement).toHaveFocus(), LOAD);

    const ready = await rowOf(context, AUTHOR_FIRST);
    const menuButton = ready.getByRole('button', {
      name: t('rooms.manage.actions', { name: AUTHOR_FIRST }),
    });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The arrows count from the item the menu focuses when it opens.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true), LOAD);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const leader = await screen.findByRole(
      'alertdialog',
      { name: t('rooms.leader.title', { name: AUTHOR_FIRST }) },
      LOAD,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(leader).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(menuButton).toHaveFocus(), LOAD);
    // The a11y check runs after the play: the page must be given back by the dialog's layer
    // (aria-hidden on the rest is lifted a moment later on a loaded machine; it failed so in CI).
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull(), LOAD);
  },
};
