import { LIMITS, type Locale, type TextParams } from '@platform/contract';
import { agent, DEMO_COMPANY_IDX, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NATIVE_CLIENT_USER_AGENT_TOKEN } from '../../../app/frame/nativeClient.ts';
import { atPath } from '../../../testing/AppStory.tsx';
import { shortJoinProcessing } from '../../../testing/storyJoin.ts';
import { signedInAs, signedOut } from '../../../testing/storySession.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';

const meta = {
  title: 'Screens/Invite/Invite page',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The invite page `/invite/:companyIdx?/:inviteCode?` (screens.md §2.2): a guest joins a ' +
          'class by its invite code, or opens a new one when the chosen user type may open ' +
          'classes, with a nickname; an organisation picker with search when the address names ' +
          'no institution; the join confirmation, the meeting check and the join flow through ' +
          'the local agent (check the client, process about 5 s, done), with the install modal ' +
          'when no agent answers. Stories act on the mock server and the fake local agent.',
      },
    },
  },
  beforeEach: [signedOut(), shortJoinProcessing],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seeded rooms of the invite page (mocks db/areas/rooms.ts), found by the state the lookup
 * answers for rather than by a copied code.
 */
const seeded = {
  runningRoom() {
    const room = db.rooms.find(
      (candidate) =>
        candidate.companyIdx === DEMO_COMPANY_IDX &&
        db.meets.some((meet) => meet.roomCode === candidate.roomCode && meet.endDatetime === null),
    );
    if (!room) throw new Error('the seed has no running class in the demo institution');
    return room;
  },
  runningMeet() {
    const room = seeded.runningRoom();
    const meet = db.meets.find((m) => m.roomCode === room.roomCode && m.endDatetime === null);
    if (!meet) throw new Error('no running meet');
    return meet;
  },
  notStartedCode() {
    const room = db.rooms.find(
      (candidate) =>
        candidate.companyIdx === DEMO_COMPANY_IDX &&
        candidate.roomOpenType === 1 &&
        !db.meets.some((meet) => meet.roomCode === candidate.roomCode),
    );
    if (!room) throw new Error('the seed has no room whose class has not started');
    return room.inviteCode;
  },
  otherCompanyCode() {
    const room = db.rooms.find((candidate) => candidate.companyIdx !== DEMO_COMPANY_IDX);
    if (!room) throw new Error('the seed has no room of another institution');
    return room.inviteCode;
  },
};

/** A code no room has: the lookup answers WB-400-220. */
const UNKNOWN_CODE = '111222333';

interface Texts {
  title: string;
  nickname: string;
  inviteCode: string;
  roomTitle: string;
  userType: string;
  teacher: string;
  mode: string;
  createMode: string;
  join: string;
  create: string;
  goHome: string;
  joinTitle: string;
  confirmJoin: string;
  clientTitle: string;
  installTitle: string;
  processing: string;
  done: string;
  ok: string;
  install: string;
  joinIfInstalled: string;
  openOnWeb: string;
  close: string;
  invalidInvite: string;
  notStarted: string;
  meetNotExist: string;
  required: string;
  organisation: string;
  findOrganisation: string;
  organisationSearch: string;
  organisationKeyword: string;
  organisationQuery: string;
  hanbit: string;
  idLogin: string;
  idLoginTitle: string;
  loginId: string;
  errorTitle: string;
  errorOk: string;
  disaster: string;
  alreadyRunning: string;
  notifications: string;
  configUpdating: string;
  companyNotFound: string;
}

