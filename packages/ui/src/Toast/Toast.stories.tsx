import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastKind } from './toastQueue.ts';

interface DemoProps {
  /** Text keys of the contract (`toast.*`, `error.*`) the buttons show as toasts. */
  toasts: { kind: ToastKind; textKey: TextKey; button: string }[];
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

type Play = NonNullable<Story['play']>;

/** Focus on the toast's close button keeps it open past the duration; Enter closes it. */
const keyboardClose =
  (trigger: string, closeLabel: string): Play =>
  async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: trigger });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const close = await within(region()).findByRole('button', { name: closeLabel });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Focused, it outlives the duration.
    await sleep(LIMITS.TOAST_MS + 300);
    await expect(region()).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  };

/** With the keyboard: focus on the toast pauses it; its labelled close button closes it. */
export const KeyboardClose: Story = {
  play: keyboardClose('저장', '알림 닫기'),
};

export const KeyboardCloseEnglish: Story = {
  globals: { locale: 'en' },
  args: { toasts: [{ kind: 'success', textKey: 'toast.saved', button: 'Save' }] },
  play: keyboardClose('Save', 'Close notification'),
};

/** Hovering keeps the toast, leaving lets it close, and a click on its close button closes it. */
const hoverPauses =
  (trigger: string, text: string, closeLabel: string): Play =>
  async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: trigger });
    await userEvent.click(button);
    const toast = within(region()).getByText(text).closest('li') as HTMLElement;
    await userEvent.hover(toast);
    await sleep(LIMITS.TOAST_MS + 300);
    await expect(toast).toBeInTheDocument();
    await expect(toast).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1000,
    });

    await userEvent.click(button);
    await userEvent.click(within(region()).getByRole('button', { name: closeLabel }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  };

/** With the mouse: hovering pauses it, leaving lets it close; the close button works by click. */
export const HoverPauses: Story = {
  play: hoverPauses('저장', '저장되었습니다.', '알림 닫기'),
};

export const HoverPausesEnglish: Story = {
  globals: { locale: 'en' },
  args: { toasts: [{ kind: 'success', textKey: 'toast.saved', button: 'Save' }] },
  play: hoverPauses('Save', 'Saved.', 'Close notification'),
};

/** Three success toasts show together; a fourth pushes out the oldest. */
const stackLimit =
  (buttons: [string, string, string, string], texts: [string, string, string, string]): Play =>
  async ({ canvas, userEvent }) => {
    const [first, second, third, fourth] = buttons;
    const [firstText, secondText, thirdText, fourthText] = texts;
    for (const name of [first, second, third]) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const list = within(region());
    await expect(list.getByText(firstText)).toBeVisible();
    await expect(list.getByText(secondText)).toBeVisible();
    await expect(list.getByText(thirdText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fourth }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.queryByText(firstText)).not.toBeInTheDocument();
    await expect(list.getByText(fourthText)).toBeVisible();
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
  play: stackLimit(
    ['비밀번호 변경', '저장', '적용', '실패'],
    [
      '비밀번호가 변경되었습니다.',
      '저장되었습니다.',
      '적용되었습니다.',
      '알 수 없는 오류가 발생했습니다.',
    ],
  ),
};

export const SuccessTextsAndStackLimitEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    toasts: [
      { kind: 'success', textKey: 'toast.passwordChanged', button: 'Change password' },
      { kind: 'success', textKey: 'toast.saved', button: 'Save' },
      { kind: 'success', textKey: 'toast.applied', button: 'Apply' },
      { kind: 'error', textKey: 'error.unknown', button: 'Fail' },
    ],
  },
  play: stackLimit(
    ['Change password', 'Save', 'Apply', 'Fail'],
    [
      'Password has been changed.',
      'Saved.',
      'It has been applied.',
      'An unknown error has occurred.',
    ],
  ),
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
