import {
  CONFIG_KEY,
  type ConfigKey,
  formatConfigString,
  formatInviteCode,
  LOCAL_SETTING_KEY,
  type Locale,
  parseConfigString,
  resetLocalSettings,
  type TextParams,
} from '@platform/contract';
import {
  DEMO_INVITE,
  DEMO_PAGES,
  DEMO_PASSWORD,
  db,
  MOCK_API_PREFIX,
  scenario,
} from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { forceDemoMode } from '../../../app/demoMode.ts';
import { api } from '../../../app/session/api.ts';
import {
  readSignedIn,
  signOut,
  storedRememberToken,
  storeLogin,
} from '../../../app/session/session.ts';
import { sessionStore } from '../../../app/session/sessionStore.ts';
import { atPath } from '../../../testing/AppStory.tsx';
import { signedInAs, signedOut } from '../../../testing/storySession.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';

const textsIn = (locale: Locale) => (key: string, params?: TextParams) =>
  textOf(locale, key, params);

/** The first visit of a route waits for its lazy modules (slow on a cold dev server). */
const FIRST_LOAD = { timeout: 12_000 };

/** No one signed in, and no remembered user id or auto-login choice from an earlier story. */
function signedOutWithoutSettings() {
  resetLocalSettings();
  const signIn = signedOut()();
  return () => {
    signIn();
    resetLocalSettings();
  };
}

const meta = {
  title: 'Screens/Login/Company login page',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  render: atPath('/demo'),
  // The route's modules, fetched before the story renders so that the page shows at once.
  loaders: [
    async () => {
      await Promise.all([
        import('../../../app/errors/RouteErrorPage.tsx'),
        import('./CompanyLoginPage.tsx'),
      ]);
      return {};
    },
  ],
  beforeEach: signedOutWithoutSettings,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/{companyId}`: the company login page (screens.md §2.2). Its mode follows the ' +
          "institution's configuration (login, easy, experience, not in use) and the browser " +
          '(in-app messenger browser, unsupported browser); a stored remember token signs in by ' +
          'itself; in demo mode the demo accounts sign in with one click. Every story runs ' +
          'against the mock server.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** The signed-in user id of the stored session, or null. */
const signedInUserId = () => readSignedIn(sessionStore.read())?.user.userId ?? null;

/** Sets one key of an institution's configuration (both languages), before the page loads it. */
function setCompanyConfig(companyId: string, key: ConfigKey, values: string[]) {
  const company = db.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new Error(`no seeded company ${companyId}`);
  for (const field of ['cfg', 'cfgEn'] as const) {
    const text = company[field];
    if (text === undefined) continue;
    const parsed = parseConfigString(text);
    if (!parsed.ok) throw new Error(`the seed's configuration of ${companyId} is broken`);
    parsed.value.set(key, [values]);
    company[field] = formatConfigString(parsed.value);
  }
}

const loginDisplay = (value: string) => () => {
  setCompanyConfig('demo', CONFIG_KEY.WEB_FRONT_LOGIN_DISPLAY, [value]);
};

/** Pretends to be another browser for one story. */
const userAgent = (value: string) => () => {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'userAgent');
  };
};

const fields = (canvas: PlayContext['canvas'], t: ReturnType<typeof textsIn>) => ({
  username: canvas.getByRole('textbox', { name: new RegExp(`^${t('login.username')}`) }),
  password: canvas.getByLabelText(new RegExp(`^${t('login.password')}`), { selector: 'input' }),
  submit: canvas.getByRole('button', { name: t('login.submit') }),
});

/** Waits for the form of the demo institution. */
async function openForm({ canvas }: PlayContext, t: ReturnType<typeof textsIn>) {
  await canvas.findByRole(
    'heading',
    { level: 1, name: t('login.pageTitle', { company: '보다 수학 아카데미' }) },
    FIRST_LOAD,
  );
  await canvas.findByRole('button', { name: t('login.submit') }, FIRST_LOAD);
  return fields(canvas, t);
}

/** Types an ID and password and submits with Enter. */
async function signIn(context: PlayContext, locale: Locale, username: string, password: string) {
  const t = textsIn(locale);
  const form = await openForm(context, t);
  await expect(form.submit).toBeDisabled();
  await context.userEvent.type(form.username, username);
  await expect(form.submit).toBeDisabled();
  await context.userEvent.type(form.password, password);
  await expect(form.submit).toBeEnabled();
  await context.userEvent.keyboard('{Enter}');
  return form;
}

