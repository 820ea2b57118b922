import {
  CONFIG_KEY,
  formatConfigString,
  type Locale,
  parseConfigString,
  type TextParams,
} from '@platform/contract';
import { DEMO_PAGES, DEMO_SSO, db, MOCK_API_PREFIX, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { escapePattern } from '../../testing/textPattern.ts';
import { api } from '../session/api.ts';
import { signOut, storeLogin } from '../session/session.ts';
import { sessionStore } from '../session/sessionStore.ts';

/** The wait for what loads: lazy routes and mock calls are slow on a busy machine. */
const LOAD = { timeout: 10000 };

/** Requests of the unread check this page made since the story began (resource timing). */
const unreadChecks = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('EXIST_NEW'))
    .length;

/** A story's `beforeEach`: the resource timings of earlier stories are forgotten. */
const freshTimings = () => {
  performance.clearResourceTimings();
};

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

/** Signs in while the institution is in disaster mode (SYSTEM_EMERGENCY_MODE=1). */
const signedInDuringDisaster = (userId: string) => async () => {
  scenario.set({ emergencyMode: true });
  return signedInAs(userId)();
};

interface FrameTexts {
  nav: string;
  more: string;
  groups: { service: string; management: string; history: string; statistics: string };
  classTab: string;
  historyTab: string;
  settlementTab: string;
  homeworkTab: string;
  homeworkNotesTab: string;
  usersTab: string;
  /** The heading of the users-and-groups screen the users tab opens. */
  usersScreen: string;
  logoOf: string;
  messagesUnread: string;
  messages: string;
  help: string;
  download: string;
  logout: string;
  brandTitle: string;
  downloadFailed: string;
  toastRegion: string;
  disasterBanner: string;
  disasterTitle: string;
  disasterMessage: RegExp;
  ok: string;
}

/** What the frame reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function frameTexts(locale: Locale): FrameTexts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  return {
    nav: t('frame.nav.label'),
    more: t('frame.nav.more'),
    groups: {
      service: t('frame.group.service'),
      management: t('frame.group.management'),
      history: t('frame.group.history'),
      statistics: t('frame.group.statistics'),
    },
    classTab: t('frame.tab.class'),
    historyTab: t('frame.tab.classHistory'),
    settlementTab: t('frame.tab.settlement'),
    homeworkTab: t('frame.tab.homework'),
    homeworkNotesTab: t('frame.tab.homeworkNotes'),
    usersTab: t('frame.tab.users'),
    usersScreen: t('users.title'),
    // The seeded institution's name, the same in both languages.
    logoOf: t('frame.header.homeOf', { name: '보다 수학 아카데미' }),
    messagesUnread: t('frame.header.messagesUnread'),
    messages: t('frame.header.messages'),
    help: `${t('frame.header.help')} (${t('frame.newWindow')})`,
    download: t('frame.header.downloadClient'),
    logout: t('frame.header.logout'),
    // The seeded institution's title in each language (its cfg and cfgEn).
    brandTitle: locale === 'en' ? 'Boda Math Academy' : '보다 수학 아카데미',
    downloadFailed: t('error.download'),
    toastRegion: t('toastRegion.label'),
    disasterBanner: escapePattern(t('banner.disasterMode')),
    disasterTitle: t('appFrame.disaster.title'),
    disasterMessage: new RegExp(escapePattern(t('appFrame.disaster.message'))),
    ok: t('alertDialog.confirm'),
  };
}

/** The texts of the stories that run in Korean only. */
const ko = frameTexts('ko');

