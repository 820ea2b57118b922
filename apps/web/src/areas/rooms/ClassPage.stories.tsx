import { formatInviteCode } from '@platform/contract';
import { addRoomStressSet, agent, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { shortJoinProcessing } from '../../testing/storyJoin.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { codeTextOf, localeOf, storyTextsOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

const LIVE = '중2 수학 정규반';
const AUTHOR_FIRST = '고1 수학 심화반';
const HIDDEN = '여름방학 특강';
const WITH_PASSWORD = '질문 받는 시간';

const meta = {
  title: 'Screens/Rooms/Class page',
  tags: ['locale-sweep'],
  render: atPath('/demo/meet/list'),
  beforeEach: [signedInAs('teacher'), shortJoinProcessing],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The class page meet/list, where every user lands (screens.md §10 "Class rooms page", ' +
          '§4 Room and Join flow, §6): the invite-code join card, the instant-class card and the ' +
          'reserved-room cards with their join buttons and kebab menus, played against the mock ' +
          'backend and the fake local agent, whose launches make the classes live.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** A field's label, which may carry a required mark after it. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const roomOf = (title: string) => {
  const room = db.rooms.find((candidate) => candidate.roomTitle === title);
  if (!room) throw new Error(`no seeded room ${title}`);
  return room;
};

/** The card of a room, once the list has loaded. */
async function card({ canvas }: PlayContext, title: string) {
  return within(await canvas.findByRole('article', { name: title }, LOAD));
}

/** Opens a room card's kebab menu and chooses an item. */
async function chooseFromMenu(context: PlayContext, title: string, item: string) {
  const t = storyTextsOf(context);
  const room = await card(context, title);
  await context.userEvent.click(
    room.getByRole('button', { name: t('roomCard.menuLabel', { title }) }),
  );
  const menu = await within(document.body).findByRole('menu');
  await context.userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  // The menu closes as the user sees it close: a play that ended during its closing animation
  // left the page under the menu aria-hidden for the a11y check (CI, English run).
  await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
}

/** Waits for the join flow's dialog to say the client is up, then closes it. */
async function waitForLaunch(context: PlayContext) {
  const t = storyTextsOf(context);
  const body = within(document.body);
  const dialog = await body.findByRole('dialog', { name: t('invite.client.title') }, LOAD);
  await waitFor(() => expect(agent.lastLaunch?.outcome).toBe('launched'), LOAD);
  await within(dialog).findByText(t('invite.client.done'), {}, { timeout: 10000 });
}

export const TeacherSeesEveryCard: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('rooms.class.title') }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('inviteJoin.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('instantClass.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('rooms.class.register') })).toBeVisible();

    const live = await card(context, LIVE);
    await expect(live.getByRole('button', { name: t('roomCard.join') })).toBeEnabled();
    await expect(live.getByText(t('roomCard.state.live', { count: 3 }))).toBeVisible();
    const ready = await card(context, AUTHOR_FIRST);
    await expect(ready.getByRole('button', { name: t('roomCard.open') })).toBeEnabled();
    const hidden = await card(context, HIDDEN);
    await expect(hidden.getByText(t('roomCard.hiddenNotice'))).toBeVisible();
    await expect(hidden.queryByRole('button', { name: t('roomCard.open') })).toBeNull();
    // Closed rooms are not listed.
    await expect(canvas.queryByRole('article', { name: '작년 겨울 특강' })).toBeNull();
  },
};

/** screens.md §6: "without it [`MEET_OPEN`] only the invite-code join card shows". */
export const StudentSeesOnlyTheInviteCard: Story = {
  beforeEach: signedInAs('student'),
  play: async (context) => {
    const { canvas } = context;
    const t = storyTextsOf(context);
    await expect(
      await canvas.findByRole('heading', { name: t('inviteJoin.title') }, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('instantClass.title') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('rooms.class.rooms') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('rooms.class.register') })).toBeNull();
  },
};

export const JoinALiveClassThroughTheAgent: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const live = await card(context, LIVE);
    const before = roomOf(LIVE);
    await context.userEvent.click(live.getByRole('button', { name: t('roomCard.join') }));
    await waitForLaunch(context);
    await expect(agent.lastLaunch).toMatchObject({
      command: 'join',
      room: { roomCode: before.roomCode, joinKind: 2 },
      user: { userName: '김민지' },
    });
    // The teacher is in her class already (the seed): the client takes her back in, once.
    await expect(agent.lastLaunch?.entry).toMatchObject({
      meetIdx: db.meets.find((meet) => meet.roomCode === before.roomCode && !meet.endDatetime)
        ?.meetIdx,
    });
    await context.userEvent.keyboard('{Escape}');
    await expect(live.getByText(t('roomCard.state.live', { count: 3 }))).toBeVisible();
  },
};

