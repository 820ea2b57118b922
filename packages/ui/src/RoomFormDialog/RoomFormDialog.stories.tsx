import {
  ApiError,
  errorText,
  isApiError,
  type Locale,
  ROOM_KIND,
  type Room,
  USER_TYPE,
} from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoGroups, demoUsers } from '../internal/testing/groupTree.fixture.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { RoomFormDialog } from './RoomFormDialog.tsx';

/** Wednesday 2026-03-04 10:00: the default period runs to 2026-09-04, a year ends 2027-03-04. */
const NOW = () => new Date(2026, 2, 4, 10, 0, 0);

const teachers = demoUsers.filter((user) => user.userType !== USER_TYPE.STUDENT);
const me = { userIdx: 201, userName: '한지민', userType: USER_TYPE.TEACHER };

/** The app's mapping of a failed save: the contract's text of the error code. */
const errorTextIn = (locale: Locale) => (error: unknown) =>
  errorText(isApiError(error) ? error.code : null, { locale });

const meta = {
  title: 'Rooms/RoomFormDialog',
  component: RoomFormDialog,
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    errorText: errorTextIn('ko'),
    mode: 'manage',
    templates: [
      { templateIdx: 1, templateName: '강의형' },
      { templateIdx: 2, templateName: '토론형' },
    ],
    allowedKinds: [ROOM_KIND.MEETING, ROOM_KIND.CLASS],
    teachers,
    currentUser: me,
    groups: demoGroups,
    users: demoUsers,
    now: NOW,
  },
  // The app's error texts in the story's language.
  render: (args, context) => (
    <RoomFormDialog {...args} errorText={errorTextIn(localeOf(context))} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Registers or modifies a room (screens.md §5 "Rooms and attendees"): name required, ' +
          'non-blank, 50 at most; class type (a room template; none: `WE_5005` and no save) and ' +
          'room kind; leader (manage mode, teachers only); use period from today, six months by ' +
          'default, a year at most, or unlimited (year 9999); attendees through the UserPicker ' +
          '(valid.selectUser, valid.selectRemoveAttender, valid.noSelectedUser); books with the ' +
          'last-read range when `booksEnabled`. `onSubmit` gets the room and what changed ' +
          '(roomUserList to add, delUserList to remove, books to add/remove/update); a rejected ' +
          'save keeps everything typed and shows `errorText(error)`.' +
          '\n\n**When to use.** Use it to register a room or to modify one, in manage or service mode. To start a class at once with only a title use InstantClassCard; to only read a room use RoomDetailDialog.' +
          '\n\n**States.** Register, empty name, blank name, name stops at 50, modify name over 50, no templates, manage requires leader, service leader shown, unlimited period, period rules, attendee messages, modify, books, failed save keeps values, keyboard only, fits a phone and double click saves once.',
      },
    },
  },
} satisfies Meta<typeof RoomFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type UserEvents = Parameters<Play>[0]['userEvent'];

/** What the dialog reads in `locale`, from the kit's and the contract's catalogues. */
function textsIn(locale: Locale) {
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    registerTitle: k('roomForm.registerTitle'),
    modifyTitle: k('roomForm.modifyTitle'),
    register: k('roomForm.register'),
    save: k('roomForm.save'),
    name: k('roomForm.name'),
    template: k('roomForm.template'),
    leader: k('roomForm.leader'),
    start: k('roomForm.periodStart'),
    end: k('roomForm.periodEnd'),
    unlimited: k('roomForm.unlimited'),
    attendees: k('roomForm.attendees'),
    addAttendees: k('roomForm.addAttendees'),
    removeAttendees: k('roomForm.removeAttendees'),
    books: k('roomForm.books'),
    bookToAdd: k('roomForm.bookToAdd'),
    addBook: k('roomForm.addBook'),
    lastReadStart: k('roomForm.lastReadStart'),
    lastReadEnd: k('roomForm.lastReadEnd'),
    pickerTitle: k('roomForm.pickerTitle'),
    pickerFilter: k('groupTree.filter'),
    pickerAdd: k('userPicker.add'),
    pickerDone: k('userPicker.confirm'),
    kindMeeting: k(`code.ROOM_KIND.${ROOM_KIND.MEETING}`),
    noTemplate: k('error.internal.WE_5005'),
    required: k('valid.required'),
    maxLength: k('valid.maxLength', { max: 50 }),
    startBeforeToday: k('valid.startBeforeToday'),
    periodMax: k('valid.roomPeriodMax', { months: 12 }),
    selectUser: k('valid.selectUser'),
    selectRemoveAttender: k('valid.selectRemoveAttender'),
    noSelectedUser: k('valid.noSelectedUser'),
    pageStartAfterEnd: k('valid.pageStartAfterEnd'),
    count: (count: number) => k('roomForm.attendeeCount', { count }),
  };
}
type Texts = ReturnType<typeof textsIn>;

