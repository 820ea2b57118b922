import { type EnquiryDay, LIMITS, validateEnquiryTimeSlots } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { TimeSlotGrid, type TimeSlotGridProps } from './TimeSlotGrid.tsx';

/** The grid as a form holds it: the value is the story's state, each change also reported. */
function Stateful(props: TimeSlotGridProps & { individualPace?: boolean }) {
  const { individualPace, ...gridProps } = props;
  const [value, setValue] = useState(props.value);
  // The form's check, as it shows it after a submit: the contract's rule, recomputed on change.
  const error = individualPace
    ? validateEnquiryTimeSlots(value, { grade: props.grade, individualPace })
    : props.error;
  return (
    <TimeSlotGrid
      {...gridProps}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fields/TimeSlotGrid',
  component: TimeSlotGrid,
  tags: ['locale-sweep'],
  render: (args) => <Stateful {...args} />,
  args: { value: [], onChange: fn(), grade: 'middle' },
  parameters: {
    docs: {
      description: {
        component:
          'The weekly time grid of the enquiry form (screens.md §5): Monday to Friday, 30-minute ' +
          'slots 18:30-23:00. A click, or Enter or Space, picks the two-hour class starting at the ' +
          'slot (one hour for an elementary grade) and replaces that day’s class; a click on a ' +
          'chosen class unselects it. The last start (21:00; 22:00 for elementary) and the limit ' +
          'of four classes are refused and announced. One tab stop; the arrow keys, Home, End, ' +
          'Page Up and Page Down move between slots. The rules are @platform/contract’s ' +
          '(`pickTimeSlot`, `validateEnquiryTimeSlots`), which the server checks too.' +
          '\n\n**When to use.** Use it in the enquiry form to choose the weekly class times. For one moment use DateTimeInput; for a period of days use DateRangePicker.' +
          '\n\n**States.** Pick by click, click again unselects, new class replaces the day, last start, fifth class refused, elementary picks two slots, keyboard only, individual pace minimum, disabled and phone.',
      },
    },
  },
} satisfies Meta<typeof TimeSlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<TimeSlotGridProps>;

/** The grid's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  const day = (name: EnquiryDay) => k(`timeSlots.dayName.${name}`);
  const range = (start: string, end: string) => k('timeSlots.range', { start, end });
  return {
    label: k('timeSlots.label'),
    shortDay: (name: EnquiryDay) => k(`timeSlots.day.${name}`),
    day,
    cell: (name: EnquiryDay, time: string) => k('timeSlots.cell', { day: day(name), time }),
    cellInClass: (name: EnquiryDay, time: string, start: string, end: string) =>
      k('timeSlots.cellInClass', { day: day(name), time, range: range(start, end) }),
    cellLate: (name: EnquiryDay, time: string) => k('timeSlots.cellLate', { day: day(name), time }),
    picked: (name: EnquiryDay, start: string, end: string) =>
      k('timeSlots.picked', { day: day(name), range: range(start, end) }),
    replaced: (name: EnquiryDay, start: string, end: string, from: string, to: string) =>
      k('timeSlots.replaced', {
        day: day(name),
        range: range(start, end),
        previous: range(from, to),
      }),
    unpicked: (name: EnquiryDay, start: string, end: string) =>
      k('timeSlots.unpicked', { day: day(name), range: range(start, end) }),
    refusedLastStart: (name: EnquiryDay, time: string, last: string) =>
      k('timeSlots.refusedLastStart', { day: day(name), time, last }),
    refusedMax: k('timeSlots.refusedMax', { max: LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX }),
    hint: (minutes: number) =>
      k('timeSlots.hint', { minutes, max: LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX }),
    summary: (items: [EnquiryDay, string, string][]) =>
      items.length === 0
        ? k('timeSlots.summaryNone')
        : k('timeSlots.summary', {
            count: items.length,
            list: items
              .map(([name, start, end]) =>
                k('timeSlots.summaryItem', {
                  day: k(`timeSlots.day.${name}`),
                  range: range(start, end),
                }),
              )
              .join(', '),
          }),
    classesMin: k('valid.enquiryClassesMin', {
      min: LIMITS.ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN,
    }),
  };
};

const slotOf = (root: HTMLElement, day: EnquiryDay, time: string) => {
  const found = root.querySelector<HTMLElement>(`[data-day="${day}"][data-start="${time}"]`);
  if (!found) throw new Error(`no slot ${day} ${time}`);
  return found;
};

/** The slots of a day that are chosen, by start time. */
const chosenOf = (root: HTMLElement, day: EnquiryDay) =>
  [...root.querySelectorAll<HTMLElement>(`[data-day="${day}"][aria-selected="true"]`)].map(
    (slot) => slot.dataset.start,
  );

const announcementOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="time-slot-announcement"]') as HTMLElement;

const summaryOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="time-slot-summary"]') as HTMLElement;

/** One click picks four slots, announced and summed up; each slot's name says its class. */
export const PickByClick: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const grid = canvas.getByRole('grid', { name: t.label });
    await expect(grid).toHaveAccessibleDescription(expect.stringContaining(t.hint(120)));
    for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const) {
      await expect(canvas.getByRole('columnheader', { name: t.day(day) })).toHaveTextContent(
        t.shortDay(day),
      );
    }
    await expect(canvas.getByRole('rowheader', { name: '18:30' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(10);

    await userEvent.click(canvas.getByRole('gridcell', { name: t.cell('MON', '19:00') }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ day: 'MON', start: '19:00' }]);
    await expect(chosenOf(canvasElement, 'MON')).toEqual(['19:00', '19:30', '20:00', '20:30']);
    await expect(
      canvas.getByRole('gridcell', { name: t.cellInClass('MON', '20:30', '19:00', '21:00') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(slotOf(canvasElement, 'MON', '21:00')).toHaveAttribute('aria-selected', 'false');
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.picked('MON', '19:00', '21:00'),
    );

    await userEvent.click(slotOf(canvasElement, 'WED', '18:30'));
    await expect(summaryOf(canvasElement)).toHaveTextContent(
      t.summary([
        ['MON', '19:00', '21:00'],
        ['WED', '18:30', '20:30'],
      ]),
    );
    await expect(grid).toHaveAccessibleDescription(
      expect.stringContaining(
        t.summary([
          ['MON', '19:00', '21:00'],
          ['WED', '18:30', '20:30'],
        ]),
      ),
    );
  },
};

/** "click again unselects": any slot of a chosen class unselects the whole class. */
export const ClickAgainUnselects: Story = {
  args: { value: [{ day: 'MON', start: '19:00' }] },
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await expect(chosenOf(canvasElement, 'MON')).toHaveLength(4);
    await userEvent.click(slotOf(canvasElement, 'MON', '20:00'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(chosenOf(canvasElement, 'MON')).toEqual([]);
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.unpicked('MON', '19:00', '21:00'),
    );
    await expect(summaryOf(canvasElement)).toHaveTextContent(t.summary([]));
  },
};

/** "choosing a block replaces other blocks that day"; other days keep theirs. */
export const NewClassReplacesTheDay: Story = {
  args: {
    value: [
      { day: 'MON', start: '19:00' },
      { day: 'TUE', start: '18:30' },
    ],
  },
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(slotOf(canvasElement, 'MON', '21:00'));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { day: 'MON', start: '21:00' },
      { day: 'TUE', start: '18:30' },
    ]);
    await expect(chosenOf(canvasElement, 'MON')).toEqual(['21:00', '21:30', '22:00', '22:30']);
    await expect(chosenOf(canvasElement, 'TUE')).toHaveLength(4);
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.replaced('MON', '21:00', '23:00', '19:00', '21:00'),
    );
  },
};

/** "last start 21:00": 21:00 is taken, 21:30 is refused and the reason announced. */
export const LastStart: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(slotOf(canvasElement, 'FRI', '21:00'));
    await expect(chosenOf(canvasElement, 'FRI')).toEqual(['21:00', '21:30', '22:00', '22:30']);
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    const late = canvas.getByRole('gridcell', { name: t.cellLate('TUE', '21:30') });
    await userEvent.click(late);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(late).toHaveAttribute('aria-selected', 'false');
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.refusedLastStart('TUE', '21:30', '21:00'),
    );
    // The same refusal twice is announced twice: the live region's text is replaced.
    const before = announcementOf(canvasElement).firstElementChild;
    await userEvent.click(late);
    await expect(announcementOf(canvasElement).firstElementChild).not.toBe(before);
  },
};

/** "max 4 classes": a fifth day is refused and announced; a day already chosen still moves. */
export const FifthClassRefused: Story = {
  args: {
    value: (['MON', 'TUE', 'WED', 'THU'] as const).map((day) => ({ day, start: '19:00' })),
  },
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(slotOf(canvasElement, 'FRI', '19:00'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chosenOf(canvasElement, 'FRI')).toEqual([]);
    await expect(announcementOf(canvasElement)).toHaveTextContent(t.refusedMax);
    await userEvent.click(slotOf(canvasElement, 'THU', '18:30'));
    await expect(chosenOf(canvasElement, 'THU')).toEqual(['18:30', '19:00', '19:30', '20:00']);
  },
};

