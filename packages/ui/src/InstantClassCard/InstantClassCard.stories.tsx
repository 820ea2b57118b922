import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { InstantClassCard } from './InstantClassCard.tsx';

/** The app's words for a failed start: the server's text, here the error's message. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const FAILURE = '수업을 열지 못했습니다. [WB-500-001]';

const meta = {
  title: 'Rooms/InstantClassCard',
  component: InstantClassCard,
  tags: ['locale-sweep'],
  args: { onStart: fn(), errorText },
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
          'The class page’s instant class card (screens.md §5 "Instant room", §10): a title, ' +
          'required up to 100 characters (validateRoomTitle), an optional join password of 1 to ' +
          '8 letters, digits or !@#$%^&*()_+-= (validateRoomPassword, valid.roomPwdRule), and ' +
          'a start button. `onStart({ title, password })` returns a promise: while it runs the ' +
          'button is busy and a second press does nothing; a rejection keeps what was typed ' +
          'and shows `errorText(error)` above the button. assumed: the password field takes the ' +
          "rule's characters instead of stripping non-digits as the spec's input note says." +
          '\n\n**When to use.** Use it on the class page to start a class at once with only a title and an optional password. To join a class by invite code use InviteJoinCard; to register a room use RoomFormDialog, and a registered room shows as a RoomCard.' +
          '\n\n**States.** Starts a class, without password, empty title, too long title, bad password, failed start keeps values and double click starts once.',
      },
    },
  },
} satisfies Meta<typeof InstantClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const text = (context: Context, key: string, params?: Record<string, number>) =>
  kitText(localeOf(context), key, params);

const titleBox = (context: Context) =>
  context.canvas.getByRole<HTMLInputElement>('textbox', {
    name: text(context, 'instantClass.roomTitle'),
  });

const passwordBox = (context: Context) =>
  context.canvas.getByRole<HTMLInputElement>('textbox', {
    name: text(context, 'instantClass.password'),
  });

const startButton = (context: Context) =>
  context.canvas.getByRole('button', { name: text(context, 'instantClass.start') });

/** A title and a password of the rule's characters start the class; the card empties after. */
export const StartsAClass: Story = {
  tags: ['brand-sweep'],
  args: { onStart: fn(async () => undefined) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(
      canvas.getByRole('region', { name: text(context, 'instantClass.title') }),
    ).toBeVisible();
    await expect(passwordBox(context)).toHaveAccessibleDescription(
      text(context, 'instantClass.passwordHint'),
    );
    await userEvent.type(titleBox(context), '  중2 보충 수업 ');
    await userEvent.type(passwordBox(context), 'Ab1!-=');
    await userEvent.click(startButton(context));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await expect(args.onStart).toHaveBeenCalledWith({ title: '중2 보충 수업', password: 'Ab1!-=' });
    await waitFor(() => expect(titleBox(context)).toHaveValue(''));
    await expect(passwordBox(context)).toHaveValue('');
  },
};

/** No password: the class starts with '' (none). Enter in the title starts it too. */
export const WithoutPassword: Story = {
  args: { onStart: fn(async () => undefined) },
  play: async (context) => {
    await context.userEvent.type(titleBox(context), 'Algebra{Enter}');
    await expect(context.args.onStart).toHaveBeenCalledWith({ title: 'Algebra', password: '' });
  },
};

/** An empty (or blank) title: 'required' at the field, focus on it, nothing sent. */
export const EmptyTitle: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(titleBox(context), '   ');
    await userEvent.click(startButton(context));
    await expect(await canvas.findByText(text(context, 'valid.required'))).toBeVisible();
    await expect(titleBox(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(titleBox(context)).toHaveFocus();
    await expect(args.onStart).not.toHaveBeenCalled();
    // The error goes as soon as the title is fixed.
    await userEvent.type(titleBox(context), '수학');
    await waitFor(() => expect(titleBox(context)).not.toHaveAttribute('aria-invalid'));
  },
};

/**
 * A title over 100 characters: typing stops at the limit (the counter says so), and a longer one
 * given to the card is refused with the contract's max-length message.
 */
export const TooLongTitle: Story = {
  args: { defaultTitle: '가'.repeat(LIMITS.ROOM_TITLE_MAX + 1) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(startButton(context));
    await expect(
      await canvas.findByText(text(context, 'valid.maxLength', { max: LIMITS.ROOM_TITLE_MAX })),
    ).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();

    const title = titleBox(context);
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('수'.repeat(LIMITS.ROOM_TITLE_MAX + 20));
    await expect(title.value).toHaveLength(LIMITS.ROOM_TITLE_MAX);
    await expect(
      canvas.getByText(
        text(context, 'fields.counter', {
          count: LIMITS.ROOM_TITLE_MAX,
          max: LIMITS.ROOM_TITLE_MAX,
        }),
      ),
    ).toBeVisible();
  },
};

/** A password outside the rule (a space, Korean): the rule's message; typing stops at 8. */
export const BadPassword: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(titleBox(context), '중2 보충 수업');
    await userEvent.type(passwordBox(context), '12 34');
    await userEvent.click(startButton(context));
    await expect(await canvas.findByText(text(context, 'valid.roomPwdRule'))).toBeVisible();
    await expect(passwordBox(context)).toHaveFocus();
    await expect(args.onStart).not.toHaveBeenCalled();

    await userEvent.clear(passwordBox(context));
    await userEvent.type(passwordBox(context), 'abcdefghij');
    await expect(passwordBox(context)).toHaveValue('abcdefgh');
    await userEvent.click(startButton(context));
    await expect(args.onStart).toHaveBeenCalledWith({
      title: '중2 보충 수업',
      password: 'abcdefgh',
    });
  },
};

/** The start failed: the failure shows above the button and everything typed stays. */
export const FailedStartKeepsValues: Story = {
  args: { onStart: fn(async () => Promise.reject(new Error(FAILURE))) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(titleBox(context), '중2 보충 수업');
    await userEvent.type(passwordBox(context), '2580');
    await userEvent.click(startButton(context));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILURE);
    await expect(titleBox(context)).toHaveValue('중2 보충 수업');
    await expect(passwordBox(context)).toHaveValue('2580');
    await expect(startButton(context)).not.toHaveAttribute('aria-busy');
    // The button is free again: a second try goes out.
    await userEvent.click(startButton(context));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};

/** Two quick presses start once; the button is busy until the start settles. */
export const DoubleClickStartsOnce: Story = {
  args: { onStart: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.type(titleBox(context), '중2 보충 수업');
    // The busy button's name says it is loading: keep hold of the element.
    const start = startButton(context);
    await userEvent.dblClick(start);
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(start);
    await waitFor(() => expect(titleBox(context)).toHaveValue(''));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};