const textsOf = (context: Pick<StoryContext, 'globals'>) => textsIn(localeOf(context));

const dialogNamed = (title: string) => screen.findByRole('dialog', { name: title });
const nameBox = (dialog: HTMLElement, texts: Texts) =>
  within(dialog).getByRole('textbox', { name: new RegExp(texts.name) });

/** Opens the picker, finds a user by the filter, adds them, Done. */
async function pickAttendee(
  userEvent: UserEvents,
  dialog: HTMLElement,
  texts: Texts,
  query: string,
  name: RegExp,
) {
  await userEvent.click(within(dialog).getByRole('button', { name: texts.addAttendees }));
  const picker = await dialogNamed(texts.pickerTitle);
  await userEvent.type(
    within(picker).getByRole('searchbox', { name: texts.pickerFilter }),
    `${query}{Enter}`,
  );
  await userEvent.click(await within(picker).findByRole('treeitem', { name }));
  await userEvent.click(within(picker).getByRole('button', { name: texts.pickerAdd }));
  await userEvent.click(within(picker).getByRole('button', { name: texts.pickerDone }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.pickerTitle })).toBeNull());
}

/** Name, template, leader and one attendee: the minimum of a manager's room. */
async function fillRequired(userEvent: UserEvents, dialog: HTMLElement, texts: Texts) {
  await userEvent.type(nameBox(dialog, texts), '중2 수학 A반');
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: new RegExp(texts.template) }),
    '1',
  );
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: new RegExp(texts.leader) }),
    '202',
  );
}

const REGISTERED = {
  room: {
    roomTitle: '중2 수학 A반',
    roomDesc: '',
    roomType: ROOM_KIND.CLASS,
    templateIdx: 1,
    ownerUserIdx: 202,
    showDatetime: '2026-03-04 00:00:00',
    showEndDatetime: '2026-09-04 23:59:59',
  },
  unlimited: false,
  userIdxList: [101],
  roomUserList: [{ userIdx: 101 }],
  delUserList: [],
  books: { add: [], remove: [], update: [] },
  ownerChanged: false,
};

/**
 * A manager registers a room: name, template, leader, one attendee through the picker; the
 * default period of six months from today; the values come out as room.ADD takes them.
 */
export const Register: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await expect(nameBox(dialog, texts)).toHaveFocus();
    await expect(within(dialog).getByLabelText(texts.start)).toHaveValue('2026-03-04');
    await expect(within(dialog).getByLabelText(texts.end)).toHaveValue('2026-09-04');
    // Without the books flag there is no books section.
    await expect(within(dialog).queryByRole('group', { name: texts.books })).toBeNull();
    await fillRequired(userEvent, dialog, texts);
    await pickAttendee(userEvent, dialog, texts, '민준', /김민준/);
    await expect(within(dialog).getByText(texts.count(1))).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: '김민준' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(REGISTERED));
  },
};

/** Register with nothing typed: the name says required and takes focus; nothing is sent. */
export const EmptyName: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    const name = nameBox(dialog, texts);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(texts.required));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A name of spaces only is blank: required. */
export const BlankName: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    const name = nameBox(dialog, texts);
    await userEvent.clear(name);
    await userEvent.type(name, '    ');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(texts.required)),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The name stops at 50 characters: the 51st typed is not taken, and 50 are sent. */
export const NameStopsAt50: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    const name = nameBox(dialog, texts);
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(51));
    await expect(name).toHaveValue('a'.repeat(50));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ room: expect.objectContaining({ roomTitle: 'a'.repeat(50) }) }),
      ),
    );
  },
};

