import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

const helpIcon = (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    <path
      d="M6.25 6.25a1.75 1.75 0 113 1.25c-.75.5-1.25.9-1.25 1.75M8 11v.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    />
  </svg>
);

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  // It has no text of its own: the hints and labels are the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: {
    content: '도움말 페이지를 새 창에서 엽니다',
    children: <Button variant="ghost" label="도움말" icon={helpIcon} />,
  },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A short hint on a control: on hover and on keyboard focus, hidden with Escape, tied to the control with `aria-describedby`. It adds to a visible label or an accessible name and never carries the only copy of something the user needs: touch screens never show it. The child must be one focusable element.' +
          '\n\n**When to use.** Use it for a short hint on a control that already has a name, such as what an icon button does in more words. Never put what the user needs only in a tooltip, since touch screens do not show it: a disabled tab explains itself with Tabs’ `disabledReason`, and a message belongs in InlineAlert.' +
          '\n\n**States.** Default, keyboard focus and on text button.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: hovering shows the hint and describes the button; leaving hides it. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '도움말' });
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('도움말 페이지를 새 창에서 엽니다');
    await expect(trigger).toHaveAccessibleDescription('도움말 페이지를 새 창에서 엽니다');
    await userEvent.unhover(trigger);
    // The mouse moves on, as a mouse does: Radix keeps the hint open while the pointer may be on
    // its way to it, and closes it on a move away from both.
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Escape hides a hovered hint too.
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '도움말 페이지를 새 창에서 엽니다',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

type Play = NonNullable<Story['play']>;

/** Focus shows the hint at once, Escape hides it and focus stays; Tab moves on. */
const keyboardFocus =
  (label: string, hint: string): Play =>
  async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: label });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    await expect(trigger).toHaveAccessibleDescription(hint);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  };

/** With the keyboard: focus shows it at once, Escape hides it and focus stays. */
export const KeyboardFocus: Story = {
  play: keyboardFocus('도움말', '도움말 페이지를 새 창에서 엽니다'),
};

/** Tab to the text button shows the hint; Tab away hides it. */
const textButtonHint =
  (label: string, hint: string): Play =>
  async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: label });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  };

/** On a text button the hint adds detail; the label alone is enough to act. */
export const OnTextButton: Story = {
  args: {
    content: '설치된 클라이언트가 없으면 설치 파일을 받습니다',
    children: <Button variant="secondary">클라이언트 다운로드</Button>,
    side: 'bottom',
  },
  play: textButtonHint('클라이언트 다운로드', '설치된 클라이언트가 없으면 설치 파일을 받습니다'),
};
