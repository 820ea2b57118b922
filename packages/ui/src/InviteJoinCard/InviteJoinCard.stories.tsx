import type { Locale } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { InviteJoinCard, type InviteJoinCardProps } from './InviteJoinCard.tsx';

/** An invitation as a user pastes it from a message, with the link in it. */
const PASTED_LINK: Record<Locale, string> = {
  ko: '수업에 초대합니다: https://class.example.kr/invite/12/246813579 참여하세요',
  en: 'You are invited to a class: https://class.example.kr/invite/12/246813579 join now',
};

const meta = {
  title: 'Rooms/InviteJoinCard',
  component: InviteJoinCard,
  tags: ['locale-sweep'],
  args: { onJoin: fn() },
  decorators: [
    (Story) => (
      // A phone's width: the card as the class page shows it in one column.
      <div style={{ maxInlineSize: '390px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The class page’s invite join card (screens.md §10): the kit’s InviteCodeInput (9 ' +
          'digits shown 3-3-3, a pasted link or invitation reduced to its code) and a join ' +
          'button. The button and Enter call `onJoin(code)` with the 9 digits; an empty or ' +
          'incomplete code is refused at the box before anything is sent. Pass `invalid` when ' +
          'the server answered WB-400-220: the box says so until the code changes. The only ' +
          'card a user without `MEET_OPEN` sees.' +
          '\n\n**When to use.** Use it on the class page to join a class with an invite code. For the code box alone (the invite page) use InviteCodeInput; to start a class use InstantClassCard.' +
          '\n\n**States.** Joins with code, pasted link, Enter joins, empty code, incomplete code, invalid invite and double click joins once.',
      },
    },
  },
} satisfies Meta<typeof InviteJoinCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const text = (context: Context, key: string) => kitText(localeOf(context), key);

const codeBox = (context: Context) =>
  context.canvas.getByRole<HTMLInputElement>('textbox', {
    name: text(context, 'fields.inviteCode'),
  });

const joinButton = (context: Context) =>
  context.canvas.getByRole('button', { name: text(context, 'inviteJoin.join') });

/** Nine digits typed, then the join button: onJoin gets the digits. */
export const JoinsWithCode: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(
      canvas.getByRole('region', { name: text(context, 'inviteJoin.title') }),
    ).toBeVisible();
    await userEvent.type(codeBox(context), '123456789');
    await expect(codeBox(context)).toHaveValue('123-456-789');
    await userEvent.click(joinButton(context));
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await expect(args.onJoin).toHaveBeenCalledWith('123456789');
  },
};

/** A pasted invitation is reduced to its code, which the join sends. */
export const PastedLink: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(codeBox(context));
    await userEvent.paste(PASTED_LINK[localeOf(context)]);
    await expect(codeBox(context)).toHaveValue('246-813-579');
    await userEvent.click(joinButton(context));
    await expect(args.onJoin).toHaveBeenCalledWith('246813579');
  },
};

/** Enter in the box joins, once. */
export const EnterJoins: Story = {
  play: async (context) => {
    await context.userEvent.type(codeBox(context), '987-654-321{Enter}');
    await expect(context.args.onJoin).toHaveBeenCalledOnce();
    await expect(context.args.onJoin).toHaveBeenCalledWith('987654321');
  },
};

/** Join with an empty box: 'required' at the box, focus on it, nothing sent. */
export const EmptyCode: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(joinButton(context));
    await expect(canvas.getByText(text(context, 'valid.required'))).toBeVisible();
    await expect(codeBox(context)).toHaveFocus();
    await expect(codeBox(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** An incomplete code: the contract's invite text; typing clears it. */
export const IncompleteCode: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(codeBox(context), '1234');
    await userEvent.click(joinButton(context));
    await expect(canvas.getByText(text(context, 'valid.inviteCode'))).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.type(codeBox(context), '5');
    await expect(codeBox(context)).not.toHaveAttribute('aria-invalid');
  },
};

/** The app as it answers WB-400-220: the card is told the code is invalid after the join. */
function RefusingPage(args: InviteJoinCardProps) {
  const [invalid, setInvalid] = useState(false);
  return (
    <InviteJoinCard
      {...args}
      invalid={invalid}
      onJoin={async (code) => {
        await args.onJoin(code);
        setInvalid(true);
      }}
    />
  );
}

/** The server refused the code: the spec's invalid invite text, until the code changes. */
export const InvalidInvite: Story = {
  args: { defaultCode: '999999999' },
  render: (args) => <RefusingPage {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(codeBox(context)).toHaveValue('999-999-999');
    await userEvent.click(joinButton(context));
    await expect(args.onJoin).toHaveBeenCalledWith('999999999');
    await expect(await canvas.findByText(text(context, 'error.invalidInvite'))).toBeVisible();
    await userEvent.type(codeBox(context), '{Backspace}');
    await waitFor(() =>
      expect(canvas.queryByText(text(context, 'error.invalidInvite'))).not.toBeInTheDocument(),
    );
  },
};

/** Two quick presses join once; the button is busy while the join runs. */
export const DoubleClickJoinsOnce: Story = {
  args: { onJoin: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.type(codeBox(context), '123456789');
    // The busy button's name says it is loading: keep hold of the element.
    const join = joinButton(context);
    await userEvent.dblClick(join);
    await expect(join).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(join).not.toHaveAttribute('aria-busy'));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};
