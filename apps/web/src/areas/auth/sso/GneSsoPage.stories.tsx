import { ApiError } from '@platform/contract';
import { DEMO_GNE_CLIENT, DEMO_SSO, SPECIAL_ACCOUNTS, scenario } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readSignedIn } from '../../../app/session/session.ts';
import { sessionStore } from '../../../app/session/sessionStore.ts';
import { atPath } from '../../../testing/AppStory.tsx';
import { signedOut } from '../../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../../testing/storyTexts.ts';
import { GNE_STATE_STORAGE_KEY } from './ssoFlow.ts';
import { overrideSsoRuntime } from './ssoRuntime.ts';
import { expectSignedInAs, expectSsoState, goHomeByKeyboard } from './ssoStoryKit.ts';

/** The address the page would leave for; a story never leaves. */
const redirect = fn((_url: string) => true);
const STORY_STATE = '0123456789abcdef0123456789abcdef';

/** The provider came back with our state: what a real round trip leaves in this tab. */
const stateSent = () => {
  sessionStorage.setItem(GNE_STATE_STORAGE_KEY, STORY_STATE);
  return () => sessionStorage.removeItem(GNE_STATE_STORAGE_KEY);
};

const runtime =
  (config: { clientId?: string | null; redirectUri?: string | null } | Error) => () => {
    redirect.mockClear();
    return overrideSsoRuntime({
      redirect,
      loadGneClientConfig: () =>
        config instanceof Error ? Promise.reject(config) : Promise.resolve(config),
    });
  };

const meta = {
  title: 'Screens/Sign-in/SSO GNE',
  beforeEach: signedOut(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/sso/gne` (screens.md §2.2): with `requireAuth=true` it reads the client configuration ' +
          'and leaves for the provider with `response_type`=code, `client_id`, `redirect_uri` and a ' +
          'random state kept in this tab; with a `code` (and that state) it signs in and goes to ' +
          'main; with neither it says the user information was not found.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const codeAddress = (code: string, state = STORY_STATE) =>
  `/sso/gne?${new URLSearchParams({ code, state })}`;

const signsIn = async ({ canvasElement }: StoryContext) => {
  await expectSignedInAs(canvasElement, SPECIAL_ACCOUNTS.gne);
  // The state guarded one sign-in and is gone.
  await expect(sessionStorage.getItem(GNE_STATE_STORAGE_KEY)).toBeNull();
};

/** SUCCESS: the code signs the GNE account in and the page goes to /{companyId}/main. */
export const SignsInWithCode: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  beforeEach: stateSent,
  render: atPath(codeAddress(DEMO_SSO.SIGN_IN_GNE.code)),
  play: signsIn,
};

const redirectsWith =
  (clientId: string, redirectUri: () => string) => async (context: StoryContext) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.init.title', 'sso.init.redirecting');
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    const url = new URL(String(redirect.mock.calls[0]?.[0]));
    const state = url.searchParams.get('state') ?? '';
    await expect(url.searchParams.get('response_type')).toBe('code');
    await expect(url.searchParams.get('client_id')).toBe(clientId);
    await expect(url.searchParams.get('redirect_uri')).toBe(redirectUri());
    await expect(state).toMatch(/^[0-9a-f]{32}$/);
    // The state waits in this tab for the code to come back.
    await expect(sessionStorage.getItem(GNE_STATE_STORAGE_KEY)).toBe(state);
  };

/**
 * INIT, requireAuth=true: the server's client configuration is read (the demo's has no redirect
 * address, so the provider is sent this page's own) and the browser leaves for the provider.
 */
export const RedirectsToProvider: Story = {
  tags: ['locale-sweep'],
  beforeEach: () => {
    redirect.mockClear();
    return overrideSsoRuntime({ redirect });
  },
  render: atPath('/sso/gne?requireAuth=true'),
  play: redirectsWith(DEMO_GNE_CLIENT.clientId, () => `${location.origin}/sso/gne`),
};

/** A configuration with its own redirect address: that address goes to the provider. */
export const RedirectsToConfiguredAddress: Story = {
  beforeEach: runtime({ clientId: 'story-client', redirectUri: 'https://app.example/sso/gne' }),
  render: atPath('/sso/gne?requireAuth=true'),
  play: redirectsWith('story-client', () => 'https://app.example/sso/gne'),
};

const errorState =
  (titleKey: string, bodyKey: string, code?: string) => async (context: StoryContext) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, titleKey, bodyKey);
    if (code) {
      await expect(context.canvas.getByText(textOf(locale, 'sso.code', { code }))).toBeVisible();
      await expect(context.canvas.getByText(codeTextOf(locale, code))).toBeVisible();
    }
    await expect(redirect).not.toHaveBeenCalled();
    await goHomeByKeyboard(context, locale);
  };

/** `NO_CLIENT_ID`: the configuration has no client id, so there is nowhere to send the user. */
export const NoClientId: Story = {
  tags: ['locale-sweep'],
  beforeEach: runtime({ clientId: null, redirectUri: null }),
  render: atPath('/sso/gne?requireAuth=true'),
  play: errorState('sso.noClientId.title', 'sso.noClientId.body'),
};

/** `SIGN_IN_ERROR`: the configuration could not be read; its code is shown and nothing leaves. */
export const ConfigurationFails: Story = {
  tags: ['locale-sweep'],
  beforeEach: runtime(
    new ApiError({ kind: 'status', status: 400, code: 'WB-400-232', endpoint: 'gne-config' }),
  ),
  render: atPath('/sso/gne?requireAuth=true'),
  play: errorState('sso.signInError.title', 'sso.signInError.body', 'WB-400-232'),
};

/** `NO_CODE`: neither a code nor requireAuth: user information not found, and the way home. */
export const NoCode: Story = {
  tags: ['locale-sweep'],
  render: atPath('/sso/gne'),
  play: errorState('sso.userNotFound.title', 'sso.noCode.body'),
};

/** `SIGN_IN_ERROR`: the server refuses the code; its code and text are shown. */
export const CodeRefused: Story = {
  tags: ['locale-sweep'],
  beforeEach: stateSent,
  render: atPath(codeAddress('forged-code')),
  play: errorState('sso.signInError.title', 'sso.signInError.body', 'WB-400-601'),
};

/** `SIGN_IN_ERROR`: a licence that has expired refuses the sign-in with WB-400-006. */
export const LicenseExpired: Story = {
  tags: ['locale-sweep'],
  beforeEach: () => {
    scenario.set({ licenseExpired: true });
    return stateSent();
  },
  render: atPath(codeAddress(DEMO_SSO.SIGN_IN_GNE.code)),
  play: errorState('sso.signInError.title', 'sso.signInError.body', 'WB-400-006'),
};

/** `SIGN_IN_ERROR`: a code whose state this tab never sent is not used at all. */
export const StateMismatch: Story = {
  tags: ['locale-sweep'],
  beforeEach: stateSent,
  render: atPath(codeAddress(DEMO_SSO.SIGN_IN_GNE.code, 'not-our-state')),
  play: async (context) => {
    await errorState('sso.signInError.title', 'sso.stateMismatch')(context);
    await expect(readSignedIn(sessionStore.read())).toBeNull();
  },
};

/** `NO_AUTH`: the provider answered with an OAuth error instead of a code. */
export const ProviderRefused: Story = {
  tags: ['locale-sweep'],
  render: atPath('/sso/gne?error=access_denied&error_description=User%20cancelled'),
  play: async (context) => {
    await expect(await context.canvas.findByText('User cancelled')).toBeVisible();
    await errorState('sso.noAuth.title', 'sso.noAuth.body')(context);
  },
};
