import {
  GROUP_DISCOUNTS,
  type Locale,
  PERSONAL_CLASS_LEVELS,
  PERSONAL_CLASS_MINUTES,
  PERSONAL_CLASS_WEEKLY,
  personalClassFee,
} from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectNoSidewaysScroll, expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { cellAt } from './storyTables.ts';

const meta = {
  title: 'Screens/Public/PersonalClassPrice',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The one-to-one class fees (screens.md §2.1, §9 "Public fees"): a real table read by ' +
          'row (level and weekly classes) and column (class length), each cell the discounted ' +
          'and the struck-through list price; elementary 60 minutes only; the group discounts ' +
          'with a worked example; fees monthly, paid after the first lesson. On a phone the ' +
          'table scrolls inside its own focusable frame.',
      },
    },
  },
  render: atPath('/intro/personalClass/price'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const won = (locale: Locale, amount: number) => textOf(locale, 'intro.fees.won', { amount });

const rowName = (locale: Locale, level: string, count: number) =>
  `${textOf(locale, `intro.fees.level.${level}`)} · ${textOf(locale, 'intro.fees.weekly', { count })}`;

/** What a screen reader reads in a fee cell: the discounted price, then the list price. */
const priceText = (locale: Locale, discounted: number, list: number) =>
  `${textOf(locale, 'intro.fees.discounted')} ${won(locale, discounted)} ${textOf(locale, 'intro.fees.list')} ${won(locale, list)}`;

const feeTable = async (context: StoryContext) => {
  const locale = localeOf(context);
  await context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(locale, 'intro.personalClassPrice.title') },
    LOAD,
  );
  return context.canvas.getByRole('table', {
    name: textOf(locale, 'intro.personalClassPrice.caption'),
  });
};

/**
 * The whole table, read cell by cell: high school twice a week for 90 minutes is 440,000 won,
 * list price 530,000 (struck through); elementary 90 and 120 minutes are not offered; every
 * other cell shows its figure of the contract. Then the group discounts and the way back to
 * the class page.
 */
export const Fees: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(locale, key, params);
    const table = await feeTable(context);
    const minutes = (value: number) => t('intro.fees.minutes', { minutes: value });

    const highTwice90 = cellAt(table, rowName(locale, 'high', 2), minutes(90));
    await expect(highTwice90).toHaveTextContent(priceText(locale, 440_000, 530_000));
    await expect(highTwice90).toHaveTextContent(locale === 'ko' ? '440,000원' : '₩440,000');
    const listPrice = highTwice90.querySelector('s');
    await expect(listPrice).toHaveTextContent(won(locale, 530_000));
    await expect(getComputedStyle(listPrice as Element).textDecorationLine).toContain(
      'line-through',
    );

    const elementary90 = cellAt(table, rowName(locale, 'elementary', 1), minutes(90));
    await expect(elementary90).toHaveTextContent(t('intro.fees.notOffered'));
    await expect(cellAt(table, rowName(locale, 'elementary', 1), minutes(60))).toHaveTextContent(
      priceText(locale, 170_000, 200_000),
    );

    for (const level of PERSONAL_CLASS_LEVELS) {
      for (const weekly of PERSONAL_CLASS_WEEKLY) {
        for (const length of PERSONAL_CLASS_MINUTES) {
          const fee = personalClassFee(level, weekly, length);
          await expect(
            cellAt(table, rowName(locale, level, weekly), minutes(length)),
          ).toHaveTextContent(
            fee ? priceText(locale, fee.discounted, fee.list) : t('intro.fees.notOffered'),
          );
        }
      }
    }

    // The frame that lets a phone scroll the table is a named, focusable region.
    const frame = canvas.getByRole('region', { name: t('intro.personalClassPrice.caption') });
    await expect(frame).toContainElement(table);
    await expect(frame).toHaveAttribute('tabindex', '0');

    // Group discounts on the example fee (high school, twice a week, 90 minutes: 440,000).
    const group = canvas.getByRole('table', {
      name: t('intro.personalClassPrice.group.caption', {
        example: `${t('intro.fees.level.high')} · ${t('intro.fees.weekly', { count: 2 })} · ${minutes(90)}`,
        amount: won(locale, 440_000),
      }),
    });
    const each = t('intro.personalClassPrice.group.each');
    await expect(
      cellAt(group, t('intro.personalClassPrice.group.count', { count: 2 }), each),
    ).toHaveTextContent(won(locale, 352_000));
    await expect(
      cellAt(group, t('intro.personalClassPrice.group.countOrMore', { count: 3 }), each),
    ).toHaveTextContent(won(locale, 308_000));
    await expect(within(group).getAllByRole('row')).toHaveLength(GROUP_DISCOUNTS.length + 1);

    await expect(canvas.getByText(t('intro.fees.monthly'))).toBeVisible();
    await expectNoSidewaysScroll();

    await userEvent.click(canvas.getByRole('link', { name: t('intro.personalClassPrice.method') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('intro.personalClass.title') }, LOAD),
    ).toBeVisible();
  },
};

/**
 * On a 390 px phone: the page does not scroll sideways, the table stays a table inside its
 * frame, and a keyboard user reaches the frame with Tab.
 */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const table = await feeTable(context);
    // Widths are measured in the site's font, once loaded.
    await document.fonts.ready;
    await expectPhoneFits();
    const frame = canvas.getByRole('region', {
      name: textOf(locale, 'intro.personalClassPrice.caption'),
    });
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // At 390 px the table fits its frame in either language; the frame scrolls only when the
    // text is made larger.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(
      cellAt(
        table,
        rowName(locale, 'high', 2),
        textOf(locale, 'intro.fees.minutes', { minutes: 90 }),
      ),
    ).toHaveTextContent(priceText(locale, 440_000, 530_000));

    // The keyboard reaches the frame (to scroll it) with Tab, as it reaches the links.
    for (let step = 0; step < 20 && document.activeElement !== frame; step += 1) {
      await userEvent.tab();
    }
    await expect(frame).toHaveFocus();
  },
};

/** "Ask for a class" opens the enquiry form. */
export const ToEnquiry: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    await feeTable(context);
    await userEvent.click(canvas.getByRole('link', { name: textOf(locale, 'intro.fees.enquire') }));
    await waitFor(
      () => expect(document.title).toBe(textOf(locale, 'intro.meta.contact.title')),
      LOAD,
    );
    const heading = await canvas.findByRole('heading', { level: 1 }, LOAD);
    await expect(heading).not.toHaveTextContent(textOf(locale, 'intro.personalClassPrice.title'));
    await expectPhoneFits();
  },
};
