import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  // The example's title, message, trigger and given labels are Korean data in both runs; the
  // OK button is the kit's.
  tags: ['locale-sweep'],
  args: {
    title: '재난 모드',
    message: '재난 모드가 끝난 뒤에 조회할 수 있습니다.',
    trigger: <Button variant="secondary">통계 보기</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal message with one button that the user must acknowledge, e.g. "viewing is available after disaster mode ends" (screens.md §2.5). Focus starts on the button; Enter or Escape closes. For a choice use ConfirmDialog; for an error code use ErrorModal.' +
          '\n\n**When to use.** Use it when the user only has to read something and acknowledge it before going on, such as a screen that is unavailable in disaster mode. For a question with cancel and confirm (register, delete) use ConfirmDialog; for a failed call with an error code use ErrorModal; for a confirmation that needs no answer use a toast (`useToast`).' +
          '\n\n**States.** Default, keyboard, escape closes and async confirm fails.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: open, read, OK; focus returns to the trigger. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const trigger = canvas.getByRole('button', { name: '통계 보기' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '재난 모드' });
    await expect(dialog).toHaveAccessibleDescription('재난 모드가 끝난 뒤에 조회할 수 있습니다.');
    const ok = screen.getByRole('button', { name: textsOf(context).ok });
    await expect(ok).toHaveFocus();
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(300);
    await expect(height).toBeGreaterThanOrEqual(200);
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

const ko = {
  trigger: '통계 보기',
  retry: '다시 불러오기',
  failure: '불러오지 못했습니다.',
};
const textsOf = (context: Pick<StoryContext, 'globals'>) => ({
  ...ko,
  ok: kitText(localeOf(context), 'alertDialog.confirm'),
});

const keyboardPlay: Story['play'] = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  const trigger = canvas.getByRole('button', { name: t.trigger });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.tab();
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await expect(screen.getByRole('button', { name: t.ok })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  await expect(trigger).toHaveFocus();
};

const escapeClosesPlay: Story['play'] = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onConfirm).not.toHaveBeenCalled();
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
};

const failingConfirm = () =>
  fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error()), 200)));

const asyncConfirmFailsPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog');
  const button = screen.getByRole('button', { name: t.retry });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(await screen.findByRole('alert')).toHaveTextContent(t.failure);
  await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
};

/** With the keyboard: Enter on the focused OK closes; Tab cannot leave the dialog. */
export const Keyboard: Story = { play: keyboardPlay };

/** Escape closes it too, without running the action. */
export const EscapeCloses: Story = { play: escapeClosesPlay };

/** An async OK that fails stays open and says why. */
export const AsyncConfirmFails: Story = {
  args: { confirmLabel: ko.retry, onConfirm: failingConfirm(), failureMessage: ko.failure },
  play: asyncConfirmFailsPlay,
};