const meta = {
  title: 'Screens/Frame/App frame',
  render: atPath('/demo/meet/list'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The layout of every signed-in page (foundation.md §2 "Shared layout", screens.md §2.5): the header (logo to main, client download, messages with the unread mark, help, my info, logout), the disaster-mode banner and the main tabs by permission, feature flag, room category and user type. The institution\'s branding (title, description, keywords, favicon, logo) applies on every page, and its configuration is re-read on each mount so that the session learns when disaster mode ends. Unread messages are checked every 60 s, on focus and on demand, never in disaster mode.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const teacherPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const t = frameTexts(localeOf(context));
  const nav = await canvas.findByRole('navigation', { name: t.nav }, LOAD);
  // The demo's teachers reach the management site (issue 16: its textbooks are where they author
  // the books their homework comes from). By text: on a narrow row the group may be folded away.
  await expect(within(nav).getByText(t.groups.management)).toBeInTheDocument();
  // The service tabs, in their own group: the management group has a settlement tab too.
  const service = within(within(nav).getByRole('list', { name: t.groups.service }));
  const classTab = service.getByRole('link', { name: t.classTab });
  await expect(classTab).toHaveAttribute('aria-current', 'page');
  await expect(service.getByRole('link', { name: t.settlementTab })).toBeVisible();
  await expect(service.getByRole('link', { name: t.homeworkTab })).toBeVisible();

  // The header: logo to main, help, download, and the unread mark (the seed has one for her).
  await expect(canvas.getByRole('link', { name: t.logoOf })).toHaveAttribute('href', '/demo/main');
  // The demo's own help page (issue 16: it was a host that does not exist).
  await expect(canvas.getByRole('link', { name: t.help })).toHaveAttribute('href', DEMO_PAGES.help);
  const messages = await canvas.findByRole('link', { name: t.messagesUnread }, LOAD);
  await expect(messages).toHaveAttribute('href', '/demo/message/recv/list');
  await expect(unreadChecks()).toBeGreaterThan(0);

  // The institution's branding applies on signed-in pages too.
  await waitFor(() => expect(document.title).toBe(t.brandTitle), LOAD);
  await expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toContain(
    'FAVICON',
  );

  // A tab moves within the app; the frame stays and marks it.
  await userEvent.click(service.getByRole('link', { name: t.historyTab }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t.historyTab }, LOAD),
  ).toBeVisible();
  await expect(service.getByRole('link', { name: t.historyTab })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The download fails here: the user is told, in their language.
  await userEvent.click(canvas.getByRole('button', { name: t.download }));
  const toasts = await screen.findByRole('region', { name: t.toastRegion }, LOAD);
  await expect(toasts).toHaveTextContent(t.downloadFailed);
};

/** A teacher: service tabs with settlement and homework, unread messages, branding. */
export const Teacher: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  beforeEach: async () => {
    freshTimings();
    // The installer link is not part of this story: any answer but a link is a failed download.
    scenario.forceError('openApp.DOWNLOAD_CLIENT', 'WB-500-001');
    return signedInAs('teacher')();
  },
  play: teacherPlay,
};

const studentPlay: Story['play'] = async (context) => {
  const { canvas } = context;
  const t = frameTexts(localeOf(context));
  const nav = await canvas.findByRole('navigation', { name: t.nav }, LOAD);
  await expect(within(nav).getByRole('link', { name: t.classTab })).toBeVisible();
  // Students never see settlement (foundation.md §2).
  await expect(within(nav).queryByRole('link', { name: t.settlementTab })).toBeNull();
  await expect(within(nav).getByRole('link', { name: t.homeworkTab })).toHaveAttribute(
    'href',
    '/demo/task/list',
  );
  await expect(within(nav).getByRole('link', { name: t.homeworkNotesTab })).toBeVisible();
  await expect(await canvas.findByRole('link', { name: t.messagesUnread }, LOAD)).toBeVisible();
};

/** A student: no settlement tab; homework tabs because the flag and room category 3 are on. */
export const Student: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('student'),
  play: studentPlay,
};

/** A student of an institution with the homework flag off: no homework tabs. */
export const StudentWithoutHomeworkFlag: Story = {
  beforeEach: async () => {
    setDemoFeature(5, false);
    return signedInAs('student')();
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: ko.nav }, LOAD);
    await expect(within(nav).getByRole('link', { name: ko.classTab })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: ko.homeworkTab })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: ko.homeworkNotesTab })).toBeNull();
  },
};

const managerPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const t = frameTexts(localeOf(context));
  const nav = await canvas.findByRole('navigation', { name: t.nav }, LOAD);
  // Groups that do not fit the row are in the "more" menu: every group is in one place or the other.
  const more = within(nav).queryByRole('button', { name: t.more });
  if (more) await userEvent.click(more);
  for (const name of Object.values(t.groups)) {
    await expect(within(nav).getByRole('list', { name })).toBeVisible();
  }
  const management = within(nav).getByRole('list', { name: t.groups.management });
  await userEvent.click(within(management).getByRole('link', { name: t.usersTab }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t.usersScreen }, LOAD),
  ).toBeVisible();
  // The current page's group is always in the row.
  const current = within(nav).getByRole('list', { name: t.groups.management });
  await expect(current).toBeVisible();
  await expect(within(current).getByRole('link', { name: t.usersTab })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // No unread message is seeded for managers: the icon is plain.
  await expect(await canvas.findByRole('link', { name: t.messages }, LOAD)).toBeVisible();
};

/** An operator: the management, history and statistics groups, and a management screen. */
export const Operator: Story = {
  beforeEach: signedInAs('operator'),
  play: managerPlay,
};

/** An admin: the same groups. */
export const Admin: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('admin'),
  play: managerPlay,
};

const disasterPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const t = frameTexts(localeOf(context));
  const nav = await canvas.findByRole('navigation', { name: t.nav }, LOAD);
  await expect(
    await canvas.findByText(new RegExp(t.disasterBanner), undefined, LOAD),
  ).toBeVisible();
  await expect(within(nav).getByRole('link', { name: t.classTab })).toBeVisible();
  // Every other tab is a disabled button that says why.
  const history = within(nav).getByRole('button', { name: t.historyTab });
  await expect(history).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(history);
  const notice = await screen.findByRole('alertdialog', { name: t.disasterTitle }, LOAD);
  await expect(within(notice).getByText(t.disasterMessage)).toBeVisible();
  await userEvent.click(within(notice).getByRole('button', { name: t.ok }));
  await waitFor(() => expect(notice).not.toBeInTheDocument());
  await expect(history).toHaveFocus();

  // No message icon, and not one unread check.
  await expect(canvas.queryByRole('link', { name: t.messages })).toBeNull();
  await expect(canvas.queryByRole('link', { name: t.messagesUnread })).toBeNull();
  await expect(unreadChecks()).toBe(0);
};

/** Disaster mode: the banner, only the class tab enabled, the modal, no message check at all. */
export const DisasterMode: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    freshTimings();
    return signedInDuringDisaster('operator')();
  },
  play: disasterPlay,
};

/**
 * A disabled screen opened by its address in disaster mode: the user lands on the class screen,
 * and the modal says why.
 */
export const DisasterModeDirectAddress: Story = {
  render: atPath('/demo/meet/listLog'),
  beforeEach: signedInDuringDisaster('teacher'),
  play: async ({ canvas, userEvent }) => {
    const notice = await screen.findByRole('alertdialog', { name: ko.disasterTitle }, LOAD);
    await expect(within(notice).getByText(ko.disasterMessage)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: ko.classTab }, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: ko.historyTab })).toBeNull();
  },
};

/**
 * Disaster mode ended while the user was away: the session still says 1, the frame re-reads the
 * institution's configuration on mount and the banner goes; the unread check starts.
 */
export const DisasterModeEnds: Story = {
  beforeEach: async () => {
    freshTimings();
    const cleanup = await signedInDuringDisaster('teacher')();
    scenario.set({ emergencyMode: false });
    return cleanup;
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: ko.nav }, LOAD);
    await waitFor(
      () => expect(within(nav).getByRole('link', { name: ko.historyTab })).toBeVisible(),
      LOAD,
    );
    await expect(canvas.queryByText(new RegExp(ko.disasterBanner))).toBeNull();
    await expect(sessionStore.read()?.emergencyMode).toBe(0);
    await expect(await canvas.findByRole('link', { name: ko.messagesUnread }, LOAD)).toBeVisible();
  },
};

