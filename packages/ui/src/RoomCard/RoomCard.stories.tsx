import {
  codeLabelKey,
  ENTRY_MODE,
  formatDisplayDate,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
} from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  MEET_STARTER_IDX,
  ROOM_OWNER_IDX,
  STORY_NOW,
  storyLiveMeet,
  storyRoom,
} from '../internal/testing/roomFixtures.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { RoomCard } from './RoomCard.tsx';
import { ROOM_CARD_ACTIONS, type RoomCardAction } from './roomCardRules.ts';

const NOW = STORY_NOW;
const OWNER = ROOM_OWNER_IDX;
const STARTER = MEET_STARTER_IDX;
const room = storyRoom;
const liveMeet = storyLiveMeet;

const meta = {
  title: 'Rooms/RoomCard',
  component: RoomCard,
  tags: ['locale-sweep'],
  args: {
    room: room(),
    currentUserIdx: OWNER,
    canOpenMeet: true,
    canRegister: true,
    canManage: true,
    now: NOW,
    onJoin: fn(),
    onAction: fn(),
    onOpenDetail: fn(),
  },
  decorators: [
    (Story) => (
      // A phone's width: the card as the class page shows it in one column.
      <div style={{ maxInlineSize: '390px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A room of the class page (screens.md §10): title (opens the room details), leader, use ' +
          'period (year 9999 reads "unlimited"), attendee count and state (ready, live with its ' +
          'head count, hidden). The join button joins a running class, opens one when the user ' +
          'may (`MEET_OPEN`, or a reserved room whose entry mode is anyone first), and otherwise ' +
          'says "class preparing", disabled. A hidden room says "manage hidden room" and cannot ' +
          'be joined. With `ROOM_REG` (`canRegister`) the card has the kebab menu, which a 500 ms ' +
          'press of a finger on the card opens too; modify and remove need `canManage`, close ' +
          'class the owner or the non-owner who started a non-reserved meet, and remove is ' +
          'unavailable while a meet is open. The card calls `onJoin`, `onAction` and ' +
          '`onOpenDetail`; it fetches nothing.' +
          '\n\n**When to use.** Use it on the class page, one card per room, beside InstantClassCard and InviteJoinCard. Its title opens the room’s details, shown with RoomDetailDialog; to register or modify a room use RoomFormDialog.' +
          '\n\n**States.** Ready, class preparing, anyone first without meet open, live class, hidden, unlimited period, without room registration, kebab by mouse, kebab by keyboard, close class by owner, close class by starter of instant room, no close for starter of reserved room, remove blocked while meet open, long press opens menu, long press on join does not join and short tap does not open menu.',
      },
    },
  },
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The mock was called once, with these arguments. */
const calledOnceWith = async (mock: unknown, ...values: unknown[]) => {
  await expect(mock).toHaveBeenCalledOnce();
  await expect(mock).toHaveBeenCalledWith(...values);
};

const text = (context: Pick<Context, 'globals'>, key: string, params?: Record<string, unknown>) =>
  kitText(localeOf(context), key, params as never);

const actionLabel = (context: Context, action: RoomCardAction) =>
  text(context, `roomCard.action.${action}`);

const menuLabel = (context: Context) =>
  text(context, 'roomCard.menuLabel', { title: context.args.room.roomTitle });

const cardOf = (context: Context) =>
  context.canvas.getByRole('article', { name: context.args.room.roomTitle });

const joinButton = (context: Context, key: string) =>
  context.canvas.getByRole('button', { name: text(context, key) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openMenuWithMouse = async (context: Context) => {
  await context.userEvent.click(context.canvas.getByRole('button', { name: menuLabel(context) }));
  const menu = await screen.findByRole('menu');
  // Radix keeps the menu hidden until its popper has measured where to place it.
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
};

const closeMenu = async (context: Context) => {
  await context.userEvent.keyboard('{Escape}');
  // The page stays inert (aria-hidden) until the menu has closed; axe runs after the play.
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
};

/** A finger on `target`: the pointer events a touch screen sends, at the target's centre. */
const touch = (target: Element) => {
  const box = target.getBoundingClientRect();
  const at = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const send = (type: string, dx = 0, dy = 0, pointerType = 'touch') =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 7,
        pointerType,
        isPrimary: true,
        clientX: at.x + dx,
        clientY: at.y + dy,
      }),
    );
  return {
    down: (pointerType = 'touch') => send('pointerdown', 0, 0, pointerType),
    move: (dx: number, dy: number) => send('pointermove', dx, dy),
    up: (pointerType = 'touch') => send('pointerup', 0, 0, pointerType),
  };
};

/** The card's facts, away from its buttons: where a finger rests to open the menu. */
const factsOf = (context: Context) => {
  const facts = cardOf(context).querySelector('dl');
  if (!facts) throw new Error('The card shows no facts');
  return facts;
};

/** No meet, and the user holds `MEET_OPEN`: "start class" opens it; the title opens the details. */
export const Ready: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const card = cardOf(context);
    await expect(card).toBeVisible();
    await expect(canvas.getByText(text(context, 'roomCard.state.ready'))).toBeVisible();
    await expect(canvas.getByText('김선생')).toBeVisible();
    await expect(
      canvas.getByText(text(context, 'roomCard.attendeeCount', { count: 4 })),
    ).toBeVisible();
    const period = card.querySelector('[data-slot="room-card-period"]');
    await expect(period).toHaveTextContent(formatDisplayDate('2026-03-02 00:00:00', NOW));
    await expect(period).toHaveTextContent(formatDisplayDate('2026-08-31 23:59:59', NOW));

    const start = joinButton(context, 'roomCard.open');
    await expect(start).toBeEnabled();
    await expect(start).toHaveAccessibleDescription(args.room.roomTitle);
    await userEvent.click(start);
    await calledOnceWith(args.onJoin, args.room);

    await userEvent.click(canvas.getByRole('button', { name: args.room.roomTitle }));
    await calledOnceWith(args.onOpenDetail, args.room);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** No meet, no `MEET_OPEN`, an author-first room: "class preparing", disabled. */
export const ClassPreparing: Story = {
  args: { canOpenMeet: false },
  play: async (context) => {
    const { userEvent, args } = context;
    const preparing = joinButton(context, 'roomCard.preparing');
    await expect(preparing).toBeDisabled();
    await userEvent.click(preparing);
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(
      context.canvas.queryByRole('button', { name: text(context, 'roomCard.open') }),
    ).toBeNull();
  },
};

/** A reserved room whose entry mode is anyone first opens without `MEET_OPEN` (screens.md §6). */
export const AnyoneFirstWithoutMeetOpen: Story = {
  args: { canOpenMeet: false, room: room({ roomOpenType: ENTRY_MODE.ANYONE_FIRST }) },
  play: async (context) => {
    const start = joinButton(context, 'roomCard.open');
    await expect(start).toBeEnabled();
    await context.userEvent.click(start);
    await calledOnceWith(context.args.onJoin, context.args.room);
  },
};

/** A running class: the state says so with its head count; anyone listed joins it. */
export const LiveClass: Story = {
  args: { canOpenMeet: false, room: room({ meet: liveMeet() }) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const state = cardOf(context).querySelector('[data-slot="room-card-state"]');
    await expect(state).toHaveTextContent(text(context, 'roomCard.state.live', { count: 3 }));
    await expect(state).toHaveAttribute('data-tone', 'success');
    const join = joinButton(context, 'roomCard.join');
    await userEvent.click(join);
    await calledOnceWith(args.onJoin, args.room);
    await expect(canvas.queryByText(text(context, 'roomCard.preparing'))).toBeNull();
  },
};

/** A hidden room: "manage hidden room", no join; details and the menu stay (assumed). */
export const Hidden: Story = {
  args: { room: room({ roomStatus: ROOM_STATE.HIDE, meet: liveMeet() }) },
  play: async (context) => {
    const { canvas, args } = context;
    const card = cardOf(context);
    await expect(card).toHaveAttribute('data-disabled');
    await expect(
      canvas.getByText(text(context, codeLabelKey('ROOM_STATE', ROOM_STATE.HIDE))),
    ).toBeVisible();
    await expect(canvas.getByText(text(context, 'roomCard.hiddenNotice'))).toBeVisible();
    for (const key of ['roomCard.join', 'roomCard.open', 'roomCard.preparing']) {
      await expect(canvas.queryByRole('button', { name: text(context, key) })).toBeNull();
    }
    await context.userEvent.click(canvas.getByRole('button', { name: args.room.roomTitle }));
    await expect(args.onOpenDetail).toHaveBeenCalledOnce();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** An end date in year 9999 reads "unlimited" (foundation.md §3). */
export const UnlimitedPeriod: Story = {
  args: { room: room({ showEndDatetime: '9999-12-31 23:59:59' }) },
  play: async (context) => {
    const period = cardOf(context).querySelector('[data-slot="room-card-period"]');
    await expect(period).toHaveTextContent(text(context, 'date.unlimited'));
    await expect(period?.querySelector('[data-unlimited]')).not.toBeNull();
  },
};

/** Without `ROOM_REG` there is no kebab menu, and a long press opens nothing (screens.md §6). */
export const WithoutRoomRegistration: Story = {
  args: { canRegister: false, canManage: false },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', { name: menuLabel(context) }),
    ).not.toBeInTheDocument();
    const finger = touch(factsOf(context));
    finger.down();
    await sleep(700);
    finger.up();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Each item of the menu, chosen with the mouse, calls onAction with its action and the room. */
export const KebabByMouse: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const menu = await openMenuWithMouse(context);
    // No meet: no "close class".
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      ['qr', 'copyLink', 'copyInfo', 'modify', 'remove'].map((action) =>
        actionLabel(context, action as RoomCardAction),
      ),
    );
    await expect(menu).toHaveAccessibleName(menuLabel(context));
    await closeMenu(context);
    for (const action of ['qr', 'copyLink', 'copyInfo', 'modify', 'remove'] as const) {
      await openMenuWithMouse(context);
      await userEvent.click(screen.getByRole('menuitem', { name: actionLabel(context, action) }));
      await expect(args.onAction).toHaveBeenLastCalledWith(action, args.room);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
    await expect(args.onAction).toHaveBeenCalledTimes(5);
  },
};

/** The menu by keyboard: Tab to its button, Enter opens, arrows move, Enter chooses. */
export const KebabByKeyboard: Story = {
  args: { room: room({ roomShowType: ROOM_OPEN_TYPE.INSTANT, meet: liveMeet() }) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const trigger = canvas.getByRole('button', { name: menuLabel(context) });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: args.room.roomTitle })).toHaveFocus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // The owner of a live class: every action, remove unavailable (arrows skip it).
    const reachable = ROOM_CARD_ACTIONS.filter((action) => action !== 'remove');
    for (const [index, action] of reachable.entries()) {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('menu');
      await waitFor(() =>
        expect(document.activeElement).toHaveTextContent(actionLabel(context, 'qr')),
      );
      for (let step = 0; step < index; step += 1) await userEvent.keyboard('{ArrowDown}');
      await expect(document.activeElement).toHaveAccessibleName(actionLabel(context, action));
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenLastCalledWith(action, args.room);
      await waitFor(() => expect(trigger).toHaveFocus());
    }
    await expect(args.onAction).toHaveBeenCalledTimes(reachable.length);
  },
};