/** The login page has given way to the signed-in frame, with no error shown on the way. */
async function landedSignedIn({ canvasElement, canvas }: PlayContext, userId: string) {
  await waitFor(() => expect(signedInUserId()).toBe(userId), { timeout: 12_000 });
  await waitFor(
    () => expect(canvasElement.querySelector('[data-slot="company-login-page"]')).toBeNull(),
    { timeout: 12_000 },
  );
  // An empty live region (the frame's toast announcer) is no error.
  const errors = canvas.queryAllByRole('alert').filter((alert) => alert.textContent?.trim());
  await expect(errors).toHaveLength(0);
}

const signsIn: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await openForm(context, t);
  await context.userEvent.click(
    context.canvas.getByRole('checkbox', { name: t('login.autoLogin') }),
  );
  await signIn(context, locale, 'teacher', DEMO_PASSWORD);
  await landedSignedIn(context, 'teacher');
  // screens.md §2.2: "Success stores the user id and auto-login flag".
  await expect(localStorage.getItem(LOCAL_SETTING_KEY.PAST_USER_NAME)).toBe('teacher');
  await expect(localStorage.getItem(LOCAL_SETTING_KEY.AUTO_LOGIN)).toBe('1');
  await expect(storedRememberToken()).toBeTruthy();
};

const loginMode: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  const form = await openForm(context, t);
  // The institution's looks: its token brand (campus) while the page shows.
  await expect(
    context.canvasElement.ownerDocument.querySelector('[data-brand="campus"]'),
  ).not.toBeNull();
  await context.userEvent.type(form.username, 'teacher');
  await context.userEvent.type(form.password, 'Demo');
  const toggle = context.canvas.getByRole('button', { name: t('fields.showPassword') });
  await context.userEvent.click(toggle);
  await expect(form.password).toHaveAttribute('type', 'text');
  await expect(context.canvas.getByRole('button', { name: t('login.manual') })).toBeVisible();
  await expect(context.canvas.getByRole('button', { name: t('login.app') })).toBeVisible();
  await expect(context.canvas.getByRole('link', { name: t('login.goHome') })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(context.canvas.queryByRole('alert')).toBeNull();
  // Nobody was signed out on the way here: no line saying why.
  await expect(context.canvas.queryByText(t('login.signedOut.noManageAccess'))).toBeNull();
};

/** The login mode: the ID/password form, the downloads, the invite block and go home. */
export const Login: Story = { tags: ['brand-sweep'], play: loginMode };

/** A teacher signs in with auto login on and lands on the frame. */
export const SignIn: Story = { play: signsIn };

const saysWhySignedOut: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await openForm(context, t);
  await expect(context.canvas.getByText(t('login.signedOut.noManageAccess'))).toBeVisible();
  await expect(signedInUserId()).toBeNull();
};

/**
 * A student types a manage address: the manage guard signs her out (foundation.md §2) and the
 * login page says why in one line (issue 16: it used to land here without a word).
 */
export const SignedOutWithoutManageAccess: Story = {
  render: atPath('/demo/manage/group/list'),
  beforeEach: signedInAs('student'),
  play: saysWhySignedOut,
};

const keepsIdAfter =
  (username: string, password: string, textKey: string): Play =>
  async (context) => {
    const locale = localeOf(context);
    const t = textsIn(locale);
    const form = await signIn(context, locale, username, password);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t(textKey));
    // The typed ID (and password) stay for the next try; no one is signed in.
    await expect(form.username).toHaveValue(username);
    await expect(form.password).toHaveValue(password);
    await expect(signedInUserId()).toBeNull();
  };

/** WB-400-601 in the form, the ID kept. */
export const WrongPassword: Story = {
  play: keepsIdAfter('teacher', 'not-the-password', 'error.invalidIdOrPassword'),
};

/** WB-400-004: the seeded locked account. */
export const LockedAccount: Story = {
  play: keepsIdAfter('locked.student', DEMO_PASSWORD, 'error.accountLocked'),
};

/** WB-400-006 from the licence-expired scenario. */
export const LicenceExpired: Story = {
  beforeEach: () => scenario.set({ licenseExpired: true }),
  play: keepsIdAfter('teacher', DEMO_PASSWORD, 'error.licenseExpired'),
};

