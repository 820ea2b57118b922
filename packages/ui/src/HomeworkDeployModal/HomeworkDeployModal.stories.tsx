import type { Locale } from '@platform/contract';
import { LOCAL_SETTING_KEY, USER_TYPE } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoGroups, demoUsers } from '../internal/testing/groupTree.fixture.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import type { PageUrlMap } from '../PageRangePicker/index.ts';
import { HomeworkDeployModal } from './HomeworkDeployModal.tsx';

/** A page image as an SVG data URL that shows its page number. */
function pageImage(page: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><rect width="60" height="80" fill="#eef"/><text x="30" y="46" font-size="18" text-anchor="middle" fill="#222">${page}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

async function loadPages(fromPage: number, toPage: number): Promise<PageUrlMap> {
  const map: PageUrlMap = {};
  for (let page = fromPage; page <= toPage; page += 1) map[page] = pageImage(page);
  return map;
}

/** A storage of its own per story, so stories never see each other's remembered choices. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: fn((key: string) => map.get(key) ?? null),
    setItem: fn((key: string, value: string) => void map.set(key, value)),
  };
}

/** Wednesday 2026-03-04 10:00: the default deadline is Friday 17:00. */
const NOW = () => new Date(2026, 2, 4, 10, 0, 0);

const meta = {
  title: 'Books/HomeworkDeployModal',
  component: HomeworkDeployModal,
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  args: {
    open: true,
    onOpenChange: fn(),
    onDeploy: fn(),
    groups: demoGroups,
    users: demoUsers,
    allowedUserTypes: [USER_TYPE.STUDENT],
    book: { bookName: '중등 수학 1-1 워크북', pageCount: 120, loadPages },
    defaultName: '중등 수학 1-1 워크북',
    now: NOW,
  },
  beforeEach: ({ args }) => {
    args.storage = memoryStorage();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Deploys homework from a book (screens.md §10 "homework deployment modal") or from ' +
          'files being uploaded (no `book`: no page range). Name required (50 max), submitters ' +
          'through the UserPicker (at least one), start now / daily (midnight of the due date) / ' +
          'custom, deadline two days ahead at 17:00 by default and never past, start not after ' +
          'the deadline, auto review, page range. The deadline and auto review are remembered ' +
          'in local storage (foundation.md §9). The app sends `onDeploy` values, passes ' +
          '`submitting` and a failure `error`, and closes it on success.' +
          '\n\n**When to use.** Use it when a teacher hands out homework, from a book or from files being uploaded. It holds UserPicker for the submitters and PageRangePicker for a book’s pages; for another form in a dialog use FormDialog.' +
          '\n\n**States.** Default, required, period rules, remembered choices, without book and failed, submitting and double click deploys once.',
      },
    },
  },
} satisfies Meta<typeof HomeworkDeployModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type UserEvents = Parameters<Play>[0]['userEvent'];

interface Texts {
  title: string;
  name: string;
  choose: string;
  pickerFilter: string;
  add: string;
  done: string;
  deploy: string;
  deadline: string;
  date: string;
  hour: string;
  minute: string;
  startCustom: string;
  startDaily: string;
  startAt: string;
  autoReview: string;
  startPage: string;
  required: string;
  noUser: string;
  deadlinePast: string;
  startAfter: string;
  dailyStarts: string;
  count: (n: number) => string;
}

/** What the modal reads in `locale`, from the kit's and the contract's catalogues. */
function textsIn(locale: Locale): Texts {
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    title: k('homeworkDeploy.title'),
    name: k('homeworkDeploy.name'),
    choose: k('homeworkDeploy.chooseSubmitters'),
    pickerFilter: k('groupTree.filter'),
    add: k('userPicker.add'),
    done: k('userPicker.confirm'),
    deploy: k('homeworkDeploy.deploy'),
    deadline: k('homeworkDeploy.deadline'),
    date: k('dates.dateTime.date'),
    hour: k('dates.dateTime.hour'),
    minute: k('dates.dateTime.minute'),
    startCustom: k('homeworkDeploy.start.custom'),
    startDaily: k('homeworkDeploy.start.daily'),
    startAt: k('homeworkDeploy.startAt'),
    autoReview: k('homeworkDeploy.autoReview'),
    startPage: k('pageRange.start'),
    required: k('valid.required'),
    noUser: k('valid.noSelectedUser'),
    deadlinePast: k('valid.deadlinePast'),
    startAfter: k('valid.startAfterDeadline'),
    // The due date of PeriodRules, in the short form of the one date helper.
    dailyStarts: k('homeworkDeploy.dailyStarts', { start: '03.06 00:00' }),
    count: (count) => k('homeworkDeploy.submitterCount', { count }),
  };
}

const textsOf = (context: Pick<StoryContext, 'globals'>) => textsIn(localeOf(context));

const modal = (texts: Texts) => screen.findByRole('dialog', { name: texts.title });

