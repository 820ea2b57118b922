import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { SPACE_STEPS } from '../internal/layout.tsx';
import { INLINE_ALIGNS, INLINE_JUSTIFIES, Inline } from './Inline.tsx';

const cancel = fn();
const confirm = fn();

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 2, align: 'center', justify: 'start', nowrap: false },
  argTypes: {
    gap: { control: 'select', options: SPACE_STEPS },
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    justify: { control: 'inline-radio', options: INLINE_JUSTIFIES },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Children side by side, a step of the spacing scale apart (`gap={2}` is `--space-2`), wrapping onto the next line when the row is too narrow. Use it where a screen would write `display: flex; flex-wrap: wrap; gap: …` (a toolbar, a dialog’s buttons, filters). `justify="between"` pushes the first and last child to the edges; `nowrap` keeps one line. Wrapping keeps the DOM order, so reading and Tab follow what is seen. For a column use Stack.' +
          '\n\n**When to use.** Use it for a row of items that may wrap: a dialog’s buttons, a toolbar, filters. For items one under another use Stack.' +
          '\n\n**States.** Buttons, wrapping, no wrap and between.',
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const inlineOf = (root: HTMLElement) => root.querySelector('[data-slot="inline"]') as HTMLElement;

const boxesOf = (row: Element) =>
  Array.from(row.children, (child) => child.getBoundingClientRect());

/** A dialog's buttons on one row, `--space-2` apart, in Tab order. */
export const Buttons: Story = {
  tags: ['brand-sweep'],
  args: { justify: 'end' },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary" onClick={cancel}>
        취소
      </Button>
      <Button onClick={confirm}>확인</Button>
    </Inline>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = inlineOf(canvasElement);
    const space = getComputedStyle(row).getPropertyValue('--space-2').trim();
    await expect(getComputedStyle(row).columnGap).toBe(space);
    const [first, second] = boxesOf(row);
    await expect(first?.top).toBe(second?.top);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBeCloseTo(
      Number.parseFloat(space),
      0,
    );
    await expect(second?.right).toBeCloseTo(row.getBoundingClientRect().right, 0);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(confirm).toHaveBeenCalledTimes(1);
    await expect(cancel).not.toHaveBeenCalled();
  },
};

const filters = ['전체', '수업 중', '예정', '종료', '취소됨', '보관함'];

/** A narrow row wraps onto a second line; the order stays the DOM order. */
export const Wrapping: Story = {
  args: { gap: 3 },
  render: (args) => (
    <div style={{ inlineSize: 'calc(var(--space-16) * 4)' }}>
      <Inline {...args}>
        {filters.map((label) => (
          <Button key={label} variant="secondary" size="sm">
            {label}
          </Button>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = inlineOf(canvasElement);
    const tops = new Set(boxesOf(row).map((box) => Math.round(box.top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    for (const label of filters) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
    }
  },
};

/** `nowrap`: one line however narrow, for a row that scrolls or truncates by itself. */
export const NoWrap: Story = {
  args: { nowrap: true },
  render: Wrapping.render,
  play: async ({ canvasElement }) => {
    const tops = new Set(boxesOf(inlineOf(canvasElement)).map((box) => Math.round(box.top)));
    await expect(tops.size).toBe(1);
  },
};

/** `justify="between"`: a header's title and its action at either edge. */
export const Between: Story = {
  args: { justify: 'between', align: 'baseline' },
  render: (args) => (
    <Inline {...args}>
      <strong>수업 목록</strong>
      <Button size="sm">수업 만들기</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = inlineOf(canvasElement);
    const edges = row.getBoundingClientRect();
    const [title, action] = boxesOf(row);
    await expect(title?.left).toBeCloseTo(edges.left, 0);
    await expect(action?.right).toBeCloseTo(edges.right, 0);
  },
};
