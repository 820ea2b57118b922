import {
  addDays,
  BOARD_TYPE,
  formatWireDate,
  type HiddenNotice,
  LOCAL_SETTING_KEY,
  type Locale,
} from '@platform/contract';
import { db } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AppStory } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';

const LOAD = { timeout: 15000 };

/**
 * The first signed-in screen with its notice popups, and a way to load it again (as a reload of
 * the page would: a new frame, the hidden notices read again from the browser).
 */
function ReloadableFrame() {
  const [loads, setLoads] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setLoads((count) => count + 1)}>
        Reload the page
      </button>
      <AppStory key={loads} path="/demo/meet/list" noticePopups />
    </>
  );
}

const storedHidden = (): HiddenNotice[] =>
  JSON.parse(localStorage.getItem(LOCAL_SETTING_KEY.NOTICE_HIDE) ?? '[]') as HiddenNotice[];

/** Nothing hidden before the story, nothing left after it. */
const freshStorage = () => {
  localStorage.removeItem(LOCAL_SETTING_KEY.NOTICE_HIDE);
  return () => localStorage.removeItem(LOCAL_SETTING_KEY.NOTICE_HIDE);
};

const meta = {
  title: 'Screens/Boards/Notice popups',
  tags: ['locale-sweep'],
  render: () => <ReloadableFrame />,
  // A student: everyone of the institution reads the notices.
  beforeEach: [signedInAs('student'), freshStorage],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The notice popups of the first signed-in screen (screens.md §4): once the published ' +
          'notices have loaded (`LIST_PUBLISH`, paging false, `withBoardRead_userIdx`), each notice ' +
          'not hidden in this browser shows, the first in front. Close removes it; "do not show ' +
          'again" hides it until its publish end (local storage, the contract’s `NOTICE_HIDE` key); ' +
          'expired hidden entries are purged on load.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** The seeded notices published now, in the list's order (newest first). */
function publishedNotices() {
  const titles = ['추석 연휴 휴강 안내', '2학기 수강 신청 안내'];
  const notices = db.boards
    .filter((post) => post.boardType === BOARD_TYPE.NOTICE && titles.includes(post.title))
    .sort((a, b) => b.regDatetime.localeCompare(a.regDatetime) || b.boardIdx - a.boardIdx);
  const [first, second] = notices;
  if (!first || !second) throw new Error('the seed has no two notices published now');
  return { first, second };
}

/** The text of a seeded post's first paragraph, as the viewer shows it. */
function firstParagraph(html: string | null | undefined) {
  const text = new DOMParser()
    .parseFromString(html ?? '', 'text/html')
    .querySelector('p')?.textContent;
  if (!text) throw new Error('the seeded notice has no paragraph');
  return text;
}

const tx = (locale: Locale) => (key: string, params?: Record<string, string | number>) =>
  textOf(locale, key, params);

/** The popup in front, by its notice's title. */
async function popup(title: string) {
  return screen.findByRole('dialog', { name: title }, LOAD);
}

async function noPopups() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
}

const showsPlay: Play = async ({ userEvent, globals }) => {
  const t = tx(localeOf({ globals }));
  const { first, second } = publishedNotices();
  // The first in front, its content through the viewer, the count of them said.
  const front = await popup(first.title);
  await expect(
    within(front).getByText(t('boards.popup.count', { index: 1, count: 2 })),
  ).toBeVisible();
  await expect(
    await within(front).findByText(firstParagraph(first.content), {}, LOAD),
  ).toBeVisible();
  await userEvent.click(within(front).getByRole('button', { name: t('boards.popup.close') }));
  // Then the next; closing it leaves the screen.
  const next = await popup(second.title);
  await expect(
    within(next).getByText(t('boards.popup.count', { index: 2, count: 2 })),
  ).toBeVisible();
  await userEvent.click(within(next).getByRole('button', { name: t('boards.popup.close') }));
  await noPopups();
  // Closing hides nothing for later.
  await expect(storedHidden()).toEqual([]);
};

export const ShowAndClose: Story = { play: showsPlay };

const hidePlay: Play = async ({ userEvent, globals }) => {
  const t = tx(localeOf({ globals }));
  const { first, second } = publishedNotices();
  const front = await popup(first.title);
  await userEvent.click(within(front).getByRole('button', { name: t('boards.popup.hide') }));
  // Hidden until its publish end, at 23:59:59 of a day still to come.
  const [entry] = storedHidden();
  await expect(entry?.boardIdx).toBe(first.boardIdx);
  await expect(entry?.endDatetime).toMatch(/ 23:59:59$/);
  await expect((entry?.endDatetime ?? '') > formatWireDate(new Date())).toBe(true);
  const next = await popup(second.title);
  await userEvent.click(within(next).getByRole('button', { name: t('boards.popup.close') }));
  await noPopups();
  // Loaded again: the hidden notice stays away, the closed one shows again.
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  const again = await popup(second.title);
  await expect(
    within(again).getByText(t('boards.popup.count', { index: 1, count: 1 })),
  ).toBeVisible();
  await expect(screen.queryByRole('dialog', { name: first.title })).toBeNull();
  await userEvent.click(within(again).getByRole('button', { name: t('boards.popup.close') }));
  await noPopups();
};

export const DoNotShowAgain: Story = { play: hidePlay };

const purgePlay: Play = async ({ userEvent, globals }) => {
  const t = tx(localeOf({ globals }));
  const { first, second } = publishedNotices();
  // The first notice's entry has expired: it shows again, and the entry is gone; the second's
  // entry still holds.
  const front = await popup(first.title);
  await expect(
    within(front).getByText(t('boards.popup.count', { index: 1, count: 1 })),
  ).toBeVisible();
  await expect(screen.queryByRole('dialog', { name: second.title })).toBeNull();
  await expect(storedHidden()).toEqual([
    { boardIdx: second.boardIdx, endDatetime: '9999-12-31 23:59:59' },
  ]);
  await userEvent.click(within(front).getByRole('button', { name: t('boards.popup.close') }));
  await noPopups();
};

export const ExpiredEntriesPurged: Story = {
  beforeEach: () => {
    const { first, second } = publishedNotices();
    const yesterday = `${formatWireDate(addDays(new Date(), -1))} 23:59:59`;
    localStorage.setItem(
      LOCAL_SETTING_KEY.NOTICE_HIDE,
      JSON.stringify([
        { boardIdx: first.boardIdx, endDatetime: yesterday },
        { boardIdx: second.boardIdx, endDatetime: '9999-12-31 23:59:59' },
      ]),
    );
  },
  play: purgePlay,
};