const room: Room = {
  roomCode: 'R-2026-01',
  roomTitle: '중1 수학 심화',
  roomDesc: '월·수·금 저녁',
  roomType: ROOM_KIND.CLASS,
  template: { templateIdx: 2, templateName: '토론형' },
  showDatetime: '2026-01-05 00:00:00',
  showEndDatetime: '2026-07-04 23:59:59',
  ownerUserIdx: 201,
  ownerUser: { userName: '한지민' },
  roomUserList: [
    { userIdx: 101, userName: '김민준', userType: USER_TYPE.STUDENT },
    { userIdx: 102, userName: '이서연', userType: USER_TYPE.STUDENT },
  ],
  roomBookList: [
    {
      bookIdx: 11,
      book: { bookName: '개념편', pageCount: 120 },
      lastReadStart: 3,
      lastReadEnd: 12,
    },
  ],
};

/**
 * A room saved before the 50-character limit with a longer name: modify says so on save (the
 * field does not cut what the room already has).
 */
export const ModifyNameOver50: Story = {
  args: { room: { ...room, roomTitle: '가'.repeat(51) } },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.modifyTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(nameBox(dialog, texts)).toHaveAccessibleDescription(
        expect.stringContaining(texts.maxLength),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No room template in the institution: `WE_5005`'s text, and Register cannot be pressed. */
export const NoTemplates: Story = {
  args: { templates: [] },
  play: async (context) => {
    const { args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(texts.noTemplate);
    await expect(within(dialog).queryByRole('combobox', { name: new RegExp(texts.template) })).toBe(
      null,
    );
    await expect(within(dialog).getByRole('button', { name: texts.register })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Manage mode: the leader is required and only teachers are offered. */
export const ManageRequiresLeader: Story = {
  // A student slipped into the list is not offered.
  args: { teachers: [...teachers, { userIdx: 101, userName: '김민준', userType: 12 }] },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    const leader = within(dialog).getByRole('combobox', { name: new RegExp(texts.leader) });
    await expect(within(leader).queryByRole('option', { name: '김민준' })).toBeNull();
    await expect(within(leader).getByRole('option', { name: '서예린' })).toBeInTheDocument();
    await userEvent.type(nameBox(dialog, texts), '중2 수학 A반');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.template) }),
      '1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() => expect(leader).toHaveFocus());
    await expect(leader).toHaveAccessibleDescription(expect.stringContaining(texts.required));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(leader, '203');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ room: expect.objectContaining({ ownerUserIdx: 203 }) }),
      ),
    );
  },
};

/** Service mode: the leader is the signed-in user, shown and not chosen. */
export const ServiceLeaderShown: Story = {
  args: { mode: 'service' },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await expect(within(dialog).queryByRole('combobox', { name: new RegExp(texts.leader) })).toBe(
      null,
    );
    await expect(within(dialog).getByText('한지민')).toBeVisible();
    await userEvent.type(nameBox(dialog, texts), '방과후 영어');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.template) }),
      '2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ room: expect.objectContaining({ ownerUserIdx: 201 }) }),
      ),
    );
  },
};

/** Unlimited hides the end date and sends year 9999. */
export const UnlimitedPeriod: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: texts.unlimited }));
    await expect(within(dialog).queryByLabelText(texts.end)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          unlimited: true,
          room: expect.objectContaining({
            showDatetime: '2026-03-04 00:00:00',
            showEndDatetime: '9999-12-31 23:59:59',
          }),
        }),
      ),
    );
  },
};

/**
 * The period's rules: a start before today is refused, an end more than a year after the start
 * is refused; a year to the day is taken.
 */
export const PeriodRules: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    const start = within(dialog).getByLabelText(texts.start);
    const end = within(dialog).getByLabelText(texts.end);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-03');
    await userEvent.clear(end);
    await userEvent.type(end, '2027-03-05');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await expect(
      await within(dialog).findByText(`${texts.start}: ${texts.startBeforeToday}`),
    ).toBeVisible();
    await expect(within(dialog).getByText(`${texts.end}: ${texts.periodMax}`)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-04');
    await waitFor(() =>
      expect(within(dialog).queryByText(`${texts.start}: ${texts.startBeforeToday}`)).toBeNull(),
    );
    await expect(within(dialog).getByText(`${texts.end}: ${texts.periodMax}`)).toBeVisible();
    await userEvent.clear(end);
    await userEvent.type(end, '2027-03-04');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          room: expect.objectContaining({ showEndDatetime: '2027-03-04 23:59:59' }),
        }),
      ),
    );
  },
};

