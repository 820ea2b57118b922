import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['locale-sweep'],
  args: {
    title: '사용자를 등록할까요?',
    message: '입력한 정보로 새 사용자를 등록합니다.',
    trigger: <Button>사용자 등록</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Asks before an action: register, modify (screens.md §5) or delete. Use `destructive` for an action that cannot be undone. An async `onConfirm` keeps the dialog open with a busy confirm button until it resolves, and leaves it open when it fails. Focus starts on Cancel; Escape cancels. For a message with one button use AlertDialog; for an error code use ErrorModal.' +
          '\n\n**When to use.** Use it to ask before an action that changes data or cannot be undone: register, modify, delete (with `destructive`). For a message with only an OK use AlertDialog; when the action needs input first use FormDialog, whose `confirm` asks before saving.' +
          '\n\n**States.** Default, cancel with escape, cancel with button, destructive, async confirm, async confirm fails, destructive fails, open controlled, mobile full screen and double click confirms once.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: open, read, confirm; the dialog closes and focus goes back to the trigger. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const trigger = canvas.getByRole('button', { name: '사용자 등록' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '사용자를 등록할까요?' });
    await expect(dialog).toHaveAccessibleDescription('입력한 정보로 새 사용자를 등록합니다.');
    // A stray Enter must not confirm: focus starts on Cancel.
    await expect(screen.getByRole('button', { name: t.cancel })).toHaveFocus();

    // foundation.md §9: a modal is at least 300x200.
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(300);
    await expect(height).toBeGreaterThanOrEqual(200);

    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** The example's own texts (the args, Korean in both runs) and the kit's buttons by locale. */
const FAILURE = '등록하지 못했습니다. 다시 시도해 주세요.';
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return {
    trigger: '사용자 등록',
    title: '사용자를 등록할까요?',
    confirm: kitText(locale, 'confirmDialog.confirm'),
    cancel: kitText(locale, 'confirmDialog.cancel'),
    failure: FAILURE,
  };
};

const cancelWithEscapePlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  const trigger = canvas.getByRole('button', { name: t.trigger });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: t.title });
  for (let i = 0; i < 3; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onCancel).toHaveBeenCalledTimes(1);
  await expect(args.onConfirm).not.toHaveBeenCalled();
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  await expect(trigger).toHaveFocus();
};

/** With the keyboard: Enter opens, Tab stays inside, Escape cancels and focus returns. */
export const CancelWithEscape: Story = { play: cancelWithEscapePlay };

const cancelWithButtonPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog', { name: t.title });
  await userEvent.click(screen.getByRole('button', { name: t.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onCancel).toHaveBeenCalledTimes(1);
  await expect(args.onConfirm).not.toHaveBeenCalled();
};

/** Cancel with the mouse does not act. */
export const CancelWithButton: Story = { play: cancelWithButtonPlay };

interface DestructiveTexts {
  trigger: string;
  title: string;
  confirm: string;
  cancel: string;
}

const destructiveArgs = (t: DestructiveTexts, message: string) => ({
  variant: 'destructive' as const,
  title: t.title,
  message,
  confirmLabel: t.confirm,
  cancelLabel: t.cancel,
  trigger: <Button variant="danger">{t.trigger}</Button>,
});

const destructivePlay =
  (t: DestructiveTexts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await screen.findByRole('alertdialog', { name: t.title });
    const confirm = screen.getByRole('button', { name: t.confirm });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await expect(screen.getByRole('button', { name: t.cancel })).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  };

const KO_DESTRUCTIVE: DestructiveTexts = {
  trigger: '과제 삭제',
  title: '과제를 삭제할까요?',
  confirm: '삭제',
  cancel: '그대로 두기',
};

/** A deletion: the danger button, its own texts; Tab then Enter confirms from the keyboard. */
export const Destructive: Story = {
  args: destructiveArgs(KO_DESTRUCTIVE, '삭제한 과제는 되돌릴 수 없습니다.'),
  play: destructivePlay(KO_DESTRUCTIVE),
};

const asyncConfirmPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog', { name: t.title });
  const confirm = screen.getByRole('button', { name: new RegExp(t.confirm) });
  await userEvent.click(confirm);
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await expect(screen.getByRole('button', { name: t.cancel })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  // A second press while busy does not run the action again.
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  await expect(args.onCancel).not.toHaveBeenCalled();
};

const slowConfirm = () => fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));

