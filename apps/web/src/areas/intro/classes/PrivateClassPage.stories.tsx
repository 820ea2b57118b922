import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectNoSidewaysScroll, expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { expectHeadingOrder } from './storyHeadings.ts';

const meta = {
  title: 'Screens/Public/PrivateClass',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The individual-pace class (screens.md §2.1): middle school only, 120-minute classes ' +
          'at least twice a week and a weekend test hour; for whom, how it runs, the weekday ' +
          'evening times, and the links on to its fees and to the enquiry with the ' +
          'individual-pace tab chosen (`/intro/contact?type=PRIVATE`).',
      },
    },
  },
  render: atPath('/intro/privateClass'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const pageHeading = (context: StoryContext) =>
  context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(localeOf(context), 'intro.privateClass.title') },
    LOAD,
  );

/** What the spec fixes for individual-pace (§5, §9): 120 minutes, twice a week or more, 1 test hour. */
const FACTS = { minutes: 120, minWeekly: 2, hours: 1 };

/**
 * A parent reads the page: the sections and the six steps in order (the weekend test among
 * them), middle school only, 120-minute classes twice to four times a week, weekday evenings,
 * the fees from 400,000 won. "See the fees" opens the fee table.
 */
export const Method: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    await expect(await pageHeading(context)).toBeVisible();
    await expectHeadingOrder(canvas.getByRole('main'), [
      [1, t('intro.privateClass.title')],
      [2, t('intro.classes.forTitle')],
      [2, t('intro.classes.howTitle')],
      [3, t('intro.privateClass.step.enquiry.title', FACTS)],
      [3, t('intro.privateClass.step.levelTest.title', FACTS)],
      [3, t('intro.privateClass.step.live.title', FACTS)],
      [3, t('intro.privateClass.step.homework.title', FACTS)],
      [3, t('intro.privateClass.step.test.title', FACTS)],
      [3, t('intro.privateClass.step.report.title', FACTS)],
      [2, t('intro.classes.scheduleTitle')],
      [2, t('intro.classes.feesTitle')],
    ]);

    const schedule = canvas.getByRole('region', { name: t('intro.classes.scheduleTitle') });
    await expect(within(schedule).getByText(t('intro.privateClass.levelValue'))).toBeVisible();
    await expect(within(schedule).getByText(t('intro.fees.minutes', FACTS))).toBeVisible();
    await expect(
      within(schedule).queryByText(t('intro.fees.weekly', { count: 1 })),
    ).not.toBeInTheDocument();
    for (const count of [2, 3, 4]) {
      await expect(within(schedule).getByText(t('intro.fees.weekly', { count }))).toBeVisible();
    }
    await expect(
      within(schedule).getByText(t('intro.classes.slots', { from: '18:30', until: '23:00' })),
    ).toBeVisible();
    await expect(
      within(schedule).getByText(t('intro.privateClass.weeklyNote', FACTS)),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('intro.classes.feesFrom', { amount: t('intro.fees.won', { amount: 400_000 }) }),
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll();

    await userEvent.click(canvas.getByRole('link', { name: t('intro.privateClass.seeFees') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('intro.privateClassPrice.title') },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** On a 390 px phone nothing scrolls sideways; the enquiry opens on the individual-pace tab. */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    await expect(await pageHeading(context)).toBeVisible();
    await expectPhoneFits();

    const enquire = canvas.getByRole('link', {
      name: textOf(locale, 'intro.privateClass.enquire'),
    });
    await expect(enquire).toHaveAttribute('href', '/intro/contact?type=PRIVATE');
    await userEvent.click(enquire);
    await waitFor(
      () => expect(document.title).toBe(textOf(locale, 'intro.meta.contact.title')),
      LOAD,
    );
    const heading = await canvas.findByRole('heading', { level: 1 }, LOAD);
    await expect(heading).not.toHaveTextContent(textOf(locale, 'intro.privateClass.title'));
    await expectPhoneFits();
  },
};