/**
 * The attendee messages of screens.md §5: Done with no one chosen (valid.noSelectedUser, in the
 * picker), Done with nothing new (valid.selectUser), Remove with no one selected
 * (valid.selectRemoveAttender).
 */
export const AttendeeMessages: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);

    await userEvent.click(within(dialog).getByRole('button', { name: texts.addAttendees }));
    let picker = await dialogNamed(texts.pickerTitle);
    await userEvent.click(within(picker).getByRole('button', { name: texts.pickerDone }));
    await expect(await within(picker).findByText(texts.noSelectedUser)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.pickerTitle })).toBeNull(),
    );

    await pickAttendee(userEvent, dialog, texts, '서연', /이서연/);
    await expect(within(dialog).getByText(texts.count(1))).toBeVisible();

    // The picker opens with the attendees chosen; Done without a change adds no one.
    await userEvent.click(within(dialog).getByRole('button', { name: texts.addAttendees }));
    picker = await dialogNamed(texts.pickerTitle);
    await userEvent.click(within(picker).getByRole('button', { name: texts.pickerDone }));
    await expect(await within(dialog).findByText(texts.selectUser)).toBeVisible();
    await expect(within(dialog).getByText(texts.count(1))).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: texts.removeAttendees }));
    await expect(await within(dialog).findByText(texts.selectRemoveAttender)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '이서연' }));
    await expect(within(dialog).queryByText(texts.selectRemoveAttender)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.removeAttendees }));
    await expect(within(dialog).getByText(texts.count(0))).toBeVisible();
  },
};

/**
 * Modify: the room as it is, pre-filled. One attendee removed and one added: the save reports
 * the new one in roomUserList and the removed one in delUserList (room.MOD).
 */
export const Modify: Story = {
  args: { room },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.modifyTitle);
    await expect(nameBox(dialog, texts)).toHaveValue('중1 수학 심화');
    await expect(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.template) }),
    ).toHaveValue('2');
    await expect(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.leader) }),
    ).toHaveValue('201');
    // The saved start has passed; it stands as long as it is not changed.
    await expect(within(dialog).getByLabelText(texts.start)).toHaveValue('2026-01-05');
    await expect(within(dialog).getByLabelText(texts.end)).toHaveValue('2026-07-04');
    await expect(within(dialog).getByText(texts.count(2))).toBeVisible();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '이서연' }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.removeAttendees }));
    await pickAttendee(userEvent, dialog, texts, '지호', /박지호/);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        room: {
          roomCode: 'R-2026-01',
          roomTitle: '중1 수학 심화',
          roomDesc: '월·수·금 저녁',
          roomType: ROOM_KIND.CLASS,
          templateIdx: 2,
          ownerUserIdx: 201,
          showDatetime: '2026-01-05 00:00:00',
          showEndDatetime: '2026-07-04 23:59:59',
        },
        unlimited: false,
        userIdxList: [101, 103],
        roomUserList: [{ userIdx: 103 }],
        delUserList: [{ userIdx: 102 }],
        books: { add: [], remove: [], update: [] },
        ownerChanged: false,
      }),
    );
  },
};

/**
 * Books (the fourth web-function flag): a book added with its last-read range, checked against
 * its pages; the kept book's changed range is an update.
 */
