import { DEMO_SSO, SPECIAL_ACCOUNTS, scenario } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readSignedIn } from '../../../app/session/session.ts';
import { sessionStore } from '../../../app/session/sessionStore.ts';
import { atPath } from '../../../testing/AppStory.tsx';
import { signedOut } from '../../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../../testing/storyTexts.ts';
import { expectSignedInAs, expectSsoState, goHomeByKeyboard } from './ssoStoryKit.ts';

const meta = {
  title: 'Screens/Sign-in/SSO token',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: signedOut(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/sso/login?token=…` (screens.md §2.2): signs in with the token and goes to main; a ' +
          'refused token shows user-info-not-found with its code; no token, the same message.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const signsIn = async ({ canvasElement }: StoryContext) => {
  await expectSignedInAs(canvasElement, SPECIAL_ACCOUNTS.linked);
};

/** SUCCESS: the token signs the linked account in, then main. */
export const SignsIn: Story = {
  tags: ['brand-sweep'],
  render: atPath(`/sso/login?token=${DEMO_SSO.SIGN_IN.token}`),
  play: signsIn,
};

/** INIT: the progress indicator while the server checks the token. */
export const SigningIn: Story = {
  beforeEach: () => scenario.set({ latencyMs: 1500 }),
  render: atPath(`/sso/login?token=${DEMO_SSO.SIGN_IN.token}`),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.init.title');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      textOf(locale, 'sso.init.body'),
    );
    await signsIn(context);
  },
};

/** `KSIGN_ERROR`: the token is refused: user information not found, with the code. */
export const TokenRefused: Story = {
  render: atPath('/sso/login?token=expired-token'),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.userNotFound.title', 'sso.ksignError.body');
    await expect(
      context.canvas.getByText(textOf(locale, 'sso.code', { code: 'WB-400-601' })),
    ).toBeVisible();
    await expect(context.canvas.getByText(codeTextOf(locale, 'WB-400-601'))).toBeVisible();
    await expect(readSignedIn(sessionStore.read())).toBeNull();
    await goHomeByKeyboard(context, locale);
  },
};

/** `NO_CODE`: no token at all. */
export const NoToken: Story = {
  render: atPath('/sso/login'),
  play: async (context) => {
    const locale = localeOf(context);
    await expectSsoState(context.canvas, locale, 'sso.userNotFound.title', 'sso.noCode.body');
    await goHomeByKeyboard(context, locale);
  },
};
