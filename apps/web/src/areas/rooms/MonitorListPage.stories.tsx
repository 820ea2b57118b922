import {
  CONFIG_KEY,
  FUNC_USE_POSITION,
  formatConfigString,
  type Locale,
  parseConfigString,
  USER_TYPE,
} from '@platform/contract';
import { agent, DEMO_COMPANY_IDX, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { api } from '../../app/session/api.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { shortJoinProcessing } from '../../testing/storyJoin.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { codeTextOf, localeOf, storyTextsOf, textOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

/** Seeded live classes of the demo institution (mocks/src/db/areas/classes.ts and rooms.ts). */
const LIVE = '중2 수학 정규반';
const STUDY = '자율 학습실';
const QUESTIONS = '질문 받는 시간';
const ELSEWHERE = '5학년 1반 아침 활동';

const meta = {
  title: 'Screens/Rooms/Monitoring',
  tags: ['locale-sweep'],
  render: atPath('/demo/manage/monitor/list'),
  beforeEach: [signedInAs('admin'), shortJoinProcessing],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Monitoring, manage/monitor/list (issue 19 item 8; screens.md §10 "Monitoring", §6 ' +
          '"Monitoring joins as user type 4"), behind the monitoring flag (`WEB_FUNC_USE` position ' +
          '7): the institution’s running classes with their leader, attendees and start; search by ' +
          'class or leader; a row opens who is inside now; "Monitor" watches through the local ' +
          'agent without being counted; "Close" ends the class. The list asks again every 10 s ' +
          'and when the window comes back. Played by the demo admin against the mock backend.',
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

const demoUser = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyIdx === DEMO_COMPANY_IDX && candidate.userId === userId,
  );
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
};

/** The classes running now in the demo institution. */
const liveMeets = () =>
  db.meets.filter((meet) => meet.companyIdx === DEMO_COMPANY_IDX && meet.endDatetime === null);

const meetOf = (title: string) => {
  const meet = liveMeets().find((candidate) => candidate.meetTitle === title);
  if (!meet) throw new Error(`no live class ${title}`);
  return meet;
};

/** Who is inside a class now, by the mock's records. */
const insideOf = (meetIdx: number) =>
  db.meetUsers.filter((row) => row.meetIdx === meetIdx && row.quitDatetime === null);

/** The window comes back to the front, as the browser says it (react-query listens to this). */
const comeBack = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

/** Switches a WEB_FUNC_USE flag of the demo institution on the server. */
function setDemoFeature(position: number, on: boolean) {
  const demo = db.companies.find((company) => company.companyIdx === DEMO_COMPANY_IDX);
  if (!demo) throw new Error('no demo institution in the seed');
  for (const field of ['cfg', 'cfgEn'] as const) {
    const stored = demo[field];
    if (!stored) continue;
    const parsed = parseConfigString(stored);
    if (!parsed.ok) throw new Error('the demo configuration does not parse');
    const flags = [...(parsed.value.get(CONFIG_KEY.WEB_FUNC_USE)?.[0] ?? [])];
    flags[position - 1] = on ? '1' : '0';
    parsed.value.set(CONFIG_KEY.WEB_FUNC_USE, [flags]);
    demo[field] = formatConfigString(parsed.value);
  }
}

async function table(context: PlayContext) {
  const t = storyTextsOf(context);
  return context.canvas.findByRole('table', { name: t('rooms.monitor.table') }, LOAD);
}

/** The table has loaded (its first load and a new search show busy). */
async function settled(context: PlayContext) {
  const list = await table(context);
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), LOAD);
  return within(list);
}

const titlesIn = (list: ReturnType<typeof within>) =>
  list
    .queryAllByRole('rowheader')
    .map((cell: HTMLElement) => cell.textContent)
    .sort();

async function rowOf(context: PlayContext, title: string) {
  const list = await table(context);
  const cell = await within(list).findByRole('rowheader', { name: title }, LOAD);
  return within(cell.closest('tr') as HTMLElement);
}

async function search(context: PlayContext, keyword: string) {
  const t = storyTextsOf(context);
  const box = context.canvas.getByRole('searchbox', { name: t('rooms.monitor.search') });
  await context.userEvent.clear(box);
  await context.userEvent.type(box, `${keyword}{Enter}`);
}