/** What the invite page reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function textsIn(locale: Locale): Texts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  return {
    title: t('invite.title'),
    nickname: t('invite.nickname'),
    inviteCode: t('fields.inviteCode'),
    roomTitle: t('invite.roomTitle'),
    userType: t('invite.userType'),
    teacher: t('code.USER_TYPE.11'),
    mode: t('invite.mode.label'),
    createMode: t('invite.mode.create'),
    join: t('invite.submit.join'),
    create: t('invite.submit.create'),
    goHome: t('invite.goHome'),
    joinTitle: t('invite.confirm.joinTitle'),
    confirmJoin: t('invite.confirm.join'),
    clientTitle: t('invite.client.title'),
    installTitle: t('invite.client.installTitle'),
    processing: t('invite.client.processing', { seconds: LIMITS.JOIN_PROCESSING_MS / 1000 }),
    done: t('invite.client.done'),
    ok: t('invite.client.close'),
    install: t('invite.client.install'),
    joinIfInstalled: t('invite.client.joinIfInstalled'),
    openOnWeb: t('invite.client.openOnWeb'),
    close: t('dialog.close'),
    invalidInvite: t('error.invalidInvite'),
    notStarted: t('error.meetNotStarted'),
    meetNotExist: t('error.meetNotExist'),
    required: t('valid.required'),
    organisation: t('invite.organisation.label'),
    findOrganisation: t('invite.organisation.search'),
    organisationSearch: t('invite.organisation.searchTitle'),
    organisationKeyword: t('invite.organisation.keyword'),
    // Example data: what a user types into the search in either language.
    organisationQuery: locale === 'en' ? 'hanbit' : '한빛',
    hanbit: '한빛초등학교',
    idLogin: t('invite.organisation.idLogin'),
    idLoginTitle: t('invite.organisation.idLoginTitle'),
    loginId: t('login.username'),
    errorTitle: t('errorModal.title'),
    errorOk: t('errorModal.confirm'),
    disaster: t('banner.disasterMode'),
    alreadyRunning: t('error.clientAlreadyRunning'),
    notifications: t('toastRegion.label'),
    configUpdating: t('error.configUpdating'),
    companyNotFound: t('error.companyNotFound'),
  };
}

const LOAD = { timeout: 10000 };

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** The form, once the lazy page and the institution have loaded. */
async function form({ canvas }: PlayContext, t: Texts) {
  await canvas.findByRole('heading', { level: 1, name: t.title }, LOAD);
  return canvas.findByRole('textbox', { name: t.nickname }, LOAD);
}

/** Waits until no dialog is open (axe flags a page that is still half hidden). */
async function dialogsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Fills the nickname, submits, and confirms the join. */
async function joinAs(context: PlayContext, t: Texts, nickname: string) {
  const { userEvent, canvas } = context;
  await userEvent.type(await form(context, t), nickname);
  await userEvent.click(canvas.getByRole('button', { name: t.join }));
  const confirm = await screen.findByRole('alertdialog', { name: t.joinTitle }, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: t.confirmJoin }));
}

