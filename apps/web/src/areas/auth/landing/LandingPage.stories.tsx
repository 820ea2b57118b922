import { scenario } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectProductLogo } from '../../../testing/productLogo.ts';
import { signedOut } from '../../../testing/storySession.ts';
import { codeTextOf, localeOf, textOf } from '../../../testing/storyTexts.ts';

const meta = {
  title: 'Screens/Public/Landing',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  // A visitor: no session left by the story before (a signed-in user is sent elsewhere).
  beforeEach: signedOut(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/`: a visitor finds their institution by name or ID (company search, debounced ' +
          '300 ms) and opens its sign-in page, or tries the demo institution. The SSO pages send ' +
          'people here with `result` (`NO_AUTH`, LOGOUT) or `errorCode`, which it explains.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page's code arrives lazily, and a search's results come from the server after the debounce:
 * a play waits for each as a visitor does, longer than the 1 s a query waits by default (both
 * failed under load: the first story's page, and ErrorCodeNotice's results in the CI run).
 */
const PAGE = { timeout: 10_000 };

const searchFor = async (context: StoryContext, keyword: string) => {
  const locale = localeOf(context);
  const box = await context.canvas.findByRole(
    'searchbox',
    { name: textOf(locale, 'landing.search.label') },
    PAGE,
  );
  await context.userEvent.click(box);
  await context.userEvent.keyboard(keyword);
  return locale;
};

/** Finds an institution by name, and its result opens its sign-in page. */
export const FindsInstitution: Story = {
  tags: ['brand-sweep'],
  render: atPath('/'),
  play: async (context) => {
    const locale = await searchFor(context, '수학');
    // On a busy machine the debounce can fire between the two syllables: the results of '수'
    // show first. A user waits for the results of the whole word, and so does this play.
    await expect(
      await context.canvas.findByText(
        textOf(locale, 'landing.search.count', { count: 1 }),
        {},
        PAGE,
      ),
    ).toBeVisible();
    const results = await context.canvas.findByRole('list', {
      name: textOf(locale, 'landing.search.results'),
    });
    const link = await context.canvas.findByRole('link', { name: /보다 수학 아카데미/ });
    await expect(results).toContainElement(link);
    await expect(link).toHaveAttribute('href', '/demo');
    // The result is a link a keyboard reaches (what it opens is the login page's own story).
    for (let step = 0; step < 4 && document.activeElement !== link; step += 1) {
      await context.userEvent.tab();
    }
    await expect(link).toHaveFocus();
  },
};

/** By ID, with the keyboard: Enter searches at once. */
export const FindsById: Story = {
  render: atPath('/'),
  play: async (context) => {
    await searchFor(context, 'saebom{Enter}');
    const link = await context.canvas.findByRole('link', { name: /새봄 영어학원/ }, PAGE);
    await expect(link).toHaveAttribute('href', '/saebom');
    await expect(context.canvas.queryByRole('link', { name: /한빛초등학교/ })).toBeNull();
  },
};

/** No institution matches: the empty state says so and what to try. */
export const NoMatch: Story = {
  render: atPath('/'),
  play: async (context) => {
    const locale = await searchFor(context, 'zzzz');
    await expect(
      await context.canvas.findByText(
        textOf(locale, 'landing.search.empty', { keyword: 'zzzz' }),
        {},
        PAGE,
      ),
    ).toBeVisible();
    await expect(
      context.canvas.getByText(textOf(locale, 'landing.search.emptyHint')),
    ).toBeVisible();
  },
};

/** Loading: the search waits for the server with a named progress indicator. */
export const Searching: Story = {
  beforeEach: () => scenario.set({ latencyMs: 1500 }),
  render: atPath('/'),
  play: async (context) => {
    const locale = await searchFor(context, 'demo');
    await expect(
      await context.canvas.findByText(textOf(locale, 'landing.search.loading')),
    ).toBeVisible();
    await expect(
      await context.canvas.findByRole('link', { name: /보다 수학 아카데미/ }, PAGE),
    ).toBeVisible();
  },
};

/** The search fails: the server's code in the user's language. */
export const SearchFails: Story = {
  beforeEach: () => scenario.forceError('openCompany.LIST_NORMAL', 'WB-400-212'),
  render: atPath('/'),
  play: async (context) => {
    const locale = await searchFor(context, 'demo');
    const alert = await context.canvas.findByRole('alert', {}, PAGE);
    await expect(alert).toHaveTextContent(textOf(locale, 'landing.search.failed'));
    await expect(alert).toHaveTextContent(codeTextOf(locale, 'WB-400-212'));
  },
};

/** The demo institution is one click away, under the product's logo. */
export const OpensDemo: Story = {
  render: atPath('/'),
  play: async (context) => {
    const locale = localeOf(context);
    const link = await context.canvas.findByRole(
      'link',
      { name: textOf(locale, 'landing.demo.link') },
      PAGE,
    );
    await expectProductLogo(context);
    await expect(link).toHaveAttribute('href', '/demo');
    await context.userEvent.hover(link);
    link.focus();
    await expect(link).toHaveFocus();
  },
};

const notice = (path: string, check: (context: StoryContext) => Promise<void>): Story => ({
  render: atPath(path),
  play: async (context) => {
    await context.canvas.findByRole(
      'heading',
      { level: 1, name: textOf(localeOf(context), 'landing.title') },
      PAGE,
    );
    await check(context);
    // The notice does not stand in the way of the search.
    await searchFor(context, 'demo');
    await expect(
      await context.canvas.findByRole('link', { name: /보다 수학 아카데미/ }, PAGE),
    ).toBeVisible();
  },
});

/** `?result=LOGOUT` from /sso/dachaeum. */
export const SignedOutNotice: Story = notice('/?result=LOGOUT', async (context) => {
  const locale = localeOf(context);
  await expect(context.canvas.getByText(textOf(locale, 'landing.result.LOGOUT'))).toBeVisible();
});

/** `?result=NO_AUTH` from /sso/dachaeum. */
export const NoAuthNotice: Story = notice('/?result=NO_AUTH', async (context) => {
  const locale = localeOf(context);
  await expect(context.canvas.getByText(textOf(locale, 'landing.result.NO_AUTH'))).toBeVisible();
});

/** `?errorCode=` from a refused SSO sign-in: the contract's text of the code. */
export const ErrorCodeNotice: Story = notice('/?errorCode=WB-400-007', async (context) => {
  const locale = localeOf(context);
  const alert = context.canvas.getByRole('alert');
  await expect(alert).toHaveTextContent(textOf(locale, 'landing.signInFailed'));
  await expect(alert).toHaveTextContent(codeTextOf(locale, 'WB-400-007'));
});