/** Opens the picker, adds one student found by the filter, Done. */
async function pickStudent(userEvent: UserEvents, texts: Texts, query: string, name: RegExp) {
  const dialog = await modal(texts);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.choose }));
  const picker = await screen.findByRole('dialog', { name: texts.choose });
  await userEvent.type(
    within(picker).getByRole('searchbox', { name: texts.pickerFilter }),
    `${query}{Enter}`,
  );
  await userEvent.click(await within(picker).findByRole('treeitem', { name }));
  await userEvent.click(within(picker).getByRole('button', { name: texts.add }));
  await userEvent.click(within(picker).getByRole('button', { name: texts.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.choose })).toBeNull());
}

/**
 * Name, one submitter, pages 3-12 typed, auto review on, Deploy: the values come out with the
 * default deadline and the choices are remembered.
 */
const deploys: Play = async (context) => {
  const { userEvent, args } = context;
  const texts = textsOf(context);
  const dialog = await modal(texts);
  const name = within(dialog).getByRole('textbox', { name: new RegExp(texts.name) });
  await userEvent.clear(name);
  await userEvent.type(name, '3월 1주 과제');
  await pickStudent(userEvent, texts, '민준', /김민준/);
  await expect(within(dialog).getByText(texts.count(1))).toBeVisible();
  await expect(within(dialog).getByText('김민준')).toBeVisible();
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: new RegExp(texts.startPage) }),
    '3',
  );
  await userEvent.click(within(dialog).getByRole('switch', { name: new RegExp(texts.autoReview) }));
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  await expect(args.onDeploy).toHaveBeenCalledWith({
    taskName: '3월 1주 과제',
    userIdxList: [101],
    startMode: 'now',
    startDatetime: '2026-03-04 10:00:00',
    submitLimitDatetime: '2026-03-06 17:00:00',
    autoReview: 1,
    startPage: 3,
    endPage: 12,
  });
  await expect(args.storage?.setItem).toHaveBeenCalledWith(LOCAL_SETTING_KEY.AUTO_REVIEW, '1');
  await expect(args.storage?.setItem).toHaveBeenCalledWith(
    LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME,
    '2026-03-06 17:00:00',
  );
};

export const Default: Story = { tags: ['brand-sweep'], play: deploys };

/** Deploy with nothing filled: each rule says so, focus goes to the name, nothing is sent. */
const emptyForm: Play = async (context) => {
  const { userEvent, args } = context;
  const texts = textsOf(context);
  const dialog = await modal(texts);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  const name = within(dialog).getByRole('textbox', { name: new RegExp(texts.name) });
  await waitFor(() => expect(name).toHaveFocus());
  await expect(name).toHaveAccessibleDescription(expect.stringContaining(texts.required));
  await expect(within(dialog).getByText(texts.noUser)).toBeVisible();
  await expect(args.onDeploy).not.toHaveBeenCalled();
  // Typing a name clears its message; the others stay until fixed.
  await userEvent.type(name, '과제');
  await waitFor(() =>
    expect(name).not.toHaveAccessibleDescription(expect.stringContaining(texts.required)),
  );
  await expect(within(dialog).getByText(texts.noUser)).toBeVisible();
};

export const Required: Story = { args: { defaultName: '' }, play: emptyForm };

/**
 * Keyboard only: a deadline typed in the past is refused; custom start chosen with the arrow
 * keys and set after the deadline is refused; daily shows the midnight it starts at.
 */
const periodRules: Play = async (context) => {
  const { userEvent, args } = context;
  const texts = textsOf(context);
  const dialog = await modal(texts);
  await pickStudent(userEvent, texts, '민준', /김민준/);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: new RegExp(texts.startPage) }),
    '1',
  );
  const deadline = within(dialog).getByRole('group', { name: texts.deadline });
  const deadlineHour = within(deadline).getByLabelText(texts.hour);
  await userEvent.clear(deadlineHour);
  await userEvent.type(deadlineHour, '9');
  const deadlineDate = within(deadline).getByLabelText(texts.date);
  await userEvent.clear(deadlineDate);
  await userEvent.type(deadlineDate, '2026-03-04');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  await expect(await within(dialog).findByText(texts.deadlinePast)).toBeVisible();
  await expect(args.onDeploy).not.toHaveBeenCalled();

  await userEvent.clear(deadlineDate);
  await userEvent.type(deadlineDate, '2026-03-06');
  await waitFor(() => expect(within(dialog).queryByText(texts.deadlinePast)).toBeNull());

  // The start modes are a radio group: arrows move and choose.
  await userEvent.click(within(dialog).getByRole('radio', { checked: true }));
  // Held as a person holds it: Radix chooses on the focus that an arrow key moved.
  await userEvent.keyboard('{ArrowRight>}');
  await userEvent.keyboard('{/ArrowRight}');
  await expect(within(dialog).getByRole('radio', { name: texts.startDaily })).toBeChecked();
  await expect(within(dialog).getByText(texts.dailyStarts)).toBeVisible();
  // Held as a person holds it: Radix chooses on the focus that an arrow key moved.
  await userEvent.keyboard('{ArrowRight>}');
  await userEvent.keyboard('{/ArrowRight}');
  await expect(within(dialog).getByRole('radio', { name: texts.startCustom })).toBeChecked();
  const start = within(dialog).getByRole('group', { name: texts.startAt });
  await userEvent.type(within(start).getByLabelText(texts.date), '2026-03-07');
  await userEvent.type(within(start).getByLabelText(texts.hour), '8');
  await userEvent.type(within(start).getByLabelText(texts.minute), '0');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  await expect(await within(dialog).findByText(texts.startAfter)).toBeVisible();
  await expect(args.onDeploy).not.toHaveBeenCalled();

  await userEvent.clear(within(start).getByLabelText(texts.date));
  await userEvent.type(within(start).getByLabelText(texts.date), '2026-03-05');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  await expect(args.onDeploy).toHaveBeenCalledWith(
    expect.objectContaining({
      startMode: 'custom',
      startDatetime: '2026-03-05 08:00:00',
      submitLimitDatetime: '2026-03-06 09:00:00',
    }),
  );
};

