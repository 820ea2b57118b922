import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectProductLogo } from '../../../testing/productLogo.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';

const meta = {
  title: 'Screens/Public/Terms',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The legal terms (screens.md §2.1, §9): service terms, privacy policy and marketing ' +
          'consent, Korean being the binding text, with links between them. `/terms` opens the ' +
          'privacy policy; other paths under /terms show the unknown-address page.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the terms page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

/** The page's heading, once its route has loaded, as a reader waits for it. */
const heading = (context: StoryContext, key: string) =>
  context.canvas.findByRole('heading', { level: 1, name: textOf(localeOf(context), key) }, LOAD);

/** Shows `document`, then follows the link to `next` and shows it as the current page. */
const readsAndMovesOn =
  (document: string, next: string, fact: RegExp) => async (context: StoryContext) => {
    const locale = localeOf(context);
    await expect(await heading(context, `terms.${document}.title`)).toBeVisible();
    await expect(context.canvas.getByText(fact)).toBeVisible();
    await expectProductLogo(context);
    const nav = context.canvas.getByRole('navigation', { name: textOf(locale, 'terms.nav') });
    await expect(
      context.canvas.getByRole('link', { name: textOf(locale, `terms.${document}.title`) }),
    ).toHaveAttribute('aria-current', 'page');
    const link = context.canvas.getByRole('link', { name: textOf(locale, `terms.${next}.title`) });
    await expect(nav).toContainElement(link);
    link.focus();
    await context.userEvent.keyboard('{Enter}');
    await expect(await heading(context, `terms.${next}.title`)).toBeVisible();
    await expect(
      context.canvas.getByRole('link', { name: textOf(locale, `terms.${next}.title`) }),
    ).toHaveAttribute('aria-current', 'page');
  };

/** /terms goes to the privacy policy: retention periods and outsourcing. */
export const PrivacyPolicy: Story = {
  tags: ['brand-sweep'],
  render: atPath('/terms'),
  play: readsAndMovesOn('policy', 'marketing', /3개월|3 months/),
};

/** Service terms: hours, maintenance, fees, refunds and outage compensation. */
export const ServiceTerms: Story = {
  render: atPath('/terms/service'),
  play: readsAndMovesOn('service', 'policy', /장애 시간의 3배|three times the duration/),
};

/** Marketing consent, and back to the service terms. */
export const MarketingTerms: Story = {
  render: atPath('/terms/marketing'),
  play: readsAndMovesOn('marketing', 'service', /동의를 철회|withdraw your consent/),
};