export const OpenAReservedRoom: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const ready = await card(context, AUTHOR_FIRST);
    await context.userEvent.click(ready.getByRole('button', { name: t('roomCard.open') }));
    await waitForLaunch(context);
    await expect(agent.lastLaunch).toMatchObject({ command: 'open', room: { joinKind: 1 } });
    await context.userEvent.keyboard('{Escape}');
    // The class runs now, with the teacher in it: the card says so.
    await waitFor(
      () => expect(ready.getByRole('button', { name: t('roomCard.join') })).toBeEnabled(),
      LOAD,
    );
    await expect(ready.getByText(t('roomCard.state.live', { count: 1 }))).toBeVisible();
  },
};

export const WithoutTheClientTheInstallDialogShows: Story = {
  beforeEach: () => {
    scenario.set({ agent: 'notInstalled' });
    return signedInAs('teacher')();
  },
  play: async (context) => {
    const t = storyTextsOf(context);
    const live = await card(context, LIVE);
    await context.userEvent.click(live.getByRole('button', { name: t('roomCard.join') }));
    // The dialog checks for the client first, under the join's title, then takes the install
    // title: how long the check lasts is the browser's, so the play waits for where it ends.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: t('invite.client.installTitle') },
      LOAD,
    );
    await expect(dialog).toHaveTextContent(t('invite.client.notInstalled'));
    await expect(agent.launches).toHaveLength(0);
  },
};

/** screens.md §4: a class whose meet has ended by the time of the join: WB-400-025's modal. */
export const AClassThatEndedMeanwhileSaysSo: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const live = await card(context, LIVE);
    // The class ends on the server after the page has shown it running.
    const room = roomOf(LIVE);
    const meet = db.meets.find(
      (candidate) => candidate.roomCode === room.roomCode && !candidate.endDatetime,
    );
    if (meet) meet.endDatetime = '2026-01-01 00:00:00';
    await context.userEvent.click(live.getByRole('button', { name: t('roomCard.join') }));
    const alert = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await expect(alert).toHaveTextContent(codeTextOf(localeOf(context), 'WB-400-025'));
  },
};

export const JoinByInviteCode: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyTextsOf(context);
    const invite = within(await canvas.findByRole('region', { name: t('inviteJoin.title') }, LOAD));
    await userEvent.type(invite.getByRole('textbox'), roomOf(LIVE).inviteCode);
    await userEvent.click(invite.getByRole('button', { name: t('inviteJoin.join') }));
    const confirm = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await expect(confirm).toHaveTextContent(t('rooms.join.normal'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('rooms.join.confirm') }));
    await waitForLaunch(context);
    await expect(agent.lastLaunch).toMatchObject({ command: 'join' });
  },
};

export const AnUnknownInviteCodeIsRefusedAtTheField: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyTextsOf(context);
    const invite = within(await canvas.findByRole('region', { name: t('inviteJoin.title') }, LOAD));
    await userEvent.type(invite.getByRole('textbox'), '111222333');
    await userEvent.click(invite.getByRole('button', { name: t('inviteJoin.join') }));
    await expect(await invite.findByText(t('error.invalidInvite'), {}, LOAD)).toBeVisible();
    await expect(agent.launches).toHaveLength(0);
  },
};

export const CopyTheInviteLinkAndTheInvitation: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    const written: string[] = [];
    const writeText = fn(async (value: string) => {
      written.push(value);
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    const room = roomOf(LIVE);
    await chooseFromMenu(context, LIVE, t('roomCard.action.copyLink'));
    await toasts.says(t('rooms.toast.linkCopied'));
    await expect(written[0]).toBe(`${window.location.origin}/invite/1/${room.inviteCode}`);

    await chooseFromMenu(context, LIVE, t('roomCard.action.copyInfo'));
    await toasts.says(t('rooms.toast.infoCopied'));
    await expect(written[1]).toContain(LIVE);
    await expect(written[1]).toContain(formatInviteCode(room.inviteCode));
    await expect(written[1]).toContain(written[0]);
  },
};

export const TheQrCodeOpensOnlyWhenAsked: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    await chooseFromMenu(context, LIVE, t('roomCard.action.qr'));
    const dialog = await within(document.body).findByRole('dialog', {}, LOAD);
    await expect(await within(dialog).findByRole('img', {}, LOAD)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('qrCode.save') })).toBeEnabled();
  },
};

/** screens.md §4: "A room with an open meet cannot be removed"; §2: the list refreshes 1 s after. */
export const RemoveARoomWithoutAClass: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await chooseFromMenu(context, AUTHOR_FIRST, t('roomCard.action.remove'));
    const confirm = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.remove.confirm') }),
    );
    await toasts.says(t('rooms.toast.removed', { name: AUTHOR_FIRST }));
    await waitFor(
      () => expect(context.canvas.queryByRole('article', { name: AUTHOR_FIRST })).toBeNull(),
      LOAD,
    );
  },
};

export const ALiveRoomCannotBeRemoved: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const room = await card(context, LIVE);
    await userEvent.click(
      room.getByRole('button', { name: t('roomCard.menuLabel', { title: LIVE }) }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: new RegExp(t('roomCard.action.remove')) }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const CloseTheClass: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await chooseFromMenu(context, LIVE, t('roomCard.action.close'));
    const confirm = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await context.userEvent.click(
      within(confirm).getByRole('button', { name: t('rooms.close.confirm') }),
    );
    await toasts.says(t('rooms.toast.closed', { name: LIVE }));
    const live = await card(context, LIVE);
    await waitFor(
      () => expect(live.getByRole('button', { name: t('roomCard.open') })).toBeEnabled(),
      LOAD,
    );
    // The close wrote the class's log.
    await expect(db.classLogs.some((log) => log.roomCode === roomOf(LIVE).roomCode)).toBe(true);
  },
};

