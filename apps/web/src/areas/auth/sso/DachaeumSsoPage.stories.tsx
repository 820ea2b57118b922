import { DACHAEUM_RESULT } from '@platform/contract';
import { SPECIAL_ACCOUNTS, scenario } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readSignedIn } from '../../../app/session/session.ts';
import { sessionStore } from '../../../app/session/sessionStore.ts';
import { atPath } from '../../../testing/AppStory.tsx';
import { signedOut } from '../../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../../testing/storyTexts.ts';
import { DACHAEUM_LOGIN_URL, overrideSsoRuntime } from './ssoRuntime.ts';
import { expectSignedInAs, expectSsoState, goHomeByKeyboard } from './ssoStoryKit.ts';

const redirect = fn((_url: string) => true);

/** The wait for what loads: lazy routes are slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const meta = {
  title: 'Screens/Sign-in/SSO Dachaeum',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: () => {
    redirect.mockClear();
    const undoRuntime = overrideSsoRuntime({ redirect });
    const undoSession = signedOut()();
    return () => {
      undoRuntime();
      undoSession();
    };
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/sso/dachaeum` (screens.md §2.2): `LOGIN_REQ` leaves for the provider’s login; ' +
          '`LOGIN_COMPLATE`, `SSO_REQ` or no result sign in with no payload and go to main (on error ' +
          'to `/` with errorCode); `NO_AUTH` and LOGOUT go to `/` with the result; an errorCode ' +
          'shows the code, the provider’s text and the way home.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const signsIn = async ({ canvasElement }: StoryContext) => {
  await expectSignedInAs(canvasElement, SPECIAL_ACCOUNTS.dachaeum);
  await expect(redirect).not.toHaveBeenCalled();
};

/** SUCCESS: no result: sign in with no payload, then main. */
export const SignsIn: Story = {
  tags: ['brand-sweep'],
  render: atPath('/sso/dachaeum'),
  play: signsIn,
};

/** SUCCESS: the provider reports `LOGIN_COMPLATE` (the wire's spelling). */
export const LoginComplete: Story = {
  render: atPath(`/sso/dachaeum?result=${DACHAEUM_RESULT.LOGIN_COMPLATE}`),
  play: signsIn,
};

/** INIT while the sign-in call is under way: a progress indicator that names what it waits for. */
export const SigningIn: Story = {
  beforeEach: () => scenario.set({ latencyMs: 1500 }),
  render: atPath(`/sso/dachaeum?result=${DACHAEUM_RESULT.SSO_REQ}`),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.init.title');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      textOf(locale, 'sso.init.body'),
    );
    await signsIn(context);
  },
};

/** `LOGIN_REQ`: the browser leaves for the provider's login page. */
export const LoginRequested: Story = {
  render: atPath(`/sso/dachaeum?result=${DACHAEUM_RESULT.LOGIN_REQ}`),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.init.title');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(DACHAEUM_LOGIN_URL));
    await expect(readSignedIn(sessionStore.read())).toBeNull();
  },
};

const goesHomeWith = (messageKey: string) => async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, 'landing.title') },
      LOAD,
    ),
  ).toBeVisible();
  await expect(context.canvas.getByText(textOf(locale, messageKey))).toBeVisible();
  // The visitor can go on: the institution search is right there.
  await context.userEvent.click(
    context.canvas.getByRole('searchbox', { name: textOf(locale, 'landing.search.label') }),
  );
  await expect(readSignedIn(sessionStore.read())).toBeNull();
};

/** `NO_AUTH`: to `/` with the result, which the landing page explains. */
export const NoAuthGoesHome: Story = {
  render: atPath(`/sso/dachaeum?result=${DACHAEUM_RESULT.NO_AUTH}`),
  play: goesHomeWith('landing.result.NO_AUTH'),
};

/** LOGOUT: to `/` with the result. */
export const LogoutGoesHome: Story = {
  render: atPath(`/sso/dachaeum?result=${DACHAEUM_RESULT.LOGOUT}`),
  play: goesHomeWith('landing.result.LOGOUT'),
};

/** `NO_AUTH` with the provider's errorCode and errorMsg: both shown, and the way home. */
export const ProviderError: Story = {
  render: atPath('/sso/dachaeum?errorCode=DC-401&errorMsg=%EA%B6%8C%ED%95%9C%20%EC%97%86%EC%9D%8C'),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.noAuth.title', 'sso.noAuth.body');
    await expect(context.canvas.getByText('권한 없음')).toBeVisible();
    await expect(
      context.canvas.getByText(textOf(locale, 'sso.code', { code: 'DC-401' })),
    ).toBeVisible();
    await expect(context.canvas.getByText(codeTextOf(locale, 'DC-401'))).toBeInTheDocument();
    await goHomeByKeyboard(context, locale);
  },
};

/** A refused sign-in goes to `/` with its errorCode, shown there in the user's language. */
export const SignInRefused: Story = {
  beforeEach: () => scenario.forceError('openLoginSso.SIGN_IN_DACHAEUM', 'WB-400-004'),
  render: atPath('/sso/dachaeum'),
  play: async (context) => {
    const locale = localeOf(context);
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(locale, 'landing.title') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      codeTextOf(locale, 'WB-400-004'),
    );
    await expect(readSignedIn(sessionStore.read())).toBeNull();
  },
};
