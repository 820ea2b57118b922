import { ENTRY_MODE, ROOM_OPEN_TYPE, ROOM_STATE, type Room } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
import { InstantClassCard } from '../InstantClassCard/index.ts';
import { InviteJoinCard } from '../InviteJoinCard/index.ts';
import {
  MEET_STARTER_IDX,
  ROOM_OWNER_IDX,
  STORY_NOW,
  storyLiveMeet,
  storyRoom,
} from '../internal/testing/roomFixtures.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { PullToRefresh } from '../PullToRefresh/index.ts';
import { ClassCardGrid } from './ClassCardGrid.tsx';
import { RoomCard } from './RoomCard.tsx';

/** The reserved rooms of a teacher's class page: live, ready, preparing, anyone first, hidden. */
const ROOMS: Room[] = [
  storyRoom({ roomCode: 'R-1', roomTitle: '중2 수학 심화반', meet: storyLiveMeet() }),
  storyRoom({
    roomCode: 'R-2',
    roomTitle: '고1 과학 실험반 (토요일 오전, 실험실 2층)',
    showEndDatetime: '9999-12-31 23:59:59',
  }),
  storyRoom({
    roomCode: 'R-3',
    roomTitle: '중3 영어 독해반',
    ownerUserIdx: MEET_STARTER_IDX,
    ownerUser: { userName: '이영어' },
    roomOpenType: ENTRY_MODE.ANYONE_FIRST,
  }),
  storyRoom({ roomCode: 'R-4', roomTitle: '초6 수학 기초반', roomStatus: ROOM_STATE.HIDE }),
  storyRoom({
    roomCode: 'R-5',
    roomTitle: '수요일 즉시 수업',
    roomShowType: ROOM_OPEN_TYPE.INSTANT,
    roomUserList: [],
    meet: storyLiveMeet(ROOM_OWNER_IDX),
  }),
];

interface ClassPageCardsProps {
  canOpenMeet: boolean;
  canRegister: boolean;
  onJoin: (room: Room) => void;
  onAction: (action: string, room: Room) => void;
  onOpenDetail: (room: Room) => void;
  onJoinWithCode: (code: string) => void;
  onStart: (values: { title: string; password: string }) => Promise<unknown>;
  onRefresh: () => void;
}

/** The class page's cards as apps/web lays them out (screens.md §10 "Class rooms page"). */
function ClassPageCards({
  canOpenMeet,
  canRegister,
  onJoin,
  onAction,
  onOpenDetail,
  onJoinWithCode,
  onStart,
  onRefresh,
}: ClassPageCardsProps) {
  return (
    <PullToRefresh onRefresh={onRefresh}>
      <ClassCardGrid>
        <InviteJoinCard onJoin={onJoinWithCode} />
        <InstantClassCard onStart={onStart} errorText={(error) => String(error)} />
        {ROOMS.map((room) => (
          <RoomCard
            key={room.roomCode}
            room={room}
            currentUserIdx={ROOM_OWNER_IDX}
            canOpenMeet={canOpenMeet}
            canRegister={canRegister}
            canManage={room.ownerUserIdx === ROOM_OWNER_IDX}
            onJoin={onJoin}
            onAction={onAction}
            onOpenDetail={onOpenDetail}
            now={STORY_NOW}
          />
        ))}
      </ClassCardGrid>
    </PullToRefresh>
  );
}

/** A phone 390 px wide from the first layout on (the viewport toolbar's smallest is 576). */
const phone = (Story: () => ReactElement) => (
  <div data-testid="phone" style={{ inlineSize: '390px' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Rooms/ClassPageCards',
  component: ClassPageCards,
  tags: ['locale-sweep'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phone],
  args: {
    canOpenMeet: true,
    canRegister: true,
    onJoin: fn(),
    onAction: fn(),
    onOpenDetail: fn(),
    onJoinWithCode: fn(),
    onStart: fn(async () => undefined),
    onRefresh: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The three cards of the class page in ClassCardGrid, inside PullToRefresh, on a 390 px ' +
          'phone: one column, no sideways scroll, Korean broken between words, every target at ' +
          'least 24 px. Which cards a user without `MEET_OPEN` or `ROOM_REG` sees is the page’s ' +
          'choice (screens.md §6); the cards take the permissions as props.',
      },
    },
  },
} satisfies Meta<typeof ClassPageCards>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const text = (context: Context, key: string) => kitText(localeOf(context), key);

/** One column that fits the phone, Korean kept whole, targets of 24 px or more. */
const fitsThePhone = async (context: Context) => {
  const { canvas, canvasElement } = context;
  const phoneBox = canvas.getByTestId('phone').getBoundingClientRect();
  const items = [...canvasElement.querySelectorAll('[data-slot="class-card-grid"] > li')];
  await expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeCloseTo(phoneBox.left, 0);
    await expect(box.right).toBeLessThanOrEqual(phoneBox.right + 0.5);
    const card = item.firstElementChild as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(getComputedStyle(card).wordBreak).toBe('keep-all');
  }
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  for (const control of canvasElement.querySelectorAll<HTMLElement>('button, input')) {
    const box = control.getBoundingClientRect();
    await expect(Math.round(box.height)).toBeGreaterThanOrEqual(24);
    await expect(Math.round(box.width)).toBeGreaterThanOrEqual(24);
  }
};

/** Every card at 390 px; a room's join acts on that room. */
export const Phone: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fitsThePhone(context);
    await expect(
      canvas.getByRole('region', { name: text(context, 'inviteJoin.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: text(context, 'instantClass.title') }),
    ).toBeVisible();
    const live = within(canvas.getByRole('article', { name: '중2 수학 심화반' }));
    await userEvent.click(live.getByRole('button', { name: text(context, 'roomCard.join') }));
    await expect(args.onJoin).toHaveBeenCalledWith(ROOMS[0]);
    const hidden = within(canvas.getByRole('article', { name: '초6 수학 기초반' }));
    await expect(hidden.getByText(text(context, 'roomCard.hiddenNotice'))).toBeVisible();
  },
};