const genericError: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await signIn(context, locale, 'teacher', DEMO_PASSWORD);
  const alert = await context.canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(t('error.default', { code: 'WB-400-212' }));
  await expect(alert).toHaveTextContent(t('error.contactAdmin'));
};

/** Any other code: the generic text with the code, plus contact the administrator. */
export const OtherError: Story = {
  beforeEach: () => scenario.forceError('openLogin.loginBoda', 'WB-400-212'),
  play: genericError,
};

const goesHome: Play = async ({ canvasElement, canvas }) => {
  // WB-400-205 sends the visitor to the landing page (another team's page: only its heading).
  await waitFor(
    () => expect(canvasElement.querySelector('[data-slot="company-login-page"]')).toBeNull(),
    FIRST_LOAD,
  );
  await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_LOAD)).toBeVisible();
};

/** Company not found (WB-400-205): to `/`. */
export const UnknownCompany: Story = { render: atPath('/no-such-academy'), play: goesHome };

/** A session that lapsed: the remember token stays, as the client leaves it. */
async function lapsedRememberedSession() {
  signOut();
  const reply = await api.result('openLogin.loginBoda', {
    companyId: 'demo',
    username: 'student',
    password: DEMO_PASSWORD,
    autoLogin: true,
  });
  if (!reply?.rememberToken) throw new Error('the mock server gave no remember token');
  storeLogin(reply);
  sessionStore.clear();
  return () => signOut();
}

const autoSignsIn: Play = async (context) => {
  await expect(signedInUserId()).toBeNull();
  await expect(storedRememberToken()).toBeTruthy();
  await landedSignedIn(context, 'student');
};

/** A stored remember token signs in by itself and goes to main. */
export const RememberTokenSignIn: Story = {
  beforeEach: lapsedRememberedSession,
  play: autoSignsIn,
};

const refusedTokenShowsForm: Play = async (context) => {
  await openForm(context, textsIn(localeOf(context)));
  // The refused token is forgotten, so the next visit does not try it again.
  await expect(storedRememberToken()).toBeUndefined();
  await expect(context.canvas.queryByRole('alert')).toBeNull();
};

/** A remember token the server refuses: the form, and the token is gone. */
export const RememberTokenRefused: Story = {
  beforeEach: () => {
    sessionStore.write({ rememberToken: 'expired-remember-token' });
    return () => signOut();
  },
  play: refusedTokenShowsForm,
};

const switchesLanguage: Play = async (context) => {
  const from = localeOf(context);
  const to: Locale = from === 'en' ? 'ko' : 'en';
  const before = textsIn(from);
  const after = textsIn(to);
  const form = await openForm(context, before);
  await expect(context.canvas.getByRole('group', { name: before('login.language') })).toBeVisible();
  await context.userEvent.type(form.username, 'teacher');
  const target = context.canvas.getByRole('button', {
    name: after(to === 'en' ? 'login.languageEn' : 'login.languageKo'),
  });
  await expect(target).toHaveAttribute('aria-pressed', 'false');
  await context.userEvent.click(target);
  await expect(
    await context.canvas.findByRole('button', { name: after('login.submit') }),
  ).toBeVisible();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  // The form stays while the configuration is fetched in the new language: nothing is lost.
  await expect(fields(context.canvas, after).username).toHaveValue('teacher');
};

/** KOR/ENG: the page changes language in place (the English run switches back to Korean). */
export const LanguageSwitch: Story = { play: switchesLanguage };

const demoOneClick: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  const list = await context.canvas.findByRole(
    'region',
    { name: t('login.demoTitle') },
    FIRST_LOAD,
  );
  await expect(list).toHaveTextContent(t('code.USER_TYPE.12'));
  await expect(list).toHaveTextContent(t('code.USER_TYPE.3'));
  await expect(
    context.canvas.getAllByRole('button', { name: /student|teacher|admin|operator|monitor/ }),
  ).toHaveLength(6);
  // issue 16: the demo class's invite code, and a way to join with it as a guest.
  await expect(list).toHaveTextContent(
    t('login.demoInvite', { code: formatInviteCode(DEMO_INVITE.running) }),
  );
  await expect(
    context.canvas.getByRole('link', { name: t('login.demoInviteJoin') }),
  ).toHaveAttribute('href', `/invite/1/${DEMO_INVITE.running}`);
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: t('login.demoSignIn', { name: 'student' }) }),
  );
  await landedSignedIn(context, 'student');
};

