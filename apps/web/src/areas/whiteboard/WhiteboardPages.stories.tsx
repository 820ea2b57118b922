import { DEMO_SSO } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { readSignedIn } from '../../app/session/session.ts';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { signedOut } from '../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../testing/storyTexts.ts';

const meta = {
  title: 'Screens/Public/Whiteboard pages',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: signedOut(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Pages embedded in the native whiteboard (`/wb/*`, foundation.md §2). The guard ' +
          'exchanges `brk` or `p` for a session; the widgets come in later releases, so each ' +
          'page names itself and says so, with no frame. Without the parameter: `/wb/error`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: lazy routes are slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const token = DEMO_SSO.SIGN_IN_APP.token;

const panelOf =
  (page: string, extra?: (context: StoryContext) => Promise<void>) =>
  async (context: StoryContext) => {
    const locale = localeOf(context);
    const name = textOf(locale, `wb.page.${page}`);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name }, LOAD),
    ).toBeVisible();
    await expect(
      context.canvas.getByText(textOf(locale, 'wb.comingSoon.body', { page: name })),
    ).toBeVisible();
    // The guard signed the whiteboard's user in.
    await waitFor(() => expect(readSignedIn(sessionStore.read())).not.toBeNull());
    // Embedded: no header, no tabs, no way "home" out of the whiteboard.
    await expect(context.canvas.queryByRole('banner')).toBeNull();
    await expect(context.canvas.queryAllByRole('link')).toHaveLength(0);
    await extra?.(context);
  };

export const Textbook: Story = {
  tags: ['brand-sweep'],
  render: atPath(`/wb/textbook?brk=${token}`),
  play: panelOf('textbook'),
};

export const FileDownload: Story = {
  render: atPath(`/wb/fileDownload?p=${token}`),
  play: panelOf('fileDownload'),
};

export const Attendee: Story = {
  render: atPath(`/wb/attendee?brk=${token}`),
  play: panelOf('attendee'),
};

export const RoomBook: Story = {
  render: atPath(`/wb/roomBook?brk=${token}`),
  play: panelOf('roomBook'),
};

/** The video page names the video it will play (no player yet: no external scripts). */
export const Youtube: Story = {
  render: atPath(`/wb/youtube/dQw4w9WgXcQ?brk=${token}`),
  play: panelOf('youtube', async (context) => {
    await expect(
      context.canvas.getByText(
        textOf(localeOf(context), 'wb.youtube.video', { youtubeId: 'dQw4w9WgXcQ' }),
      ),
    ).toBeVisible();
  }),
};

/** No brk or p: the guard sends the page to /wb/error, which says what is missing. */
export const MissingSessionParameter: Story = {
  render: atPath('/wb/textbook'),
  play: async (context) => {
    const locale = localeOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        {
          level: 1,
          name: textOf(locale, 'wb.error.title'),
        },
        LOAD,
      ),
    ).toBeVisible();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      textOf(locale, 'wb.error.missing'),
    );
    await expect(readSignedIn(sessionStore.read())).toBeNull();
  },
};

/** A parameter the server refuses: the exchange failed, with the code's text. */
export const RefusedSessionParameter: Story = {
  render: atPath('/wb/attendee?p=stale-token'),
  play: async (context) => {
    const locale = localeOf(context);
    const alert = await context.canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(textOf(locale, 'wb.error.refused'));
    await expect(alert).toHaveTextContent(codeTextOf(locale, 'WB-400-601'));
  },
};
