import { INDIVIDUAL_PACE_FEES, type Locale } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectNoSidewaysScroll, expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { cellAt } from './storyTables.ts';

const meta = {
  title: 'Screens/Public/PrivateClassPrice',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The individual-pace class fees (screens.md §2.1, §9 "Public fees"): middle school ' +
          'only, 120-minute classes, the weekend test hour included; a real table of weekly ' +
          'classes, weekly hours and monthly fee; fees monthly, paid after the first lesson.',
      },
    },
  },
  render: atPath('/intro/privateClass/price'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const won = (locale: Locale, amount: number) => textOf(locale, 'intro.fees.won', { amount });

const feeTable = async (context: StoryContext) => {
  const locale = localeOf(context);
  await context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(locale, 'intro.privateClassPrice.title') },
    LOAD,
  );
  return context.canvas.getByRole('table', {
    name: textOf(locale, 'intro.privateClassPrice.caption'),
  });
};

/**
 * Twice a week is 5 hours (the weekend test hour included) and 400,000 won a month; three and
 * four times follow from the contract. Then the way back to the class page.
 */
export const Fees: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    const table = await feeTable(context);
    const fee = t('intro.privateClassPrice.fee');
    const hours = t('intro.privateClassPrice.weeklyHours');

    const twice = t('intro.fees.weekly', { count: 2 });
    await expect(cellAt(table, twice, fee)).toHaveTextContent(
      locale === 'ko' ? '400,000원' : '₩400,000',
    );
    await expect(cellAt(table, twice, hours)).toHaveTextContent(
      t('intro.fees.hours', { hours: 5 }),
    );

    for (const row of INDIVIDUAL_PACE_FEES) {
      const weekly = t('intro.fees.weekly', { count: row.weeklyClasses });
      await expect(cellAt(table, weekly, fee)).toHaveTextContent(won(locale, row.fee));
      await expect(cellAt(table, weekly, hours)).toHaveTextContent(
        t('intro.fees.hours', { hours: row.weeklyHours }),
      );
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(INDIVIDUAL_PACE_FEES.length + 1);

    await expect(
      canvas.getByText(t('intro.privateClassPrice.lead', { minutes: 120, minWeekly: 2, hours: 1 })),
    ).toBeVisible();
    await expect(canvas.getByText(t('intro.fees.monthly'))).toBeVisible();
    await expectNoSidewaysScroll();

    await userEvent.click(canvas.getByRole('link', { name: t('intro.privateClassPrice.method') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('intro.privateClass.title') }, LOAD),
    ).toBeVisible();
  },
};

/** On a 390 px phone: nothing scrolls sideways; the enquiry opens on the individual-pace tab. */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const table = await feeTable(context);
    await expectPhoneFits();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    const enquire = canvas.getByRole('link', { name: textOf(locale, 'intro.fees.enquire') });
    await expect(enquire).toHaveAttribute('href', '/intro/contact?type=PRIVATE');
    await userEvent.click(enquire);
    await waitFor(
      () => expect(document.title).toBe(textOf(locale, 'intro.meta.contact.title')),
      LOAD,
    );
    const heading = await canvas.findByRole('heading', { level: 1 }, LOAD);
    await expect(heading).not.toHaveTextContent(textOf(locale, 'intro.privateClassPrice.title'));
    await expectPhoneFits();
  },
};