export const TheClassesRunningNow: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('rooms.monitor.title') }, LOAD),
    ).toBeVisible();
    const list = await settled(context);
    await waitFor(
      () =>
        expect(titlesIn(list)).toEqual(
          liveMeets()
            .map((meet) => meet.meetTitle)
            .sort(),
        ),
      LOAD,
    );
    // Another institution's class is not this one's to watch.
    await expect(titlesIn(list)).not.toContain(ELSEWHERE);
    const live = await rowOf(context, LIVE);
    await expect(live.getByRole('cell', { name: '김민지' })).toBeVisible();
    await expect(
      live.getByRole('cell', { name: t('rooms.monitor.attendeeCount', { count: 3 }) }),
    ).toBeVisible();
    const study = await rowOf(context, STUDY);
    await expect(study.getByRole('cell', { name: '이준호' })).toBeVisible();
    await expect(
      study.getByRole('cell', { name: t('rooms.monitor.attendeeCount', { count: 2 }) }),
    ).toBeVisible();
    await expect(
      live.getByRole('button', { name: t('rooms.monitor.joinLabel', { title: LIVE }) }),
    ).toBeEnabled();
    await expect(
      live.getByRole('button', { name: t('rooms.monitor.closeLabel', { title: LIVE }) }),
    ).toBeEnabled();
  },
};

/** screens.md §10: search; the mock matches the class, its room and its leader. */
export const SearchByClassOrLeader: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    await search(context, '중2');
    await waitFor(async () => {
      const list = await settled(context);
      await expect(titlesIn(list)).toEqual([LIVE]);
    }, LOAD);
    await search(context, '이준호');
    await waitFor(async () => {
      const list = await settled(context);
      await expect(titlesIn(list)).toEqual([QUESTIONS, STUDY].sort());
    }, LOAD);
    await search(context, '없는 수업');
    const list = await table(context);
    await expect(
      await within(list).findByText(
        t('rooms.monitor.noResults', { keyword: '없는 수업' }),
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(list).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** The row's dialog lists who is inside now, and follows them while it is open. */
export const ARowOpensWhoIsInside: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    const meet = meetOf(LIVE);
    const inside = insideOf(meet.meetIdx);
    await expect(inside).toHaveLength(3);
    const row = await rowOf(context, LIVE);
    await context.userEvent.click(row.getByRole('rowheader'));
    const dialog = within(
      await screen.findByRole(
        'dialog',
        { name: t('rooms.monitor.attendees.title', { title: LIVE }) },
        LOAD,
      ),
    );
    const people = within(
      await dialog.findByRole('table', { name: t('rooms.monitor.attendees.table') }, LOAD),
    );
    await expect(titlesIn(people)).toEqual(inside.map((row) => row.userName).sort());
    const teacherRow = within(
      people.getByRole('rowheader', { name: '김민지' }).closest('tr') as HTMLElement,
    );
    await expect(
      teacherRow.getByRole('cell', { name: t(`code.USER_TYPE.${USER_TYPE.TEACHER}`) }),
    ).toBeVisible();
    // The student who left earlier is not inside.
    const left = db.meetUsers.find((row) => row.meetIdx === meet.meetIdx && row.quitDatetime);
    if (left) await expect(people.queryByRole('rowheader', { name: left.userName })).toBeNull();

    // A student's client quits; the dialog follows when the window comes back.
    const leaving = inside.find((row) => row.userType === USER_TYPE.STUDENT);
    if (!leaving) throw new Error('no student inside the seeded class');
    agent.leaveClass({ meetIdx: meet.meetIdx, userIdx: leaving.userIdx });
    comeBack();
    await waitFor(
      () => expect(people.queryByRole('rowheader', { name: leaving.userName })).toBeNull(),
      LOAD,
    );
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      row.getByRole('cell', { name: t('rooms.monitor.attendeeCount', { count: 2 }) }),
    ).toBeVisible();
  },
};

