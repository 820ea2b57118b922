import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectNoSidewaysScroll, expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { expectHeadingOrder } from './storyHeadings.ts';

const meta = {
  title: 'Screens/Public/PersonalClass',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The one-to-one class (screens.md §2.1): for whom, how a class runs (enquiry, level ' +
          'test, live class with class notes, homework, weekly report), the class lengths, ' +
          'frequencies and weekday evening times, and the links on to the fees and the enquiry.',
      },
    },
  },
  render: atPath('/intro/personalClass'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const pageHeading = (context: StoryContext) =>
  context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(localeOf(context), 'intro.personalClass.title') },
    LOAD,
  );

/**
 * A parent reads the page: the sections in order, the five steps, the lengths (60, 90 and 120
 * minutes; elementary 60 only), once to three times a week, weekday evenings 18:30 to 23:00, and
 * the fees from 170,000 won. "See the fees" opens the fee table.
 */
export const Method: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    await expect(await pageHeading(context)).toBeVisible();
    const main = canvas.getByRole('main');
    await expectHeadingOrder(main, [
      [1, t('intro.personalClass.title')],
      [2, t('intro.classes.forTitle')],
      [2, t('intro.classes.howTitle')],
      [3, t('intro.personalClass.step.enquiry.title')],
      [3, t('intro.personalClass.step.levelTest.title')],
      [3, t('intro.personalClass.step.live.title')],
      [3, t('intro.personalClass.step.homework.title')],
      [3, t('intro.personalClass.step.report.title')],
      [2, t('intro.classes.scheduleTitle')],
      [2, t('intro.classes.feesTitle')],
    ]);

    const schedule = canvas.getByRole('region', { name: t('intro.classes.scheduleTitle') });
    for (const minutes of [60, 90, 120]) {
      await expect(within(schedule).getByText(t('intro.fees.minutes', { minutes }))).toBeVisible();
    }
    for (const count of [1, 2, 3]) {
      await expect(within(schedule).getByText(t('intro.fees.weekly', { count }))).toBeVisible();
    }
    await expect(
      within(schedule).getByText(t('intro.classes.slots', { from: '18:30', until: '23:00' })),
    ).toBeVisible();
    await expect(
      within(schedule).getByText(t('intro.personalClass.elementaryNote', { minutes: 60 })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('intro.classes.feesFrom', { amount: t('intro.fees.won', { amount: 170_000 }) }),
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll();

    await userEvent.click(canvas.getByRole('link', { name: t('intro.personalClass.seeFees') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('intro.personalClassPrice.title') },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** On a 390 px phone nothing scrolls sideways; the enquiry link opens the enquiry form. */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    await expect(await pageHeading(context)).toBeVisible();
    await expectPhoneFits();

    const enquire = canvas.getByRole('link', {
      name: textOf(locale, 'intro.personalClass.enquire'),
    });
    await expect(enquire).toHaveAttribute('href', '/intro/contact');
    await userEvent.click(enquire);
    await waitFor(
      () => expect(document.title).toBe(textOf(locale, 'intro.meta.contact.title')),
      LOAD,
    );
    const heading = await canvas.findByRole('heading', { level: 1 }, LOAD);
    await expect(heading).not.toHaveTextContent(textOf(locale, 'intro.personalClass.title'));
    await expectPhoneFits();
  },
};