/** An async confirm: the button is busy and the dialog stays (Escape too) until it resolves. */
export const AsyncConfirm: Story = {
  args: { onConfirm: slowConfirm() },
  play: asyncConfirmPlay,
};

let releaseConfirm = () => {};

const doubleClickConfirmsOncePlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog', { name: t.title });
  const confirm = screen.getByRole('button', { name: t.confirm });
  // Two presses in one task, before React can re-render: a pending flag in state reads false for
  // both (issue 17 item 1), the guard does not.
  confirm.click();
  confirm.click();
  await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  await userEvent.dblClick(confirm);
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  releaseConfirm();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);

  // Opened again, it confirms again: the guard lasts one opening.
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog', { name: t.title });
  screen.getByRole('button', { name: t.confirm }).click();
  await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
  releaseConfirm();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

/** A fast double click on an async confirm runs it once (issue 17 item 1). */
export const DoubleClickConfirmsOnce: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseConfirm = resolve;
        }),
    ),
  },
  play: doubleClickConfirmsOncePlay,
};

/** A synchronous confirm closes at once; the second press of a double click does not run it again. */
export const DoubleClickSyncConfirmsOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await screen.findByRole('alertdialog', { name: t.title });
    const confirm = screen.getByRole('button', { name: t.confirm });
    confirm.click();
    confirm.click();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const failingConfirm = () =>
  fn(
    () => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('WB-400-212')), 200)),
  );

const asyncConfirmFailsPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  await screen.findByRole('alertdialog', { name: t.title });
  await userEvent.click(screen.getByRole('button', { name: new RegExp(t.confirm) }));
  const alert = await screen.findByRole('alert');
  await expect(alert).toHaveTextContent(t.failure);
  const confirm = screen.getByRole('button', { name: t.confirm });
  await expect(confirm).not.toHaveAttribute('aria-busy');
  await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

  // Try again from the keyboard: it fails again and still stays open.
  confirm.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
  await expect(screen.getByRole('alertdialog')).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(args.onCancel).toHaveBeenCalledTimes(1);
};

/** An async confirm that fails: the dialog stays open, says so, and can be tried again. */
export const AsyncConfirmFails: Story = {
  args: { onConfirm: failingConfirm(), failureMessage: FAILURE },
  play: asyncConfirmFailsPlay,
};

const openControlledPlay: NonNullable<Story['play']> = async (context) => {
  const { args, userEvent } = context;
  const t = textsOf(context);
  await screen.findByRole('alertdialog', { name: t.title });
  await userEvent.click(screen.getByRole('button', { name: t.confirm }));
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
};

/** Controlled and open from the start, as a screen opens it after a row action. */
export const OpenControlled: Story = {
  args: { open: true, trigger: undefined },
  play: openControlledPlay,
};

/** A deletion that fails: the screen's message names the error; the kit's Cancel closes. */
export const DestructiveFails: Story = {
  args: {
    variant: 'destructive',
    title: KO_DESTRUCTIVE.title,
    message: '삭제한 과제는 되돌릴 수 없습니다.',
    confirmLabel: KO_DESTRUCTIVE.confirm,
    trigger: <Button variant="danger">{KO_DESTRUCTIVE.trigger}</Button>,
    onConfirm: fn(() => Promise.reject(new Error('WB-400-302'))),
    failureMessage: (error: unknown) => `삭제하지 못했습니다 (${(error as Error).message}).`,
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: KO_DESTRUCTIVE.trigger }));
    await screen.findByRole('alertdialog', { name: KO_DESTRUCTIVE.title });
    await userEvent.click(screen.getByRole('button', { name: KO_DESTRUCTIVE.confirm }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '삭제하지 못했습니다 (WB-400-302).',
    );
    await userEvent.click(screen.getByRole('button', { name: textsOf(context).cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const mobileFullScreenPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
  const dialog = await screen.findByRole('alertdialog', { name: t.title });
  await waitFor(() => {
    const { width, height } = dialog.getBoundingClientRect();
    expect(width).toBe(window.innerWidth);
    expect(height).toBe(window.innerHeight);
  });
  await expect(window.innerWidth).toBeLessThanOrEqual(576);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

/** On a mobile width (576 px, foundation.md §9) the dialog takes the whole screen. */
export const MobileFullScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: mobileFullScreenPlay,
};