/** screens.md §6 "Monitoring joins as user type 4": the watcher is not one of the attendees. */
export const MonitorThroughTheAgent: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    const meet = meetOf(LIVE);
    const row = await rowOf(context, LIVE);
    await context.userEvent.click(
      row.getByRole('button', { name: t('rooms.monitor.joinLabel', { title: LIVE }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('invite.client.title') }, LOAD);
    await waitFor(() => expect(agent.lastLaunch?.outcome).toBe('launched'), LOAD);
    await within(dialog).findByText(t('invite.client.done'), {}, LOAD);
    await expect(agent.launches).toHaveLength(1);
    await expect(agent.lastLaunch).toMatchObject({
      command: 'join',
      room: { roomCode: meet.roomCode, meetIdx: meet.meetIdx, joinKind: 3 },
      user: { userIdx: demoUser('admin').userIdx, userType: 4 },
      entry: { meetIdx: meet.meetIdx, monitor: true },
    });
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still three inside: the watcher is not counted, on the server or on the screen.
    await expect(insideOf(meet.meetIdx)).toHaveLength(3);
    comeBack();
    await settled(context);
    await expect(
      row.getByRole('cell', { name: t('rooms.monitor.attendeeCount', { count: 3 }) }),
    ).toBeVisible();
  },
};

/** By keyboard: the arrows move between rows, Enter opens one, Tab reaches its buttons. */
export const ByKeyboard: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const list = await settled(context);
    // Newest first: the row after the first is the next class that started before it.
    const order = liveMeets()
      .sort((a, b) => b.startDatetime.localeCompare(a.startDatetime) || b.meetIdx - a.meetIdx)
      .map((meet) => meet.meetTitle);
    const second = order[1] ?? '';
    const rows = list.getAllByRole('rowheader').map((cell) => cell.closest('tr') as HTMLElement);
    rows[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    const row = within(rows[1] as HTMLElement);
    await expect(rows[1]).toHaveFocus();
    await expect(row.getByRole('rowheader')).toHaveTextContent(second);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'dialog',
      { name: t('rooms.monitor.attendees.title', { title: second }) },
      LOAD,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const monitor = row.getByRole('button', {
      name: t('rooms.monitor.joinLabel', { title: second }),
    });
    monitor.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: t('invite.client.title') }, LOAD);
    await waitFor(() => expect(agent.lastLaunch?.room.joinKind).toBe(3), LOAD);
  },
};

/**
 * The attendees dialog and the close confirmation have no trigger of their own: when they close,
 * focus goes back to the row or the button that opened them, not to the top of the page.
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
    const dialog = await screen.findByRole(
      'dialog',
      { name: t('rooms.monitor.attendees.title', { title: LIVE }) },
      LOAD,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(rowElement).toHaveFocus());

    const close = row.getByRole('button', { name: t('rooms.monitor.closeLabel', { title: LIVE }) });
    close.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', {}, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() => expect(close).toHaveFocus());
    // Nothing was closed.
    await expect(meetOf(LIVE).endDatetime).toBeNull();
  },
};

export const WithoutTheClientTheInstallDialogShows: Story = {
  beforeEach: () => {
    scenario.set({ agent: 'notInstalled' });
    return signedInAs('admin')();
  },
  play: async (context) => {
    const t = storyTextsOf(context);
    await settled(context);
    const row = await rowOf(context, LIVE);
    await context.userEvent.click(
      row.getByRole('button', { name: t('rooms.monitor.joinLabel', { title: LIVE }) }),
    );
    // The join's title shows only while the client is looked for, which may be too short to see.
    const dialog = await screen.findByRole(
      'dialog',
      { name: t('invite.client.installTitle') },
      LOAD,
    );
    await expect(within(dialog).getByText(t('invite.client.notInstalled'))).toBeVisible();
    // Monitoring watches in the installed client only: no web alternative is offered.
    await expect(
      within(dialog).queryByRole('button', { name: t('invite.client.openOnWeb') }),
    ).toBeNull();
    await expect(agent.launches).toHaveLength(0);
  },
};

/** screens.md §7 Monitoring "close class (roomCode, meetIdx, remove false)". */
export const CloseAClass: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await settled(context);
    const meet = meetOf(LIVE);
    const row = await rowOf(context, LIVE);
    await context.userEvent.click(
      row.getByRole('button', { name: t('rooms.monitor.closeLabel', { title: LIVE }) }),
    );
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: t('rooms.close.title', { name: LIVE }) },
      LOAD,
    );
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.close.confirm') }),
    );
    await toasts.says(t('rooms.toast.closed', { name: LIVE }));
    await waitFor(async () => {
      const list = await settled(context);
      await expect(list.queryByRole('rowheader', { name: LIVE })).toBeNull();
    }, LOAD);
    // The class ended and its log was written; the room stays.
    await expect(db.meets.find((m) => m.meetIdx === meet.meetIdx)?.endDatetime).not.toBeNull();
    const log = db.classLogs.find((candidate) => candidate.meetIdx === meet.meetIdx);
    await expect(log).toBeDefined();
    await expect(log?.roomCode).toBe(meet.roomCode);
    await expect(db.rooms.find((room) => room.roomCode === meet.roomCode)?.roomStatus).toBe(1);
  },
};

