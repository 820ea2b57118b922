import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  // It has no text of its own: the labels are the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: { onClick: fn(), children: '설정 초기화' },
  parameters: {
    docs: {
      description: {
        component:
          'An action that looks like a link: for a light, secondary action inside text or next to ' +
          'links (the my-info "reset settings" link, "view all", "resend"). It is a real `<button>`, ' +
          'so Enter and Space press it. For navigation, pass an `<a href>` or the router link with ' +
          '`asChild` and it keeps its link semantics. For a main action, use `Button`.' +
          '\n\n**When to use.** Use it for a light, secondary action inside text or beside links (reset settings, view all, resend), or with `asChild` for a link that goes to another page. For the main action of a form or a dialog use Button; for an action shown by an icon use IconButton.' +
          '\n\n**States.** Default, in text, danger, disabled and as link.',
      },
    },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button under a link's look: mouse, Enter and Space all press it. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '설정 초기화' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

type Play = NonNullable<Story['play']>;

/** Presses the button inside the sentence with the mouse. */
const pressInText =
  (name: string): Play =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  };

/** The danger tone is marked on the button, and a click still presses it. */
const pressDanger =
  (name: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  };

/** A disabled link button ignores the click. */
const pressDisabled =
  (name: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  };

/** Inside running text it reads as part of the sentence. */
export const InText: Story = {
  render: (args) => (
    <p>
      화면이 이상하게 보이면 <LinkButton {...args} />을 눌러 보세요.
    </p>
  ),
  play: pressInText('설정 초기화'),
};

export const Danger: Story = {
  args: { tone: 'danger', children: '파일 삭제' },
  play: pressDanger('파일 삭제'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: pressDisabled('설정 초기화'),
};

/** `asChild` with a real link: the role stays `link` and it takes the link style. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#help">도움말 보기</a> },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: '도움말 보기' });
    await expect(link).toHaveAttribute('data-slot', 'link-button');
    await expect(link).toHaveAttribute('data-tone', 'default');
    await expect(link).toHaveAttribute('href', '#help');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