/** The owner sees "close class" while a meet exists, and choosing it calls onAction('close'). */
export const CloseClassByOwner: Story = {
  args: { room: room({ meet: liveMeet(STARTER) }) },
  play: async (context) => {
    await openMenuWithMouse(context);
    const close = screen.getByRole('menuitem', { name: actionLabel(context, 'close') });
    await expect(close).toHaveAttribute('data-tone', 'danger');
    await context.userEvent.click(close);
    await calledOnceWith(context.args.onAction, 'close', context.args.room);
  },
};

/** A non-owner who started the meet of an instant room may close it (screens.md §6). */
export const CloseClassByStarterOfInstantRoom: Story = {
  args: {
    currentUserIdx: STARTER,
    canManage: false,
    room: room({ roomShowType: ROOM_OPEN_TYPE.INSTANT, meet: liveMeet(STARTER) }),
  },
  play: async (context) => {
    await openMenuWithMouse(context);
    await expect(
      screen
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(
      ['qr', 'copyLink', 'copyInfo', 'close'].map((a) => actionLabel(context, a as RoomCardAction)),
    );
    await context.userEvent.click(
      screen.getByRole('menuitem', { name: actionLabel(context, 'close') }),
    );
    await calledOnceWith(context.args.onAction, 'close', context.args.room);
  },
};

/** The non-owner who started a reserved room's meet may not close it: no "close class". */
export const NoCloseForStarterOfReservedRoom: Story = {
  args: { currentUserIdx: STARTER, canManage: false, room: room({ meet: liveMeet(STARTER) }) },
  play: async (context) => {
    await openMenuWithMouse(context);
    await expect(
      screen.queryByRole('menuitem', { name: actionLabel(context, 'close') }),
    ).not.toBeInTheDocument();
    await closeMenu(context);
  },
};

/** While a meet is open, remove stays listed but unavailable, and says why (screens.md §4). */
export const RemoveBlockedWhileMeetOpen: Story = {
  args: { room: room({ meet: liveMeet() }) },
  play: async (context) => {
    await openMenuWithMouse(context);
    const remove = screen.getByRole('menuitem', { name: actionLabel(context, 'remove') });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(text(context, 'roomCard.removeBlocked'));
    await expect(remove).toHaveTextContent(text(context, 'roomCard.removeBlocked'));
    await context.userEvent.click(remove);
    await expect(context.args.onAction).not.toHaveBeenCalled();
    await closeMenu(context);
  },
};

/** A finger held 500 ms on the card opens the same menu (screens.md §9 long press). */
export const LongPressOpensMenu: Story = {
  play: async (context) => {
    const finger = touch(factsOf(context));
    finger.down();
    const menu = await screen.findByRole('menu', {}, { timeout: 2000 });
    await waitFor(() => expect(menu).toBeVisible());
    finger.up();
    await expect(screen.getAllByRole('menuitem')).toHaveLength(5);
    await context.userEvent.click(
      screen.getByRole('menuitem', { name: actionLabel(context, 'copyLink') }),
    );
    await calledOnceWith(context.args.onAction, 'copyLink', context.args.room);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A long press that starts on the join button opens the menu and does not join on lifting. */
export const LongPressOnJoinDoesNotJoin: Story = {
  play: async (context) => {
    const start = joinButton(context, 'roomCard.open');
    const finger = touch(start);
    finger.down();
    await screen.findByRole('menu', {}, { timeout: 2000 });
    finger.up();
    start.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await expect(context.args.onJoin).not.toHaveBeenCalled();
    await closeMenu(context);
    // The next tap is a tap again.
    await context.userEvent.click(start);
    await expect(context.args.onJoin).toHaveBeenCalledOnce();
  },
};

/**
 * A short tap, a finger that moves (a scroll) and a mouse held down open nothing; the tap still
 * reaches the button under it.
 */
export const ShortTapDoesNotOpenMenu: Story = {
  play: async (context) => {
    const facts = factsOf(context);
    const tap = touch(facts);
    tap.down();
    await sleep(150);
    tap.up();
    await sleep(600);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const scroll = touch(facts);
    scroll.down();
    scroll.move(0, -30);
    await sleep(700);
    scroll.up();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const mouse = touch(facts);
    mouse.down('mouse');
    await sleep(700);
    mouse.up('mouse');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await context.userEvent.click(joinButton(context, 'roomCard.open'));
    await expect(context.args.onJoin).toHaveBeenCalledOnce();
  },
};