/** Demo mode: the demo accounts with their user types, one click signs in. */
export const DemoAccounts: Story = {
  beforeEach: () => forceDemoMode(true),
  play: demoOneClick,
};

const noDemoList: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await openForm(context, t);
  await expect(context.canvas.queryByRole('region', { name: t('login.demoTitle') })).toBeNull();
};

/** Outside demo mode there is no list of accounts. */
export const NoDemoOutsideDemoMode: Story = { play: noDemoList };

const showsTrialNotice: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await openForm(context, t);
  await expect(context.canvas.getByText(t('login.experienceTitle'))).toBeVisible();
  await signIn(context, locale, 'teacher', DEMO_PASSWORD);
  await landedSignedIn(context, 'teacher');
};

/** Experience (`WEB_FRONT_LOGIN_DISPLAY` 3): the form under a trial-institution notice. */
export const Experience: Story = { beforeEach: loginDisplay('3'), play: showsTrialNotice };

const easyForm: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  const form = await openForm(context, t);
  await expect(form.submit).toHaveAttribute('data-size', 'lg');
  // Easy mode leaves the invite block out.
  await expect(context.canvas.queryByRole('link', { name: t('login.invite') })).toBeNull();
  await signIn(context, locale, 'student', DEMO_PASSWORD);
  await landedSignedIn(context, 'student');
};

/** Easy (`WEB_FRONT_LOGIN_DISPLAY` 2): larger controls, a simpler page. */
export const Easy: Story = { beforeEach: loginDisplay('2'), play: easyForm };

const notInUse: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await expect(
    await context.canvas.findByText(t('login.notInUseTitle'), {}, FIRST_LOAD),
  ).toBeVisible();
  await expect(context.canvas.queryByRole('button', { name: t('login.submit') })).toBeNull();
  // Not single-company mode: no go-to-login button.
  await expect(context.canvas.queryByRole('link', { name: t('login.goToLogin') })).toBeNull();
};

/** Not in use (`WEB_FRONT_LOGIN_DISPLAY` 0): no form. */
export const NotInUse: Story = { beforeEach: loginDisplay('0'), play: notInUse };

const KAKAOTALK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36;KAKAOTALK 2410430';
const FACEBOOK_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/480.0.0.38.109]';

const inAppWarning: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await expect(
    await context.canvas.findByText(t('login.inAppTitle'), {}, FIRST_LOAD),
  ).toBeVisible();
  const open = context.canvas.getByRole('link', { name: t('login.inAppOpen') });
  await expect(open.getAttribute('href')).toMatch(/^kakaotalk:\/\/web\/openExternal\?url=/);
  await expect(context.canvas.queryByRole('button', { name: t('login.submit') })).toBeNull();
};

/** KakaoTalk's in-app browser: a way out to the system browser, no form. */
export const InAppBrowser: Story = {
  beforeEach: userAgent(KAKAOTALK_ANDROID),
  play: inAppWarning,
};

const inAppByHand: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await expect(
    await context.canvas.findByText(t('login.inAppManual', { app: 'Facebook' }), {}, FIRST_LOAD),
  ).toBeVisible();
  await expect(context.canvas.queryByRole('link', { name: t('login.inAppOpen') })).toBeNull();
  const writeText = fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: t('login.copyAddress') }),
  );
  await expect(await context.canvas.findByText(t('login.addressCopied'))).toBeVisible();
  await expect(writeText).toHaveBeenCalledWith(window.location.href);
  Reflect.deleteProperty(navigator, 'clipboard');
};

/** Facebook on an iPhone offers no way out: how to do it by hand, and the address to copy. */
export const InAppBrowserByHand: Story = {
  beforeEach: userAgent(FACEBOOK_IPHONE),
  play: inAppByHand,
};

const unsupported: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await expect(
    await context.canvas.findByText(t('login.unsupportedTitle'), {}, FIRST_LOAD),
  ).toBeVisible();
  await expect(context.canvas.queryByRole('button', { name: t('login.submit') })).toBeNull();
};

/** Internet Explorer: unsupported. */
export const UnsupportedBrowser: Story = {
  beforeEach: userAgent('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'),
  play: unsupported,
};

const loading: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await expect(await context.canvas.findByText(t('login.loading'), {}, FIRST_LOAD)).toBeVisible();
  await expect(context.canvas.queryByRole('button', { name: t('login.submit') })).toBeNull();
};

