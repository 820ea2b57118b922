import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: '수업 정보',
    description: '수업 제목과 시간을 확인하세요.',
    trigger: <Button variant="secondary">수업 정보 보기</Button>,
    children: <p>수학 심화반 · 월 18:30</p>,
    onOpenChange: fn(),
  },
  // Radix portals into the story's brand wrapper; tests find the dialog with `screen`.
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: the trigger opens it, the close button closes it, focus returns. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '수업 정보 보기' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '수업 정보' });
    await expect(dialog).toHaveAccessibleDescription('수업 제목과 시간을 확인하세요.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // foundation.md §9: a modal is at least 300x200.
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(300);
    await expect(height).toBeGreaterThanOrEqual(200);

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** With the keyboard: Enter opens, Tab stays inside, Escape closes and focus goes back. */
export const Keyboard: Story = {
  args: {
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">취소</Button>
        </DialogClose>
        <Button>확인</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '수업 정보 보기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '수업 정보' });

    const focusable = ['닫기', '취소', '확인'].map((name) => screen.getByRole('button', { name }));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < focusable.length + 1; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel closes without acting; confirm acts. */
export const WithFooter: Story = {
  args: {
    title: '수업 삭제',
    description: '삭제한 수업은 되돌릴 수 없습니다.',
    trigger: <Button variant="danger">수업 삭제</Button>,
    children: undefined,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">취소</Button>
        </DialogClose>
        <Button variant="danger">삭제</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '수업 삭제' }));
    await screen.findByRole('dialog', { name: '수업 삭제' });
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Class details',
    description: 'Check the class title and time.',
    trigger: <Button variant="secondary">View class details</Button>,
    children: <p>Advanced maths · Mon 18:30</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View class details' }));
    await screen.findByRole('dialog', { name: 'Class details' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled and open from the start, as a screen opens it after an action. */
export const OpenControlled: Story = {
  args: { open: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '수업 정보' });
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