/** A class closed elsewhere between two looks: the close says the class is gone. */
export const ClosingAClassThatEndedMeanwhileSaysSo: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const t = text(locale);
    await settled(context);
    const meet = meetOf(STUDY);
    const row = await rowOf(context, STUDY);
    await context.userEvent.click(
      row.getByRole('button', { name: t('rooms.monitor.closeLabel', { title: STUDY }) }),
    );
    const confirm = await screen.findByRole('alertdialog', {}, LOAD);
    // The room's owner closes the class in the classroom client meanwhile.
    const owner = await agent.actAsClient({ userIdx: demoUser('openteacher').userIdx });
    await owner.call('roomJoin.CLOSE', {
      roomCode: meet.roomCode,
      meetIdx: meet.meetIdx,
      remove: false,
    });
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.close.confirm') }),
    );
    await expect(
      await within(confirm).findByText(codeTextOf(locale, 'WB-400-025'), { exact: false }, LOAD),
    ).toBeVisible();
  },
};

/**
 * The list is watched: a class that ends on the server leaves it at the next look, which the
 * window's coming back starts at once (the 10 s refresh would too, later).
 */
export const AClassThatEndsOnTheServerLeavesAtTheNextLook: Story = {
  play: async (context) => {
    await settled(context);
    const meet = meetOf(STUDY);
    await rowOf(context, STUDY);
    const owner = await agent.actAsClient({ userIdx: demoUser('openteacher').userIdx });
    const closed = await owner.call('roomJoin.CLOSE', {
      roomCode: meet.roomCode,
      meetIdx: meet.meetIdx,
      remove: false,
    });
    await expect(closed.status).toBe(200);
    comeBack();
    // Well before the 10 s refresh: the look the window's return started.
    await waitFor(
      async () => {
        const list = await settled(context);
        await expect(list.queryByRole('rowheader', { name: STUDY })).toBeNull();
      },
      { timeout: 5000 },
    );
    await expect(await rowOf(context, LIVE)).toBeTruthy();
  },
};

/** Nothing runs: every class of the institution has been closed before the page opens. */
export const NothingRuns: Story = {
  beforeEach: async () => {
    const signOut = await signedInAs('admin')();
    for (const meet of liveMeets()) {
      await api.call('roomJoin.CLOSE', {
        roomCode: meet.roomCode,
        meetIdx: meet.meetIdx,
        remove: false,
      });
    }
    return signOut;
  },
  play: async (context) => {
    const t = storyTextsOf(context);
    const list = await settled(context);
    await expect(await list.findByText(t('rooms.monitor.empty.title'), {}, LOAD)).toBeVisible();
    await expect(list.getByText(t('rooms.monitor.empty.description'))).toBeVisible();
    await expect(list.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** The monitoring list calls the page has made (set by the story that counts them). */
let monitorCalls: () => string[] = () => [];

/**
 * foundation.md §2 "monitoring (flag)": an institution without it has no monitoring tab, and the
 * address typed in says monitoring is not in use, without asking the server for classes.
 */
export const WithoutTheFlagMonitoringIsNotInUse: Story = {
  beforeEach: async () => {
    setDemoFeature(FUNC_USE_POSITION.MONITORING, false);
    const signOut = await signedInAs('admin')();
    // Every call the page makes from now on.
    const asked: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return original(input, init);
    };
    monitorCalls = () => asked.filter((url) => /\/meet\?(.*&)?command=LIST\b/.test(url));
    return () => {
      globalThis.fetch = original;
      signOut();
    };
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('rooms.monitor.title') }, LOAD),
    ).toBeVisible();
    await expect(await canvas.findByText(t('rooms.monitor.notInUse.title'))).toBeVisible();
    await expect(canvas.getByText(t('rooms.monitor.notInUse.description'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('frame.tab.monitoring') })).toBeNull();
    // The window coming back asks nothing either.
    comeBack();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(monitorCalls()).toEqual([]);
  },
};