const joinPlay: Play = async (context) => {
  const language = localeOf(context);
  const t = textsIn(language);
  const { canvas } = context;
  const meet = seeded.runningMeet();
  await expect(await canvas.findByRole('textbox', { name: t.inviteCode }, LOAD)).toHaveValue(
    `${meet.inviteCode.slice(0, 3)}-${meet.inviteCode.slice(3, 6)}-${meet.inviteCode.slice(6)}`,
  );
  await expect(canvas.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/');
  await joinAs(context, t, '참관 학부모');
  const client = await screen.findByRole('dialog', { name: t.clientTitle }, LOAD);
  // The fake agent records the launch with the room and the user (screens.md §7).
  await waitFor(() =>
    expect(agent.lastLaunch).toMatchObject({
      command: 'join',
      room: { roomCode: meet.roomCode, meetIdx: meet.meetIdx, inviteCode: meet.inviteCode },
      user: { userName: '참관 학부모', userType: 12, companyIdx: DEMO_COMPANY_IDX },
      platform: 1,
      language,
      outcome: 'launched',
    }),
  );
  await expect(within(client).getByText(t.processing)).toBeVisible();
  // "process (about 5 s), done"
  await within(client).findByText(t.done, {}, { timeout: 9000 });
  await context.userEvent.click(within(client).getByRole('button', { name: t.ok }));
  await dialogsClosed();
  await expect(meet.userCount).toBe(1);
};

/** A guest joins the running class of a pasted link's code; the agent records the launch. */
export const JoinWithCode: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.runningRoom().inviteCode}`)(),
  play: joinPlay,
};

const createPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  await form(context, t);
  // A student (the default type) may not open classes: join only.
  await expect(canvas.queryByRole('radiogroup', { name: t.mode })).toBeNull();
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.userType }), t.teacher);
  const mode = await canvas.findByRole('radiogroup', { name: t.mode });
  await userEvent.click(within(mode).getByRole('radio', { name: t.createMode }));
  await userEvent.click(canvas.getByRole('button', { name: t.create }));
  // Bad input gets the spec's text and keeps what was typed.
  await expect(await canvas.findAllByText(t.required)).toHaveLength(2);
  await userEvent.type(canvas.getByRole('textbox', { name: t.roomTitle }), '보충 수업');
  await userEvent.type(canvas.getByRole('textbox', { name: t.nickname }), '김선생');
  await userEvent.click(canvas.getByRole('button', { name: t.create }));
  const client = await screen.findByRole('dialog', { name: t.clientTitle }, LOAD);
  await waitFor(() =>
    expect(agent.lastLaunch).toMatchObject({
      command: 'open',
      room: { roomTitle: '보충 수업', joinKind: 1 },
      user: { userName: '김선생', userType: 11 },
    }),
  );
  const created = db.rooms.find((room) => room.roomTitle === '보충 수업');
  await expect(created?.inviteCode).toMatch(/^\d{9}$/);
  await expect(agent.lastLaunch?.room.inviteCode).toBe(created?.inviteCode);
  await userEvent.click(within(client).getByRole('button', { name: t.close }));
  await dialogsClosed();
};

/** Create mode: offered once a user type with the meeting-open permission is chosen. */
export const CreateMode: Story = {
  tags: ['locale-sweep'],
  render: atPath('/invite/demo'),
  play: createPlay,
};

const invalidPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  const nickname = await form(context, t);
  await userEvent.type(nickname, '참관 학부모');
  const code = canvas.getByRole('textbox', { name: t.inviteCode });
  await userEvent.type(code, UNKNOWN_CODE);
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(t.invalidInvite, {}, LOAD)).toBeVisible();
  await expect(code).toHaveAccessibleDescription(expect.stringContaining(t.invalidInvite));
  // Another institution's code is no code of this one's (screens.md §5 "must match company code").
  await userEvent.clear(code);
  await userEvent.type(code, seeded.otherCompanyCode());
  await expect(canvas.queryByText(t.invalidInvite)).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: t.join }));
  await expect(await canvas.findByText(t.invalidInvite, {}, LOAD)).toBeVisible();
  await expect(nickname).toHaveValue('참관 학부모');
  await expect(screen.queryByRole('alertdialog')).toBeNull();
};

/** WB-400-220 and a code of another institution: the invalid invite text at the code box. */
export const InvalidCode: Story = {
  tags: ['locale-sweep'],
  render: atPath(`/invite/${DEMO_COMPANY_IDX}`),
  play: invalidPlay,
};

const notStartedPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { userEvent, canvas } = context;
  await userEvent.type(await form(context, t), '참관 학부모');
  await userEvent.click(canvas.getByRole('button', { name: t.join }));
  const modal = await screen.findByRole('alertdialog', { name: t.errorTitle }, LOAD);
  await expect(within(modal).getByText(t.notStarted)).toBeVisible();
  await expect(within(modal).getByText(/WB-403-105/)).toBeVisible();
  await userEvent.click(within(modal).getByRole('button', { name: t.errorOk }));
  await dialogsClosed();
  await expect(agent.launches).toHaveLength(0);
};

/** WB-403-105 on the lookup: "class not started or not found" in the error modal. */
export const ClassNotStarted: Story = {
  tags: ['locale-sweep'],
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.notStartedCode()}`)(),
  play: notStartedPlay,
};

const endedPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { userEvent, canvas } = context;
  await userEvent.type(await form(context, t), '참관 학부모');
  await userEvent.click(canvas.getByRole('button', { name: t.join }));
  const confirm = await screen.findByRole('alertdialog', { name: t.joinTitle }, LOAD);
  // The class ends while the guest reads the confirmation: the meeting check refuses.
  const meet = seeded.runningMeet();
  meet.endDatetime = '2025-09-18 20:00:00';
  await userEvent.click(within(confirm).getByRole('button', { name: t.confirmJoin }));
  const modal = await screen.findByRole('alertdialog', { name: t.errorTitle }, LOAD);
  await expect(within(modal).getByText(t.meetNotExist)).toBeVisible();
  await userEvent.click(within(modal).getByRole('button', { name: t.errorOk }));
  await dialogsClosed();
  await expect(agent.launches).toHaveLength(0);
};