export const Books: Story = {
  args: {
    room,
    booksEnabled: true,
    books: [
      { bookIdx: 11, bookName: '개념편', pageCount: 120 },
      { bookIdx: 12, bookName: '유형편', pageCount: 80 },
    ],
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.modifyTitle);
    const section = within(dialog).getByRole('group', { name: texts.books });
    // The room's own book is not offered again.
    const toAdd = within(section).getByRole('combobox', { name: texts.bookToAdd });
    await expect(within(toAdd).queryByRole('option', { name: '개념편' })).toBeNull();
    await userEvent.selectOptions(toAdd, '12');
    await userEvent.click(within(section).getByRole('button', { name: texts.addBook }));

    const added = within(section).getByRole('group', { name: /유형편/ });
    const from = within(added).getByRole('textbox', { name: texts.lastReadStart });
    const to = within(added).getByRole('textbox', { name: texts.lastReadEnd });
    await userEvent.clear(to);
    await userEvent.type(to, '5');
    await userEvent.clear(from);
    await userEvent.type(from, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription(expect.stringContaining(texts.pageStartAfterEnd)),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(from);
    await userEvent.type(from, '2');
    const kept = within(section).getByRole('group', { name: /개념편/ });
    const keptTo = within(kept).getByRole('textbox', { name: texts.lastReadEnd });
    await userEvent.clear(keptTo);
    await userEvent.type(keptTo, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          books: {
            add: [{ bookIdx: 12, lastReadStart: 2, lastReadEnd: 5 }],
            remove: [],
            update: [{ bookIdx: 11, lastReadStart: 3, lastReadEnd: 20 }],
          },
        }),
      ),
    );
  },
};

/** A failed save shows the app's text of the error code and keeps everything typed. */
export const FailedSaveKeepsValues: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiError({ kind: 'status', status: 400, code: 'WB-400-212', endpoint: 'room.ADD' }),
      ),
    ),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: texts.unlimited }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    const failure = errorText('WB-400-212', { locale: localeOf(context) });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(failure);
    await expect(nameBox(dialog, texts)).toHaveValue('중2 수학 A반');
    await expect(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.leader) }),
    ).toHaveValue('202');
    await expect(within(dialog).getByRole('checkbox', { name: texts.unlimited })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The guard is free again: a second try sends again.
    await userEvent.click(within(dialog).getByRole('button', { name: texts.register }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

let releaseSave = () => {};

/** A double click on Register saves once; the button waits while the save runs. */
export const DoubleClickSavesOnce: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseSave = resolve;
        }),
    ),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await fillRequired(userEvent, dialog, texts);
    const register = within(dialog).getByRole('button', { name: new RegExp(texts.register) });
    await userEvent.dblClick(register);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(register).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    releaseSave();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Presses Tab until `target` has focus (a date input's parts take a Tab each). */
async function tabTo(userEvent: UserEvents, target: HTMLElement) {
  for (let step = 0; step < 30 && document.activeElement !== target; step += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/**
 * Keyboard only, in service mode: the name has focus on opening, the kind changes with the
 * arrow keys, Space makes the period unlimited, Enter on Register saves.
 */
export const KeyboardOnly: Story = {
  args: { mode: 'service', templates: [{ templateIdx: 1, templateName: '강의형' }] },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.registerTitle);
    await expect(nameBox(dialog, texts)).toHaveFocus();
    await userEvent.keyboard('영어 회화');
    // The only template is chosen already.
    await expect(
      within(dialog).getByRole('combobox', { name: new RegExp(texts.template) }),
    ).toHaveValue('1');
    await tabTo(userEvent, within(dialog).getByRole('radio', { checked: true }));
    // Held as a person holds it: Radix chooses on the focus that an arrow key moved.
    await userEvent.keyboard('{ArrowLeft>}');
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(within(dialog).getByRole('radio', { name: texts.kindMeeting })).toBeChecked();
    await tabTo(userEvent, within(dialog).getByRole('checkbox', { name: texts.unlimited }));
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('checkbox', { name: texts.unlimited })).toBeChecked();
    await tabTo(userEvent, within(dialog).getByRole('button', { name: texts.register }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          unlimited: true,
          room: expect.objectContaining({
            roomTitle: '영어 회화',
            roomType: ROOM_KIND.MEETING,
            templateIdx: 1,
            ownerUserIdx: 201,
          }),
        }),
      ),
    );
  },
};

/** On a phone the dialog is a full-screen sheet and nothing scrolls sideways. */
export const FitsAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    room,
    booksEnabled: true,
    books: [{ bookIdx: 11, bookName: '개념편', pageCount: 120 }],
  },
  play: async (context) => {
    const texts = textsOf(context);
    const dialog = await dialogNamed(texts.modifyTitle);
    // A full-screen sheet (foundation.md §9: mobile up to 576 px).
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // A 390 px phone: the sheet narrowed to it still needs no sideways scroll.
    dialog.style.inlineSize = '390px';
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(390));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    for (const button of within(dialog).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