/** Inside the native classroom client (native-app login): no client download offered. */
export const InNativeClient: Story = {
  beforeEach: async () => {
    signOut();
    const reply = await api.result('openLoginSso.SIGN_IN_APP', DEMO_SSO.SIGN_IN_APP);
    if (!reply) throw new Error('the mock server signed no one in through the app');
    storeLogin(reply);
    return () => signOut();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: ko.nav }, LOAD);
    await expect(canvas.getByRole('button', { name: ko.logout })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ko.download })).toBeNull();
  },
};

const logoutPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const t = frameTexts(localeOf(context));
  await canvas.findByRole('navigation', { name: t.nav }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: t.logout }));
  await waitFor(() => expect(sessionStore.read()).toBeNull());
  await waitFor(() => expect(canvas.queryByRole('navigation', { name: t.nav })).toBeNull());
};

/** Logout: the session goes and the frame with it (the app is on the login page). */
export const Logout: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('teacher'),
  play: logoutPlay,
};

/** Sets one key of the demo institution's configuration, in both languages. */
function setDemoConfig(key: string, values: string[]) {
  const demo = db.companies.find((company) => company.companyId === 'demo');
  if (!demo) throw new Error('no demo institution in the seed');
  for (const field of ['cfg', 'cfgEn'] as const) {
    const text = demo[field];
    if (!text) continue;
    const parsed = parseConfigString(text);
    if (!parsed.ok) throw new Error('the demo configuration does not parse');
    parsed.value.set(key, [values]);
    demo[field] = formatConfigString(parsed.value);
  }
}

/** An institution whose `WEB_FRONT_HELP_SITE` is empty: the header has no help link. */
export const WithoutHelpSite: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    setDemoConfig(CONFIG_KEY.WEB_FRONT_HELP_SITE, ['']);
    return signedInAs('teacher')();
  },
  play: async (context) => {
    const t = frameTexts(localeOf(context));
    await context.canvas.findByRole('navigation', { name: t.nav }, LOAD);
    await expect(await context.canvas.findByRole('button', { name: t.logout }, LOAD)).toBeVisible();
    await expect(context.canvas.queryByRole('link', { name: t.help })).toBeNull();
  },
};

/** What a compromised server might answer for the installer: script, not a download. */
const SCRIPT_LINK = 'javascript:void(window.__issue17ScriptRan=true)';

/**
 * Issue 17 item 2: `DOWNLOAD_CLIENT`'s downloadLink went to location.assign unchecked, so a
 * `javascript:` link ran in the app's frame. It is refused: nothing runs, the page stays, and the
 * user reads the generic download failure in their language.
 */
export const DownloadLinkJavascriptRunsNothing: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    delete (window as { __issue17ScriptRan?: boolean }).__issue17ScriptRan;
    return signedInAs('teacher')();
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${MOCK_API_PREFIX}/open/app/bodaApp`, () =>
          HttpResponse.json({
            success: true,
            result: { downloadLink: SCRIPT_LINK },
            errorCode: null,
          }),
        ),
      ],
    },
  },
  play: async (context) => {
    const t = frameTexts(localeOf(context));
    const download = await context.canvas.findByRole('button', { name: t.download }, LOAD);
    const address = location.href;
    await context.userEvent.click(download);
    const toasts = await screen.findByRole('region', { name: t.toastRegion }, LOAD);
    await waitFor(() => expect(toasts).toHaveTextContent(t.downloadFailed), LOAD);
    await expect((window as { __issue17ScriptRan?: boolean }).__issue17ScriptRan).toBeUndefined();
    await expect(location.href).toBe(address);
  },
};

/** A student who opens a management address is logged out and sent to the login page. */
export const ManageRefusedToStudent: Story = {
  render: atPath('/demo/manage/group/list'),
  beforeEach: signedInAs('student'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(sessionStore.read()?.token).toBeUndefined(), LOAD);
    await expect(canvas.queryByRole('navigation', { name: ko.nav })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: ko.usersScreen })).toBeNull();
  },
};