/** WB-400-025 on the meeting check: the join is cancelled. */
export const ClassEnded: Story = {
  tags: ['locale-sweep'],
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.runningRoom().inviteCode}`)(),
  play: endedPlay,
};

const organisationPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  const nickname = await form(context, t);
  const picker = canvas.getByRole('group', { name: t.organisation });
  // Only the native client offers signing in with an ID instead.
  await expect(within(picker).queryByRole('button', { name: t.idLogin })).toBeNull();
  // The organisation is required while the picker shows.
  await userEvent.type(nickname, '참관 학부모');
  await userEvent.type(
    canvas.getByRole('textbox', { name: t.inviteCode }),
    seeded.otherCompanyCode(),
  );
  await userEvent.click(canvas.getByRole('button', { name: t.join }));
  await expect(await within(picker).findByText(t.required)).toBeVisible();
  await userEvent.click(within(picker).getByRole('button', { name: t.findOrganisation }));
  const dialog = await screen.findByRole('dialog', { name: t.organisationSearch });
  const search = within(dialog).getByRole('searchbox', { name: t.organisationKeyword });
  // An empty search is refused.
  await userEvent.click(search);
  await userEvent.keyboard('{Enter}');
  await expect(await within(dialog).findByText(t.required)).toBeVisible();
  await userEvent.type(search, t.organisationQuery);
  const result = await within(dialog).findByRole('button', { name: new RegExp(t.hanbit) }, LOAD);
  await userEvent.click(result);
  await dialogsClosed();
  await expect(await within(picker).findByText(t.hanbit)).toBeVisible();
  // The code of the chosen institution now matches: once its page has loaded (the join button
  // is busy until then), the join confirmation opens.
  await canvas.findByRole('textbox', { name: t.nickname }, LOAD);
  const join = await canvas.findByRole('button', { name: t.join }, LOAD);
  await waitFor(() => expect(join).not.toHaveAttribute('aria-busy'), LOAD);
  await userEvent.click(join);
  const confirm = await screen.findByRole('alertdialog', { name: t.joinTitle }, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: /취소|Cancel/ }));
  await dialogsClosed();
};

/** No institution in the address: the organisation picker and its search modal. */
export const OrganisationSearch: Story = {
  tags: ['locale-sweep'],
  render: atPath('/invite'),
  play: organisationPlay,
};

/**
 * The defect: a join pressed while the picked institution was still loading did nothing at all
 * (the page had nothing to send it to yet) and said nothing. The join button is busy until the
 * institution is there, and then joins.
 */
export const JoinWaitsForPickedInstitution: Story = {
  render: atPath('/invite'),
  beforeEach: () => () => scenario.set({ latencyMs: 0 }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsIn('ko');
    const nickname = await form(context, t);
    await userEvent.type(nickname, '참관 학부모');
    await userEvent.type(
      canvas.getByRole('textbox', { name: t.inviteCode }),
      seeded.otherCompanyCode(),
    );
    const picker = canvas.getByRole('group', { name: t.organisation });
    await userEvent.click(within(picker).getByRole('button', { name: t.findOrganisation }));
    const dialog = await screen.findByRole('dialog', { name: t.organisationSearch });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: t.organisationKeyword }),
      t.organisationQuery,
    );
    const result = await within(dialog).findByRole('button', { name: new RegExp(t.hanbit) }, LOAD);
    // The institution's page answers slowly from here on.
    scenario.set({ latencyMs: 1500 });
    await userEvent.click(result);
    await dialogsClosed();
    // While busy the button's name also says it is loading.
    const join = canvas.getByRole('button', { name: new RegExp(`^${t.join}`) });
    await expect(join).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(join);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    scenario.set({ latencyMs: 0 });
    await waitFor(() => expect(join).not.toHaveAttribute('aria-busy'), LOAD);
    await userEvent.click(join);
    const confirm = await screen.findByRole('alertdialog', { name: t.joinTitle }, LOAD);
    await userEvent.click(within(confirm).getByRole('button', { name: /취소|Cancel/ }));
    await dialogsClosed();
  },
};

/** Makes the page run as in the native client's web view (its user-agent token); returns the undo. */
const inNativeClientWebView = () => {
  const userAgent = `${navigator.userAgent} ${NATIVE_CLIENT_USER_AGENT_TOKEN}/3.2`;
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });
  // Deleting the own property uncovers the browser's own getter again.
  return () => {
    delete (navigator as { userAgent?: string }).userAgent;
  };
};

const nativeIdLoginPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  await form(context, t);
  const picker = canvas.getByRole('group', { name: t.organisation });
  await userEvent.click(within(picker).getByRole('button', { name: t.idLogin }));
  const dialog = await screen.findByRole('dialog', { name: t.idLoginTitle });
  await userEvent.type(
    within(dialog).getByRole('searchbox', { name: t.organisationKeyword }),
    t.organisationQuery,
  );
  const result = await within(dialog).findByRole('button', { name: new RegExp(t.hanbit) }, LOAD);
  await userEvent.click(result);
  await dialogsClosed();
  // The chosen organisation's sign-in page, where the ID decides the rest.
  await expect(await canvas.findByRole('img', { name: t.hanbit }, LOAD)).toBeVisible();
  await expect(
    await canvas.findByRole('textbox', { name: new RegExp(`^${t.loginId}`) }, LOAD),
  ).toBeVisible();
};

/**
 * In the native client (screens.md §2.2 "A native app may show an ID-login button to choose an
 * organisation"): the picker also offers signing in with an ID at the organisation found.
 */
export const NativeClientIdLogin: Story = {
  tags: ['locale-sweep'],
  beforeEach: inNativeClientWebView,
  render: atPath('/invite'),
  play: nativeIdLoginPlay,
};

const emergencyPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  await form(context, t);
  await expect(canvas.getByText(t.disaster)).toBeVisible();
  // Even a teacher may only join: create is not offered in emergency mode (assumed).
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.userType }), t.teacher);
  await expect(canvas.queryByRole('radiogroup', { name: t.mode })).toBeNull();
  await joinAs(context, t, '김선생');
  await screen.findByRole('dialog', { name: t.clientTitle }, LOAD);
  await waitFor(() => expect(agent.lastLaunch?.user.userType).toBe(11));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: t.clientTitle })).getByRole('button', {
      name: t.close,
    }),
  );
  await dialogsClosed();
};

/** Emergency mode (`SYSTEM_EMERGENCY_MODE`=1): the banner, and join is the only option. */
export const EmergencyMode: Story = {
  tags: ['locale-sweep'],
  beforeEach: () => scenario.set({ emergencyMode: true }),
  render: () => atPath(`/invite/demo/${seeded.runningRoom().inviteCode}`)(),
  play: emergencyPlay,
};

const emergencyNoPickerPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas } = context;
  await form(context, t);
  // Emergency mode hides the organisation picker; the lookup names the institution.
  await expect(canvas.queryByRole('group', { name: t.organisation })).toBeNull();
  await expect(canvas.getByText(t.disaster)).toBeVisible();
  await joinAs(context, t, '참관 학부모');
  await screen.findByRole('dialog', { name: t.clientTitle }, LOAD);
  await waitFor(() =>
    expect(agent.lastLaunch?.user).toMatchObject({ companyIdx: DEMO_COMPANY_IDX, userType: 12 }),
  );
  await context.userEvent.click(
    within(screen.getByRole('dialog', { name: t.clientTitle })).getByRole('button', {
      name: t.close,
    }),
  );
  await dialogsClosed();
};

const signedInDuringEmergency = async () => {
  scenario.set({ emergencyMode: true });
  return signedInAs('student')();
};

/** Emergency mode stored in the session, no institution in the address: no organisation picker. */
export const EmergencyModeWithoutCompany: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInDuringEmergency,
  render: () => atPath(`/invite/${seeded.runningRoom().inviteCode}`)(),
  play: emergencyNoPickerPlay,
};

const installPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { userEvent } = context;
  await joinAs(context, t, '참관 학부모');
  const modal = await screen.findByRole('dialog', { name: t.installTitle }, LOAD);
  // The dialog checks for the agent first under the same title; the install step follows (a run
  // on a loaded machine read the buttons while it was still checking).
  await expect(await within(modal).findByRole('button', { name: t.install }, LOAD)).toBeVisible();
  // The demo institution's client setting allows the web as well as the app (read with the
  // institution, which a loaded machine may still be reading).
  await expect(await within(modal).findByRole('button', { name: t.openOnWeb }, LOAD)).toBeVisible();
  await expect(agent.launches).toHaveLength(0);
  // The guest installs the client and starts the agent, then joins from the modal.
  scenario.set({ agent: 'ready' });
  await userEvent.click(within(modal).getByRole('button', { name: t.joinIfInstalled }));
  const client = await screen.findByRole('dialog', { name: t.clientTitle }, LOAD);
  await waitFor(() => expect(agent.lastLaunch?.outcome).toBe('launched'), LOAD);
  await userEvent.click(within(client).getByRole('button', { name: t.close }));
  await dialogsClosed();
};

/** No agent answers (not installed or not connected): the install modal. */
export const InstallModalWhenAgentOff: Story = {
  tags: ['locale-sweep'],
  beforeEach: () => scenario.set({ agent: 'notInstalled' }),
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.runningRoom().inviteCode}`)(),
  play: installPlay,
};

const alreadyRunningPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  await joinAs(context, t, '참관 학부모');
  // The toast (its text is also in the polite announcer, hence within the region).
  const toasts = await screen.findByRole('region', { name: t.notifications }, LOAD);
  await expect(within(toasts).getByText(t.alreadyRunning)).toBeVisible();
  await dialogsClosed();
  await expect(agent.lastLaunch?.outcome).toBe('alreadyRunning');
};

/** The client already runs: an error toast (screens.md §8). */
export const ClientAlreadyRunning: Story = {
  tags: ['locale-sweep'],
  beforeEach: () => scenario.set({ agent: 'alreadyRunning' }),
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.runningRoom().inviteCode}`)(),
  play: alreadyRunningPlay,
};

const configPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { userEvent } = context;
  await joinAs(context, t, '참관 학부모');
  const modal = await screen.findByRole('alertdialog', { name: t.errorTitle }, LOAD);
  await expect(within(modal).getByText(t.configUpdating)).toBeVisible();
  await userEvent.click(within(modal).getByRole('button', { name: t.errorOk }));
  await dialogsClosed();
  // The join was cancelled before the agent was asked.
  await expect(agent.launches).toHaveLength(0);
};

const configNotReloaded = () => {
  scenario.forceError('openRoom.JOIN_INFO', 'WB-400-232');
};

/** WB-400-232 on the join: "config being updated", the join cancelled. */
export const ConfigNotReloaded: Story = {
  tags: ['locale-sweep'],
  beforeEach: configNotReloaded,
  render: () => atPath(`/invite/${DEMO_COMPANY_IDX}/${seeded.runningRoom().inviteCode}`)(),
  play: configPlay,
};

const unknownCompanyPlay: Play = async (context) => {
  const t = textsIn(localeOf(context));
  const { canvas, userEvent } = context;
  await canvas.findByRole('heading', { level: 1, name: t.title }, LOAD);
  const modal = await screen.findByRole('alertdialog', { name: t.errorTitle }, LOAD);
  await expect(within(modal).getByText(t.companyNotFound)).toBeVisible();
  const ok = within(modal).getByRole('button', { name: t.errorOk });
  // Radix blocks pointer events under a modal still opening; the user's click comes after.
  await waitFor(() => expect(getComputedStyle(ok).pointerEvents).not.toBe('none'));
  await userEvent.click(ok);
  await dialogsClosed();
  // The unknown institution is dropped: the guest picks one instead.
  await expect(await canvas.findByRole('group', { name: t.organisation }, LOAD)).toBeVisible();
};

/** WB-400-205 for the address's institution: the company-not-found modal, then the picker. */
export const UnknownInstitution: Story = {
  tags: ['locale-sweep'],
  render: atPath('/invite/nowhere/482915736'),
  play: unknownCompanyPlay,
};