/** "Elementary: only 60 minutes": a click picks two slots, and a class may start until 22:00. */
export const ElementaryPicksTwoSlots: Story = {
  args: { grade: 'elementary' },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(
      expect.stringContaining(t.hint(60)),
    );
    await userEvent.click(slotOf(canvasElement, 'WED', '19:00'));
    await expect(chosenOf(canvasElement, 'WED')).toEqual(['19:00', '19:30']);
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.picked('WED', '19:00', '20:00'),
    );
    await userEvent.click(slotOf(canvasElement, 'THU', '22:00'));
    await expect(chosenOf(canvasElement, 'THU')).toEqual(['22:00', '22:30']);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { day: 'WED', start: '19:00' },
      { day: 'THU', start: '22:00' },
    ]);
    await userEvent.click(slotOf(canvasElement, 'FRI', '22:30'));
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.refusedLastStart('FRI', '22:30', '22:00'),
    );
  },
};

/** Keyboard only: one tab stop, arrows, Home, End and Page keys move; Enter and Space pick. */
export const KeyboardOnly: Story = {
  render: (args) => (
    <>
      <button type="button">before</button>
      <Stateful {...args} />
      <button type="button">after</button>
    </>
  ),
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    const slot = (day: EnquiryDay, time: string) => slotOf(canvasElement, day, time);
    canvas.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    await expect(slot('MON', '18:30')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    await expect(slot('TUE', '19:30')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ day: 'TUE', start: '19:30' }]);
    await expect(slot('TUE', '19:30')).toHaveFocus();
    await expect(slot('TUE', '19:30')).toHaveAccessibleName(
      t.cellInClass('TUE', '19:30', '19:30', '21:30'),
    );
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.picked('TUE', '19:30', '21:30'),
    );

    await userEvent.keyboard('{End}');
    await expect(slot('FRI', '19:30')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chosenOf(canvasElement, 'FRI')).toEqual(['19:30', '20:00', '20:30', '21:00']);
    await userEvent.keyboard('{ArrowRight}');
    await expect(slot('FRI', '19:30')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(slot('MON', '19:30')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(slot('MON', '22:30')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(slot('MON', '22:30')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.refusedLastStart('MON', '22:30', '21:00'),
    );
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(slot('MON', '18:30')).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(slot('FRI', '22:30')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expect(slot('FRI', '18:30')).toHaveFocus();
    // Space on a slot of a chosen class unselects it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    await expect(chosenOf(canvasElement, 'FRI')).toEqual([]);
    await expect(announcementOf(canvasElement)).toHaveTextContent(
      t.unpicked('FRI', '19:30', '21:30'),
    );

    // One tab stop: Tab leaves the grid, Shift+Tab comes back to the slot last visited.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(slot('FRI', '20:00')).toHaveFocus();
    await expect(canvasElement.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  },
};

/** Individual-pace: "min 2 weekly classes" shown as the grid's error until a second class. */
export const IndividualPaceMinimum: Story = {
  args: { value: [{ day: 'MON', start: '19:00' }] },
  render: (args) => <Stateful {...args} individualPace />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = textsOf(context);
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByText(t.classesMin)).toBeVisible();
    await expect(grid).toHaveAccessibleDescription(expect.stringContaining(t.classesMin));
    await expect(grid).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(slotOf(canvasElement, 'THU', '20:00'));
    await waitFor(() => expect(canvas.queryByText(t.classesMin)).toBeNull());
    await expect(grid).not.toHaveAttribute('aria-invalid');
  },
};

/** Disabled: no tab stop, and a click changes nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: [{ day: 'WED', start: '20:00' }] },
  render: (args) => (
    <>
      <button type="button">before</button>
      <Stateful {...args} />
    </>
  ),
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(slotOf(canvasElement, 'WED', '20:30'));
    await userEvent.click(slotOf(canvasElement, 'MON', '19:00'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chosenOf(canvasElement, 'WED')).toHaveLength(4);
    canvas.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('grid')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** A phone 390 px wide from the first layout on (the viewport toolbar's smallest is 576). */
const phone = (Story: () => ReactElement) => (
  <div data-testid="phone" style={{ inlineSize: '390px' }}>
    <Story />
  </div>
);

/** On a 390 px phone: five day columns and the times fit, targets of 24 px or more, no sideways scroll. */
export const Phone: Story = {
  tags: ['brand-sweep'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phone],
  args: {
    value: [
      { day: 'MON', start: '19:00' },
      { day: 'THU', start: '21:00' },
    ],
  },
  play: async (context: Context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const box = canvas.getByTestId('phone').getBoundingClientRect();
    const grid = canvas.getByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    for (const slot of canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
      const { width, height, right } = slot.getBoundingClientRect();
      await expect(Math.round(width)).toBeGreaterThanOrEqual(24);
      await expect(Math.round(height)).toBeGreaterThanOrEqual(24);
      await expect(right).toBeLessThanOrEqual(box.right + 0.5);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(getComputedStyle(summaryOf(canvasElement)).wordBreak).toBe('keep-all');
    await userEvent.click(slotOf(canvasElement, 'FRI', '18:30'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
