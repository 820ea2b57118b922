import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { DateText } from './DateText.tsx';

/** Every story's "today": 2026-11-22, so 2026 is the current year. */
const NOW = new Date(2026, 10, 22, 9, 0, 0);

const meta = {
  title: 'Dates/DateText',
  component: DateText,
  // The sentences around a date are the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: { value: '2026-03-05 14:07:00', now: NOW },
  parameters: {
    docs: {
      description: {
        component:
          'Shows a date or datetime the way the whole product does (foundation.md §9): `YY.MM.DD HH:mm`, the year dropped within the current year, and "unlimited" for a year-9999 end. Use it in tables, cards and detail views instead of formatting by hand; it renders a `<time dateTime>` so the full value stays machine-readable.' +
          '\n\n**When to use.** Use it wherever a date or a datetime is shown (tables, cards, detail views, running text), so every screen writes dates alike. To ask the user for a date use DateTimeInput, DateRangePicker or MonthPicker.' +
          '\n\n**States.** Forms, in text and unlimited in text.',
      },
    },
  },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "unlimited" word in the story's language. */
const unlimitedOf = (context: Pick<StoryContext, 'globals'>) =>
  kitText(localeOf(context), 'date.unlimited');

const CASES = [
  { name: 'this-year', value: '2026-03-05 14:07:00' },
  { name: 'other-year', value: '2025-12-31 23:59:59' },
  { name: 'unlimited', value: '9999-12-31 23:59:59' },
  { name: 'unreadable', value: 'soon' },
];

/** Each case in a definition list, as a detail view shows them. */
export const Forms: Story = {
  tags: ['brand-sweep'],
  render: (args) => (
    <dl>
      {CASES.map(({ name, value }) => (
        <div key={name} data-testid={name}>
          <dt>{name}</dt>
          <dd>
            <DateText {...args} value={value} />
          </dd>
        </div>
      ))}
      <div data-testid="date-only">
        <dt>date-only</dt>
        <dd>
          <DateText {...args} value="2024-07-08 10:00:00" form="date" />
        </dd>
      </div>
      <div data-testid="full">
        <dt>full</dt>
        <dd>
          <DateText {...args} value="2026-03-05 14:07:00" form="dateTimeFull" />
        </dd>
      </div>
    </dl>
  ),
  play: async (context) => {
    const { canvas } = context;
    const shown = (id: string) => canvas.getByTestId(id).querySelector('dd');
    await expect(shown('this-year')).toHaveTextContent(/^03\.05 14:07$/);
    await expect(shown('other-year')).toHaveTextContent(/^25\.12\.31 23:59$/);
    await expect(shown('unlimited')).toHaveTextContent(new RegExp(`^${unlimitedOf(context)}$`));
    await expect(shown('unreadable')).toBeEmptyDOMElement();
    await expect(shown('date-only')).toHaveTextContent(/^24\.07\.08$/);
    await expect(shown('full')).toHaveTextContent(/^26\.03\.05 14:07$/);
    await expect(shown('this-year')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-05T14:07:00',
    );
    await expect(shown('date-only')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-07-08',
    );
  },
};

/** A single value in running text, the year shown because it is not the current one. */
export const InText: Story = {
  args: { value: new Date(2027, 0, 5, 8, 7) },
  render: (args) => (
    <p>
      마감: <DateText {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('27.01.05 08:07')).toHaveAttribute(
      'datetime',
      '2027-01-05T08:07:00',
    );
  },
};

/** A year-9999 end in running text: the "unlimited" word, still a machine-readable time. */
export const UnlimitedInText: Story = {
  args: { value: '9999-12-31 23:59:59' },
  render: (args) => (
    <p>
      이용 종료: <DateText {...args} />
    </p>
  ),
  play: async (context) => {
    await expect(context.canvas.getByText(unlimitedOf(context)).tagName).toBe('TIME');
  },
};
