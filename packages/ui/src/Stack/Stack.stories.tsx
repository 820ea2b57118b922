import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { SPACE_STEPS } from '../internal/layout.tsx';
import { TextField } from '../TextField/index.ts';
import { STACK_ALIGNS, Stack } from './Stack.tsx';

const save = fn();

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 4, align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: SPACE_STEPS },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Children one under another, a step of the spacing scale apart: `gap={4}` is `--space-4`. Use it where a screen would write `display: flex; flex-direction: column; gap: …` (a form, a panel, a card). `as` gives it the meaning of a list or a region (`ul` and `ol` lose their bullets); the order on screen is the DOM order, so reading and Tab follow it. For a row use Inline.' +
          '\n\n**When to use.** Use it to place items one under another a step of the spacing scale apart: a form’s fields, a panel, a card, a list. For a row use Inline.' +
          '\n\n**States.** Form, list and centred.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** The children's boxes, top to bottom as they are in the DOM. */
const boxesOf = (stack: Element) =>
  Array.from(stack.children, (child) => child.getBoundingClientRect());

/** The gap is the token of its step, and each child starts that far below the one before. */
const spacedBy =
  (token: string): Play =>
  async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stack"]') as HTMLElement;
    const space = getComputedStyle(stack).getPropertyValue(token).trim();
    await expect(getComputedStyle(stack).rowGap).toBe(space);
    const boxes = boxesOf(stack);
    for (let i = 1; i < boxes.length; i += 1) {
      const gap = (boxes[i]?.top ?? 0) - (boxes[i - 1]?.bottom ?? 0);
      await expect(gap).toBeCloseTo(Number.parseFloat(space), 0);
    }
  };

/** A form: fields at `--space-4`, in reading and Tab order. */
export const Form: Story = {
  tags: ['brand-sweep'],
  render: (args) => (
    <Stack {...args} as="form" aria-label="내 정보" onSubmit={(event) => event.preventDefault()}>
      <TextField label="이름" name="name" />
      <TextField label="이메일" name="email" type="email" />
      <Button type="submit" onClick={save}>
        저장
      </Button>
    </Stack>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await spacedBy('--space-4')(context);
    await expect(canvas.getByRole('form', { name: '내 정보' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveBeenCalledTimes(1);
  },
};

/** A list at `--space-2`: list semantics, without bullets or indent. */
export const List: Story = {
  args: { as: 'ul', gap: 2 },
  render: (args) => (
    <Stack {...args} aria-label="Attachments">
      <li>syllabus.pdf</li>
      <li>timetable.xlsx</li>
      <li>notice.hwp</li>
    </Stack>
  ),
  play: async (context) => {
    const { canvas } = context;
    await spacedBy('--space-2')(context);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
  },
};

/** `align="center"`: the children keep their own width and sit in the middle of the column. */
export const Centred: Story = {
  args: { align: 'center', gap: 3 },
  render: (args) => (
    <Stack {...args}>
      <Button variant="secondary">다시 시도</Button>
      <Button variant="ghost">목록으로</Button>
    </Stack>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    await spacedBy('--space-3')(context);
    const stack = canvasElement.querySelector('[data-slot="stack"]') as HTMLElement;
    const column = stack.getBoundingClientRect();
    for (const box of boxesOf(stack)) {
      await expect(box.width).toBeLessThan(column.width);
      await expect(box.left - column.left).toBeCloseTo(column.right - box.right, 0);
    }
  },
};