/** While the institution is fetched (a slow server). */
export const Loading: Story = {
  beforeEach: () => scenario.set({ latencyMs: 60_000 }),
  play: loading,
};

/** What the mock's DOWNLOAD_CLIENT answers: the demo's own page on the classroom client. */
const INSTALLER = `${DEMO_PAGES.classroomClient}#windows`;

/** The manual's two steps, answered here with a file of the story's own. */
const downloadHandlers = [
  http.get(`*${MOCK_API_PREFIX}/open/app/manual`, ({ request }) => {
    const command = new URL(request.url).searchParams.get('command');
    if (command === 'MANUAL') {
      return HttpResponse.json({
        success: true,
        result: { fileIdx: 7, fileName: 'boda-manual.pdf' },
        errorCode: null,
      });
    }
    return new HttpResponse('%PDF-1.4 manual', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="boda-manual.pdf"',
      },
    });
  }),
];

const downloads: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  await openForm(context, t);
  const open = fn<typeof window.open>(() => null);
  const originalOpen = window.open;
  window.open = open;
  const originalCreate = URL.createObjectURL;
  const created = fn((_blob: Blob | MediaSource) => 'blob:manual');
  URL.createObjectURL = created;
  try {
    await context.userEvent.click(context.canvas.getByRole('button', { name: t('login.manual') }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await context.userEvent.click(context.canvas.getByRole('button', { name: t('login.app') }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(INSTALLER, '_blank', 'noopener,noreferrer'),
    );
    // The link stays on the page for a browser that blocked the new tab.
    await expect(context.canvas.getByRole('link', { name: t('login.appLink') })).toHaveAttribute(
      'href',
      INSTALLER,
    );
    await expect(context.canvas.getByRole('link', { name: t('login.invite') })).toHaveAttribute(
      'href',
      '/invite/1',
    );
  } finally {
    window.open = originalOpen;
    URL.createObjectURL = originalCreate;
  }
};

/** The manual download, the app download and the invite block of the login mode. */
export const Downloads: Story = {
  parameters: { msw: { handlers: downloadHandlers } },
  play: downloads,
};

const brandedInstitution: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  // hanbit uploaded its login logos and background, has no manual, and the simple policy.
  const logo = await context.canvas.findByRole('img', { name: '한빛초등학교' }, FIRST_LOAD);
  await expect(logo.getAttribute('src')).toContain('command=LOGIN_TOP_LOGO');
  await expect(context.canvas.queryByRole('button', { name: t('login.manual') })).toBeNull();
  await expect(context.canvas.getByRole('button', { name: t('login.app') })).toBeVisible();
  await context.userEvent.type(
    context.canvas.getByRole('textbox', { name: new RegExp(`^${t('login.username')}`) }),
    'hanbit.teacher01',
  );
  await context.userEvent.type(
    context.canvas.getByLabelText(new RegExp(`^${t('login.password')}`), { selector: 'input' }),
    DEMO_PASSWORD,
  );
  await context.userEvent.click(context.canvas.getByRole('button', { name: t('login.submit') }));
  await waitFor(() => expect(readSignedIn(sessionStore.read())?.companyId).toBe('hanbit'), {
    timeout: 12_000,
  });
};

/** Another institution, with its own login logos and background. */
export const BrandedInstitution: Story = {
  render: atPath('/hanbit'),
  play: brandedInstitution,
};

const prefillsLastChoice: Play = async (context) => {
  const locale = localeOf(context);
  const t = textsIn(locale);
  const form = await openForm(context, t);
  await expect(form.username).toHaveValue('openteacher');
  await expect(context.canvas.getByRole('checkbox', { name: t('login.autoLogin') })).toBeChecked();
  await context.userEvent.click(form.password);
  await context.userEvent.keyboard(DEMO_PASSWORD);
  await context.userEvent.click(form.submit);
  await landedSignedIn(context, 'openteacher');
};

const lastChoice = () => {
  localStorage.setItem(LOCAL_SETTING_KEY.PAST_USER_NAME, 'openteacher');
  localStorage.setItem(LOCAL_SETTING_KEY.AUTO_LOGIN, '1');
};

/** The last user id and auto-login choice come back (the meta's cleanup removes them). */
export const RemembersLastUserId: Story = {
  beforeEach: lastChoice,
  play: prefillsLastChoice,
};
