import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { ErrorModal } from './ErrorModal.tsx';

const meta = {
  title: 'Overlays/ErrorModal',
  component: ErrorModal,
  tags: ['locale-sweep'],
  args: {
    code: 'WB-500-777',
    trigger: <Button variant="secondary">오류 보기</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The generic error modal (foundation.md §8; screens.md §2.6): a given message, or the code's own text from the contract's `errorText(code, { locale, context })`, or the default 'An error has occurred. [code]' with the contact-administrator line; the code stays visible, a dash when there is none. One confirm button. Screens open it from their error handler for the codes whose handling is `modal`." +
          '\n\n**When to use.** Use it for a failed call whose error code is handled as `modal`, so the user sees the code to report. For a message without an error use AlertDialog; for an error that belongs to a field or a form use the field’s error or InlineAlert; for a failure the user need not act on use an error toast (`useToast`).' +
          '\n\n**States.** Default text, no code, null code open, code with own text, with call context, with message and mobile full screen.',
      },
    },
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example's trigger (Korean data in both runs) and the modal's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return {
    trigger: '오류 보기',
    title: kitText(locale, 'errorModal.title'),
    ok: kitText(locale, 'errorModal.confirm'),
    codeLine: (code: string) => kitText(locale, 'errorModal.code', { code }),
    defaultText: (code: string) => kitText(locale, 'error.default', { code }),
    contact: kitText(locale, 'error.contactAdmin'),
  };
};

/** An uncatalogued code: the default text with the code and the contact line. */
export const DefaultText: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const trigger = canvas.getByRole('button', { name: t.trigger });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: t.title });
    await expect(dialog).toHaveTextContent(t.defaultText('WB-500-777'));
    await expect(dialog).toHaveTextContent(t.contact);
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(300);
    await expect(height).toBeGreaterThanOrEqual(200);
    const ok = screen.getByRole('button', { name: t.ok });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** No code: a dash stands in for it (screens.md §2.6). Keyboard: Enter confirms. */
export const NoCode: Story = {
  args: { code: undefined },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.trigger })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.defaultText('-'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A null code on a modal opened by the screen: the dash too; Escape closes it. */
export const NullCodeOpen: Story = {
  args: { code: null, open: true, trigger: undefined },
  play: async (context) => {
    const { userEvent, args } = context;
    const t = textsOf(context);
    const dialog = await screen.findByRole('alertdialog', { name: t.title });
    await expect(dialog).toHaveTextContent(t.defaultText('-'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A code with a text of its own (upload count, screens.md §8): the text, then the code. */
export const CodeWithOwnText: Story = {
  args: { code: 'WB-400-401' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.codeLine('WB-400-401'));
    await expect(dialog).not.toHaveTextContent('[WB-400-401]');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** One code, two calls: WB-403-105 on room removal means no delete permission. */
export const WithCallContext: Story = {
  args: { code: 'WB-403-105', context: 'roomRemoval', open: true, trigger: undefined },
  play: async (context) => {
    const { userEvent, args } = context;
    const t = textsOf(context);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.codeLine('WB-403-105'));
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A message given by the caller (the example's, Korean in both runs) replaces the code's text;
 * the code is still shown.
 */
export const WithMessage: Story = {
  args: {
    code: 'WB-400-212',
    message: '요청 값을 확인해 주세요.\n같은 문제가 계속되면 문의해 주세요.',
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/요청 값을 확인해 주세요\./);
    await expect(dialog).toHaveTextContent(t.codeLine('WB-400-212'));
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** On a mobile width (576 px, foundation.md §9) the modal takes the whole screen. */
export const MobileFullScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { open: true, trigger: undefined },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    await userEvent.click(screen.getByRole('button', { name: textsOf(context).ok }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
