import { LIMITS } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
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
  tags: ['locale-sweep'],
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
        component:
          `A short message after an action (foundation.md §8 success toasts; screens.md §8 "Everything else goes to a generic handler and toast"). Place one \`ToastProvider\` and call \`useToast().success(t('toast.saved'))\` or \`.error(message)\`. A toast closes after the contract's \`LIMITS.TOAST_MS\` (${LIMITS.TOAST_MS} ms), waits while hovered or focused, has a close button, and is read by screen readers: success politely, errors assertively. At most three show at once. Do not put anything in a toast that the user must act on: use a dialog.` +
          '\n\n**When to use.** Use it to confirm that an action worked (saved, deleted) or to report a failure the user need not act on. For anything the user must read or answer use AlertDialog, ConfirmDialog or ErrorModal; for a message that stays with a form or a list use InlineAlert.' +
          '\n\n**States.** Success, error toast, keyboard close, hover pauses, success texts and stack limit, and success and error.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts' texts in the story's language (the demo's buttons are Korean data in both runs). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return {
    text: (key: string) => kitText(locale, key),
    close: kitText(locale, 'toastRegion.close'),
  };
};

const region = () => screen.getByRole('region', { name: /알림|Notifications/ });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A success toast appears, is announced politely and closes itself after the duration. */
export const Success: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const saved = textsOf(context).text('toast.saved');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(within(region()).getByText(saved)).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(saved);
    await expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await sleep(LIMITS.TOAST_MS - 700);
    await expect(within(region()).getByText(saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** An error toast is announced assertively. */
export const ErrorToast: Story = {
  args: { toasts: [{ kind: 'error', textKey: 'error.clientAlreadyRunning', button: '수업 입장' }] },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const message = textsOf(context).text('error.clientAlreadyRunning');
    await userEvent.click(canvas.getByRole('button', { name: '수업 입장' }));
    const announcer = screen.getByRole('alert');
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
    await expect(announcer).toHaveTextContent(message);
    const toast = within(region()).getByText(message);
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-kind', 'error');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1500,
    });
  },
};

type Play = NonNullable<Story['play']>;

/** Focus on the toast's close button keeps it open past the duration; Enter closes it. */
const keyboardClose =
  (trigger: string): Play =>
  async (context) => {
    const { canvas, userEvent } = context;
    const closeLabel = textsOf(context).close;
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
  play: keyboardClose('저장'),
};

/** Hovering keeps the toast, leaving lets it close, and a click on its close button closes it. */
const hoverPauses =
  (trigger: string, textKey: string): Play =>
  async (context) => {
    const { canvas, userEvent } = context;
    const text = textsOf(context).text(textKey);
    const closeLabel = textsOf(context).close;
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
  play: hoverPauses('저장', 'toast.saved'),
};

/** Three success toasts show together; a fourth pushes out the oldest. */
const stackLimit =
  (buttons: [string, string, string, string], keys: [string, string, string, string]): Play =>
  async (context) => {
    const { canvas, userEvent } = context;
    const [first, second, third, fourth] = buttons;
    const [firstText, secondText, thirdText, fourthText] = keys.map(textsOf(context).text) as [
      string,
      string,
      string,
      string,
    ];
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
    ['toast.passwordChanged', 'toast.saved', 'toast.applied', 'error.unknown'],
  ),
};

/** A success and an error together: each announced in its way, each with its close button. */
export const SuccessAndError: Story = {
  args: {
    toasts: [
      { kind: 'success', textKey: 'toast.applied', button: '적용' },
      { kind: 'error', textKey: 'error.unknown', button: '실패' },
    ],
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: '적용' }));
    await expect(screen.getByRole('status')).toHaveTextContent(t.text('toast.applied'));
    await userEvent.click(canvas.getByRole('button', { name: '실패' }));
    await expect(screen.getByRole('alert')).toHaveTextContent(t.text('error.unknown'));
    const close = within(region()).getAllByRole('button', { name: t.close });
    await expect(close).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), {
      timeout: LIMITS.TOAST_MS + 1500,
    });
  },
};