export const PeriodRules: Story = { play: periodRules };

/** The last deploy's deadline (still ahead) and auto review come back. */
const remembered: Play = async (context) => {
  const { args } = context;
  const texts = textsOf(context);
  const dialog = await modal(texts);
  const deadline = within(dialog).getByRole('group', { name: texts.deadline });
  await expect(within(deadline).getByLabelText(texts.date)).toHaveValue('2026-03-10');
  await expect(within(deadline).getByLabelText(texts.hour)).toHaveValue(9);
  await expect(
    within(dialog).getByRole('switch', { name: new RegExp(texts.autoReview) }),
  ).toBeChecked();
  await expect(args.storage?.getItem).toHaveBeenCalledWith(LOCAL_SETTING_KEY.AUTO_REVIEW);
};

const rememberedStorage = () =>
  memoryStorage({
    [LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME]: '2026-03-10 09:00:00',
    [LOCAL_SETTING_KEY.AUTO_REVIEW]: '1',
  });

export const RememberedChoices: Story = {
  beforeEach: ({ args }) => {
    args.storage = rememberedStorage();
  },
  play: remembered,
};

/**
 * Homework made from files being uploaded: no book, so no page range; a failed deploy shows
 * the app's message and keeps what was typed.
 */
const failedWithoutBook: Play = async (context) => {
  const { userEvent, args } = context;
  const texts = textsOf(context);
  const dialog = await modal(texts);
  await expect(
    within(dialog).queryByRole('textbox', { name: new RegExp(texts.startPage) }),
  ).toBeNull();
  await expect(within(dialog).getByRole('alert')).toHaveTextContent(
    kitText(localeOf(context), 'error.unknown'),
  );
  await pickStudent(userEvent, texts, '민준', /김민준/);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.deploy }));
  await expect(args.onDeploy).toHaveBeenCalledWith(
    expect.not.objectContaining({ startPage: expect.anything() }),
  );
  await expect(within(dialog).getByRole('textbox', { name: new RegExp(texts.name) })).toHaveValue(
    '받아쓰기 과제',
  );
};

export const WithoutBookAndFailed: Story = {
  args: { book: undefined, defaultName: '받아쓰기 과제' },
  // The app's message in the story's language.
  render: (args, context) => (
    <HomeworkDeployModal {...args} error={kitText(localeOf(context), 'error.unknown')} />
  ),
  play: failedWithoutBook,
};

/** While sending, the deploy button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await modal(texts);
    const deploy = within(dialog).getByRole('button', { name: new RegExp(texts.deploy) });
    await expect(deploy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(deploy);
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

let releaseDeploy = () => {};

/**
 * A double click on Deploy deploys once: the guard is set before anything awaits, so the second
 * click, landing before the app passes `submitting`, sends nothing; the button waits meanwhile.
 */
export const DoubleClickDeploysOnce: Story = {
  args: {
    onDeploy: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseDeploy = resolve;
        }),
    ),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const texts = textsOf(context);
    const dialog = await modal(texts);
    await pickStudent(userEvent, texts, '민준', /김민준/);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(texts.startPage) }),
      '3',
    );
    const deploy = within(dialog).getByRole('button', { name: new RegExp(texts.deploy) });
    await userEvent.dblClick(deploy);
    await waitFor(() => expect(args.onDeploy).toHaveBeenCalled());
    await expect(args.onDeploy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(deploy).toHaveAttribute('aria-busy', 'true'));
    releaseDeploy();
    await waitFor(() => expect(deploy).not.toHaveAttribute('aria-busy'));
    await expect(args.onDeploy).toHaveBeenCalledTimes(1);
  },
};
