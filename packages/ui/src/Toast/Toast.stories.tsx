import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastKind } from './toastQueue.ts';

interface DemoProps {
  /** Text keys of the contract (`toast.*`, `error.*`) the buttons show as toasts. */
  toasts: { kind: ToastKind; textKey: string; button: string }[];
}

function ToastDemo({ toasts }: DemoProps) {
  const t = useT();
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      {toasts.map(({ kind, textKey, button }) => (
        <Button
          key={button}
          variant={kind === 'error' ? 'danger' : 'primary'}
          onClick={() => toast.show(kind, t(textKey))}
        >
          {button}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { toasts: [{ kind: 'success', textKey: 'toast.saved', button: '저장' }] },
  parameters: {
    docs: {
      description: {
        component: `A short message after an action (foundation.md §8 success toasts; screens.md §8 "Everything else goes to a generic handler and toast"). Place one \`ToastProvider\` and call \`useToast().success(t('toast.saved'))\` or \`.error(message)\`. A toast closes after the contract's LIMITS.TOAST_MS (${LIMITS.TOAST_MS} ms), waits while hovered or focused, has a close button, and is read by screen readers: success politely, errors assertively. At most three show at once. Do not put anything in a toast that the user must act on: use a dialog.`,
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: /알림|Notifications/ });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A success toast appears, is announced politely and closes itself after the duration. */
export const Success: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(within(region()).getByText('저장되었습니다.')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('저장되었습니다.');
    await expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await sleep(LIMITS.TOAST_MS - 700);
    await expect(within(region()).getByText('저장되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** An error toast is announced assertively. */
export const ErrorToast: Story = {
  args: { toasts: [{ kind: 'error', textKey: 'error.clientAlreadyRunning', button: '수업 입장' }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '수업 입장' }));
    const announcer = screen.getByRole('alert');
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
    await expect(announcer).toHaveTextContent('클라이언트가 이미 실행 중입니다.');
    const toast = within(region()).getByText('클라이언트가 이미 실행 중입니다.');
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-kind', 'error');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1500,
    });
  },
};

/** With the keyboard: focus on the toast pauses it; its labelled close button closes it. */
export const KeyboardClose: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '저장' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const close = await within(region()).findByRole('button', { name: '알림 닫기' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Focused, it outlives the duration.
    await sleep(LIMITS.TOAST_MS + 300);
    await expect(region()).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  },
};

/** With the mouse: hovering pauses it, leaving lets it close; the close button works by click. */
export const HoverPauses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '저장' });
    await userEvent.click(trigger);
    const toast = within(region()).getByText('저장되었습니다.').closest('li') as HTMLElement;
    await userEvent.hover(toast);
    await sleep(LIMITS.TOAST_MS + 300);
    await expect(toast).toBeInTheDocument();
    await expect(toast).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1000,
    });

    await userEvent.click(trigger);
    await userEvent.click(within(region()).getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  },
};

/** The three success texts of foundation.md §8, by key; past three toasts the oldest gives way. */
export const SuccessTextsAndStackLimit: Story = {
  args: {
    toasts: [
      { kind: 'success', textKey: 'toast.passwordChanged', button: '비밀번호 변경' },
      { kind: 'success', textKey: 'toast.saved', button: '저장' },
      { kind: 'success', textKey: 'toast.applied', button: '적용' },
      { kind: 'error', textKey: 'error.unknown', button: '실패' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['비밀번호 변경', '저장', '적용']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const list = within(region());
    await expect(list.getByText('비밀번호가 변경되었습니다.')).toBeVisible();
    await expect(list.getByText('저장되었습니다.')).toBeVisible();
    await expect(list.getByText('적용되었습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '실패' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.queryByText('비밀번호가 변경되었습니다.')).not.toBeInTheDocument();
    await expect(list.getByText('알 수 없는 오류가 발생했습니다.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    toasts: [
      { kind: 'success', textKey: 'toast.applied', button: 'Apply' },
      { kind: 'error', textKey: 'error.unknown', button: 'Fail' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(screen.getByRole('status')).toHaveTextContent('It has been applied.');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('An unknown error has occurred.');
    const close = within(region()).getAllByRole('button', { name: 'Close notification' });
    await expect(close).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1500,
    });
  },
};
