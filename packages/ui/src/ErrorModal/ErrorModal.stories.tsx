import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ErrorModal } from './ErrorModal.tsx';

const meta = {
  title: 'Overlays/ErrorModal',
  component: ErrorModal,
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
          "The generic error modal (foundation.md §8; screens.md §2.6): a given message, or the code's own text from the contract's `errorText(code, { locale, context })`, or the default 'An error has occurred. [code]' with the contact-administrator line; the code stays visible, a dash when there is none. One confirm button. Screens open it from their error handler for the codes whose handling is `modal`.",
      },
    },
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uncatalogued code: the default text with the code and the contact line. */
export const DefaultText: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '오류 보기' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '오류' });
    await expect(dialog).toHaveTextContent('오류가 발생했습니다. [WB-500-777]');
    await expect(dialog).toHaveTextContent('관리자에게 문의해 주세요.');
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(300);
    await expect(height).toBeGreaterThanOrEqual(200);
    const ok = screen.getByRole('button', { name: '확인' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

interface Texts {
  trigger: string;
  codeLine: (code: string) => string;
  ok: string;
}
const ko: Texts = { trigger: '오류 보기', codeLine: (code) => `오류 코드: ${code}`, ok: '확인' };
const en: Texts = { trigger: 'Show error', codeLine: (code) => `Error code: ${code}`, ok: 'OK' };
const englishTrigger = <Button variant="secondary">{en.trigger}</Button>;

const codeWithOwnTextPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.codeLine('WB-400-401'));
    await expect(dialog).not.toHaveTextContent('[WB-400-401]');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  };

const noCodePlay =
  (t: Texts & { defaultText: string }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.trigger })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.defaultText);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  };

/** No code: a dash stands in for it (screens.md §2.6). Keyboard: Enter confirms. */
export const NoCode: Story = {
  args: { code: undefined },
  play: noCodePlay({ ...ko, defaultText: '오류가 발생했습니다. [-]' }),
};

export const NoCodeEnglish: Story = {
  globals: { locale: 'en' },
  args: { code: undefined, trigger: englishTrigger },
  play: noCodePlay({ ...en, defaultText: 'An error has occurred. [-]' }),
};

/** A code with a text of its own (upload count, screens.md §8): the text, then the code. */
export const CodeWithOwnText: Story = {
  args: { code: 'WB-400-401' },
  play: codeWithOwnTextPlay(ko),
};

export const CodeWithOwnTextEnglish: Story = {
  globals: { locale: 'en' },
  args: { code: 'WB-400-401', trigger: englishTrigger },
  play: codeWithOwnTextPlay(en),
};

const withCallContextPlay =
  (t: Texts): Story['play'] =>
  async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.codeLine('WB-403-105'));
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  };

/** One code, two calls: WB-403-105 on room removal means no delete permission. */
export const WithCallContext: Story = {
  args: { code: 'WB-403-105', context: 'roomRemoval', open: true, trigger: undefined },
  play: withCallContextPlay(ko),
};

export const WithCallContextEnglish: Story = {
  globals: { locale: 'en' },
  args: { code: 'WB-403-105', context: 'roomRemoval', open: true, trigger: undefined },
  play: withCallContextPlay(en),
};

const withMessagePlay =
  (t: Texts, firstLine: RegExp): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(firstLine);
    await expect(dialog).toHaveTextContent(t.codeLine('WB-400-212'));
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  };

/** A message given by the caller replaces the code's text; the code is still shown. */
export const WithMessage: Story = {
  args: {
    code: 'WB-400-212',
    message: '요청 값을 확인해 주세요.\n같은 문제가 계속되면 문의해 주세요.',
  },
  play: withMessagePlay(ko, /요청 값을 확인해 주세요\./),
};

export const WithMessageEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    code: 'WB-400-212',
    message: 'Please check the request values.\nIf the problem continues, contact us.',
    trigger: englishTrigger,
  },
  play: withMessagePlay(en, /Please check the request values\./),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { trigger: <Button variant="secondary">Show error</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('An error has occurred. [WB-500-777]');
    await expect(dialog).toHaveTextContent('Please contact the administrator.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EnglishNoCode: Story = {
  globals: { locale: 'en' },
  args: { code: null, open: true, trigger: undefined },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('An error has occurred. [-]');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const mobileFullScreenPlay =
  (t: Texts): Story['play'] =>
  async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  };

/** On a mobile width (576 px, foundation.md §9) the modal takes the whole screen. */
export const MobileFullScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { open: true, trigger: undefined },
  play: mobileFullScreenPlay(ko),
};

export const MobileFullScreenEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  args: { open: true, trigger: undefined },
  play: mobileFullScreenPlay(en),
};