/** The class password is asked for, and a wrong one is refused before the client starts. */
export const AClassWithAPasswordAsksForIt: Story = {
  beforeEach: signedInAs('openteacher'),
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const room = await card(context, WITH_PASSWORD);
    await userEvent.click(room.getByRole('button', { name: t('roomCard.join') }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, LOAD);
    const field = within(dialog).getByLabelText(t('rooms.join.password'));
    await userEvent.type(field, '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: t('rooms.join.confirm') }));
    await expect(await within(dialog).findByText(t('rooms.join.passwordWrong'))).toBeVisible();
    await expect(agent.launches).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: t('rooms.join.confirm') }));
    await waitForLaunch(context);
  },
};

export const StartAnInstantClass: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyTextsOf(context);
    const instant = within(
      await canvas.findByRole('region', { name: t('instantClass.title') }, LOAD),
    );
    await userEvent.type(
      instant.getByLabelText(labelled(t('instantClass.roomTitle'))),
      '보강 수업',
    );
    await userEvent.type(instant.getByLabelText(labelled(t('instantClass.password'))), 'ab12');
    await userEvent.click(instant.getByRole('button', { name: t('instantClass.start') }));
    await waitForLaunch(context);
    await expect(agent.lastLaunch).toMatchObject({
      command: 'open',
      room: { roomTitle: '보강 수업' },
    });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('article', { name: '보강 수업' }, LOAD)).toBeVisible();
  },
};

export const TheTitleOpensTheRoomDetail: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const live = await card(context, LIVE);
    await context.userEvent.click(live.getByRole('button', { name: LIVE }));
    const dialog = await within(document.body).findByRole('dialog', { name: LIVE }, LOAD);
    await expect(within(dialog).getByText(formatInviteCode(roomOf(LIVE).inviteCode))).toBeVisible();
    await context.userEvent.click(
      within(dialog).getByRole('tab', { name: t('roomDetail.tab.files') }),
    );
    const files = await within(dialog).findByRole(
      'list',
      { name: t('roomDetail.tab.files') },
      LOAD,
    );
    await expect(within(files).getByText('일차함수 개념 정리.pdf')).toBeVisible();
  },
};

export const ModifyARoom: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await chooseFromMenu(context, AUTHOR_FIRST, t('roomCard.action.modify'));
    const dialog = await within(document.body).findByRole('dialog', {}, LOAD);
    const name = await within(dialog).findByLabelText(labelled(t('roomForm.name')), {}, LOAD);
    await expect(name).toHaveValue(AUTHOR_FIRST);
    await userEvent.clear(name);
    await userEvent.type(name, '고1 수학 심화반 B');
    await userEvent.click(within(dialog).getByRole('button', { name: t('roomForm.save') }));
    await toasts.says(t('rooms.toast.saved', { name: '고1 수학 심화반 B' }));
    await expect(
      await context.canvas.findByRole('article', { name: '고1 수학 심화반 B' }, LOAD),
    ).toBeVisible();
  },
};

/** The kebab menu by keyboard: its button, the arrow keys and Enter. */
export const TheMenuByKeyboard: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const room = await card(context, AUTHOR_FIRST);
    room.getByRole('button', { name: t('roomCard.menuLabel', { title: AUTHOR_FIRST }) }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('dialog', {}, LOAD)).toBeVisible();
  },
};

/** A dialog opened from a card's menu gives focus back to the menu's button when it closes. */
export const ClosingADialogGivesFocusBack: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const t = storyTextsOf(context);
    const room = await card(context, LIVE);
    const trigger = room.getByRole('button', { name: t('roomCard.menuLabel', { title: LIVE }) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('roomCard.action.qr') }));
    const dialog = await within(document.body).findByRole('dialog', {}, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Twenty rooms a page, and more on request: a teacher with hundreds of rooms drew every card
 * before the first tap (a menu tap took 0.9 s at 4x CPU with 500 rooms, BENCHMARKS.md).
 */
export const ManyRoomsComeTwentyAPage: Story = {
  beforeEach: () => {
    addRoomStressSet(db, { rooms: 30, userId: 'teacher', now: new Date() });
    return signedInAs('teacher')();
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyTextsOf(context);
    const rooms = await canvas.findByRole('list', { name: t('rooms.class.rooms') }, LOAD);
    await waitFor(() => expect(within(rooms).getAllByRole('article')).toHaveLength(20), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: t('loadMore.button') }));
    // The 30 added and the teacher's 7 of the seed.
    await waitFor(() => expect(within(rooms).getAllByRole('article')).toHaveLength(37), LOAD);
    await expect(canvas.queryByRole('button', { name: t('loadMore.button') })).toBeNull();
  },
};
