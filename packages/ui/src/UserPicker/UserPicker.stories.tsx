import { USER_TYPE } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoGroups, demoUsers } from '../internal/testing/groupTree.fixture.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { UserPicker } from './UserPicker.tsx';

const meta = {
  title: 'Users/UserPicker',
  component: UserPicker,
  tags: ['locale-sweep'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    groups: demoGroups,
    users: demoUsers,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal user picker on GroupTree for homework submitters, message receivers and room ' +
          'attendees: filter by name or ID, narrow by user type (`allowedUserTypes`), select ' +
          'users in the tree (double click or Enter adds one at once), Add, Done. `max` caps the ' +
          'list with the contract text `valid.selectUpTo`; Done with nobody says ' +
          '`valid.noSelectedUser`. `treeMode={false}` lists users without groups (`WEB_FUNC_USE` ' +
          'position 2).' +
          '\n\n**When to use.** Use it wherever users are chosen for something: homework submitters, message receivers, room attendees. To manage the groups and users themselves use GroupTree on the users screens; for users in columns use DataTable.' +
          '\n\n**States.** Default, default title, max reached, role filter, nothing selected, without tree mode and loading directory.',
      },
    },
  },
} satisfies Meta<typeof UserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

interface Texts {
  title: string;
  filter: string;
  add: string;
  done: string;
  selected: string;
  role: string;
  upTo: (max: number) => string;
  none: string;
  userType: (type: number) => string;
}

/** The picker's texts in the story's language (user and group names are the example's data). */
const textsOf = (context: Pick<StoryContext, 'globals'>): Texts => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    title: k('userPicker.title'),
    filter: k('groupTree.filter'),
    add: k('userPicker.add'),
    done: k('userPicker.confirm'),
    selected: k('userPicker.selected'),
    role: k('userPicker.role'),
    upTo: (max) => k('valid.selectUpTo', { max }),
    none: k('valid.noSelectedUser'),
    userType: (type) => k(`code.USER_TYPE.${type}`),
  };
};

async function findUser(
  dialog: HTMLElement,
  userEvent: Parameters<Play>[0]['userEvent'],
  texts: Texts,
  query: string,
  name: RegExp,
) {
  const box = within(dialog).getByRole('searchbox', { name: texts.filter });
  await userEvent.clear(box);
  await userEvent.type(box, `${query}{Enter}`);
  return waitFor(() => within(dialog).getByRole('treeitem', { name }));
}

/** Find a student, Add, Done: the chosen users come back, the earlier ones kept. */
const pickOne =
  (title?: string): Play =>
  async (context) => {
    const { userEvent, args } = context;
    const texts = { ...textsOf(context), ...(title ? { title } : {}) };
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const selected = within(dialog).getByRole('list');
    await expect(within(selected).getByText('한지민')).toBeVisible();
    const row = await findUser(dialog, userEvent, texts, '민준', /김민준/);
    await userEvent.click(row);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.add }));
    await waitFor(() => expect(within(selected).getByText('김민준')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: texts.done }));
    await expect(args.onConfirm).toHaveBeenCalledWith([
      expect.objectContaining({ userIdx: 201 }),
      expect.objectContaining({ userIdx: 101 }),
    ]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  };

export const Default: Story = {
  tags: ['brand-sweep'],
  args: { initialSelection: [201], title: '받는 사람 선택' },
  play: pickOne('받는 사람 선택'),
};

/** The same with the picker's own title. */
export const DefaultTitle: Story = {
  args: { initialSelection: [201] },
  play: pickOne(),
};
/** At the maximum, Add says so (valid.selectUpTo) and adds nobody. */
const maxReached: Play = async (context) => {
  const { userEvent } = context;
  const texts = textsOf(context);
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  const row = await findUser(dialog, userEvent, texts, 'parkjiho', /박지호/);
  await userEvent.click(row);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.add }));
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.upTo(2));
  await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
};

export const MaxReached: Story = {
  args: { max: 2, initialSelection: [101, 102] },
  play: maxReached,
};
/** The type filter narrows the tree: students only, so a teacher's ID finds nobody. */
const roleFilter: Play = async (context) => {
  const { userEvent } = context;
  const texts = textsOf(context);
  const student = texts.userType(USER_TYPE.STUDENT);
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  const role = within(dialog).getByRole('combobox', { name: texts.role });
  await expect(within(role).getAllByRole('option')).toHaveLength(3);
  await userEvent.selectOptions(role, String(USER_TYPE.STUDENT));
  await expect(role).toHaveDisplayValue(student);
  const box = within(dialog).getByRole('searchbox', { name: texts.filter });
  await userEvent.type(box, 'teacher{Enter}');
  await waitFor(() => expect(within(dialog).queryByRole('tree')).toBeNull());
  await userEvent.selectOptions(role, '');
  await waitFor(() =>
    expect(within(dialog).getByRole('treeitem', { name: /한지민/ })).toBeVisible(),
  );
};

export const RoleFilter: Story = {
  args: { allowedUserTypes: [USER_TYPE.TEACHER, USER_TYPE.STUDENT] },
  play: roleFilter,
};
/** Done with nobody chosen warns (valid.noSelectedUser) and keeps the dialog open. */
export const NothingSelected: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.done }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.none);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tree mode hidden: users without groups; double click adds at once. */
export const WithoutTreeMode: Story = {
  args: { treeMode: false },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await screen.findByRole('dialog', { name: textsOf(context).title });
    await expect(within(dialog).queryByRole('treeitem', { name: /서울 본원/ })).toBeNull();
    await userEvent.dblClick(within(dialog).getByRole('treeitem', { name: /이서연/ }));
    await waitFor(() =>
      expect(within(within(dialog).getByRole('list')).getByText('이서연')).toBeVisible(),
    );
  },
};

/**
 * Defect: while the app's users and groups were still loading, the picker showed an empty tree
 * and "no match" for a student who was only not there yet; when they arrived the rows moved under
 * the pointer, and a click meant for a student landed on the list and chose nobody. The picker
 * waits for the directory, saying so, and nothing in it can be added meanwhile.
 */
export const LoadingDirectory: Story = {
  args: { loading: true, groups: [], users: [] },
  play: async (context) => {
    const locale = localeOf(context);
    const texts = textsOf(context);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const waiting = within(dialog).getByText(kitText(locale, 'userPicker.loading'));
    await expect(waiting).toBeVisible();
    await expect(waiting.closest('[role="status"]')).not.toBeNull();
    await expect(within(dialog).queryByRole('tree')).toBeNull();
    await expect(within(dialog).queryByText(kitText(locale, 'groupTree.empty'))).toBeNull();
    await expect(within(dialog).getByRole('button', { name: texts.add })).toBeDisabled();
  },
};
