import type { Locale, TextParams } from '@platform/contract';
import { DEMO_PASSWORD, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
const LOAD = { timeout: 10000 };

const demoUser = (userId: string) => {
  const user = db.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no ${userId} in the seed`);
  return user;
};

/** A test picture drawn on a canvas (test data, not styling). */
async function makePicture(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#36c';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

interface MyInfoTexts {
  profileButton: RegExp;
  title: string;
  userId: string;
  teacherType: string;
  name: string;
  save: string;
  cancel: string;
  required: string;
  nameRefused: string;
  saved: string;
  toastRegion: string;
  passwordOpen: string;
  passwordTitle: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  passwordSubmit: string;
  passwordMismatch: string;
  passwordPolicy: string;
  passwordRepeat: string;
  passwordChanged: string;
  currentPasswordWrong: string;
  pictureEdit: string;
  cropTitle: string;
  cropChoose: string;
  cropApply: string;
  pictureOf: (name: string) => string;
  pictureNone: string;
  pictureReset: string;
  resetOpen: string;
  resetTitle: string;
  resetConfirm: string;
  applied: string;
}

/** What the dialog reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function myInfoTexts(locale: Locale): MyInfoTexts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  return {
    profileButton: new RegExp(`^${t('frame.header.myInfo')}`),
    title: t('myInfo.title'),
    userId: t('myInfo.userId'),
    teacherType: t('code.USER_TYPE.11'),
    name: t('myInfo.name'),
    save: t('myInfo.save'),
    cancel: t('myInfo.cancel'),
    required: t('valid.required'),
    nameRefused: t('error.passwordMismatchNameUpdate'),
    saved: t('toast.saved'),
    toastRegion: t('toastRegion.label'),
    passwordOpen: t('myInfo.password.open'),
    passwordTitle: t('myInfo.password.title'),
    oldPassword: t('myInfo.password.old'),
    newPassword: t('myInfo.password.new'),
    confirmPassword: t('myInfo.password.confirm'),
    passwordSubmit: t('myInfo.password.submit'),
    passwordMismatch: t('valid.passwordMismatch'),
    // The demo institution's policy is the high one.
    passwordPolicy: t('valid.passwordHigh'),
    passwordRepeat: t('valid.passwordRepeat'),
    passwordChanged: t('toast.passwordChanged'),
    currentPasswordWrong: t('error.passwordMismatch'),
    pictureEdit: t('myInfo.picture.edit'),
    cropTitle: t('crop.title'),
    cropChoose: t('crop.choose'),
    cropApply: t('crop.confirm'),
    pictureOf: (name) => t('myInfo.picture.of', { name }),
    pictureNone: t('myInfo.picture.none'),
    pictureReset: t('myInfo.picture.reset'),
    resetOpen: t('myInfo.resetSettings.open'),
    resetTitle: t('myInfo.resetSettings.title'),
    resetConfirm: t('myInfo.resetSettings.confirm'),
    applied: t('toast.applied'),
  };
}

/** The texts of the stories that run in Korean only. */
const ko = myInfoTexts('ko');

type Play = NonNullable<StoryObj['play']>;
type PlayContext = Parameters<Play>[0];

/** Opens my info from the frame's profile button; resolves with the dialog once it has loaded. */
async function openMyInfo({ canvas, userEvent }: PlayContext, t: MyInfoTexts) {
  await userEvent.click(await canvas.findByRole('button', { name: t.profileButton }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: t.title }, LOAD);
  await within(dialog).findByRole('textbox', { name: new RegExp(t.name) }, LOAD);
  return dialog;
}

/** A field's label: its text, and the required mark after it. */
const fieldLabel = (text: string) => new RegExp(`^${text}\\*?$`);

const nameField = (dialog: HTMLElement, t: MyInfoTexts) =>
  within(dialog).getByRole('textbox', { name: new RegExp(t.name) });

const meta = {
  title: 'Screens/MyInfo/My info dialog',
  render: atPath('/demo/meet/list'),
  beforeEach: signedInAs('teacher'),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The my-info modal of the header's profile button (foundation.md §2 \"My-info modal\"): the profile picture with edit (square crop, 200x200) and reset, the read-only id and type, the password change by the institution's policy (own-login accounts only), the name (required, 2 to 20 when changed; WB-403-204 shown when refused), reset settings, cancel and save. Its actions answer with the contract's toasts: 'Saved.', 'Password has been changed.', 'It has been applied.'",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const editNamePlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { canvas, userEvent } = context;
  const dialog = await openMyInfo(context, t);
  // Read-only id and type.
  const identity = within(dialog).getByText(t.userId).closest('dl') as HTMLElement;
  await expect(identity).toHaveTextContent('teacher');
  await expect(identity).toHaveTextContent(t.teacherType);

  const name = nameField(dialog, t);
  await expect(name).toHaveValue('김민지');
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  await expect(await within(dialog).findByText(t.required)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(name, '김하늘');
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
  const toasts = await screen.findByRole('region', { name: t.toastRegion }, LOAD);
  await expect(toasts).toHaveTextContent(t.saved);
  await expect(demoUser('teacher').userName).toBe('김하늘');
  // The header shows the saved name from the session.
  await expect(canvas.getByRole('button', { name: t.profileButton })).toHaveTextContent('김하늘');
  await expect(sessionStore.read()?.user?.userName).toBe('김하늘');
};

/** Edit the name: required is checked, then the new name is saved and the header shows it. */
export const EditNameAndSave: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  play: editNamePlay,
};

const nameRefusedPlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const dialog = await openMyInfo(context, t);
  const name = nameField(dialog, t);
  await userEvent.clear(name);
  await userEvent.type(name, '김하늘');
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  const refusal = await within(dialog).findByText(t.nameRefused, {}, LOAD);
  await expect(refusal.closest('[role="alert"]')).not.toBeNull();
  // Nothing typed is lost, the modal stays, and the server kept the old name.
  await expect(name).toHaveValue('김하늘');
  await expect(dialog).toBeVisible();
  await expect(demoUser('teacher').userName).toBe('김민지');
};

/** The server refuses the name with WB-403-204: its text shows and what was typed stays. */
export const NameRefused: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    scenario.forceError('user.MODIFY_ME', 'WB-403-204');
    return signedInAs('teacher')();
  },
  play: nameRefusedPlay,
};

/** Cancel leaves the name as it was. */
export const CancelKeepsName: Story = {
  play: async (context) => {
    const { userEvent, canvas } = context;
    const dialog = await openMyInfo(context, ko);
    const name = nameField(dialog, ko);
    await userEvent.clear(name);
    await userEvent.type(name, '바뀐이름');
    await userEvent.click(within(dialog).getByRole('button', { name: ko.cancel }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(demoUser('teacher').userName).toBe('김민지');
    await expect(canvas.getByRole('button', { name: ko.profileButton })).toHaveTextContent(
      '김민지',
    );
  },
};

/** Puts a password into a field as a paste: typing each character is slow on a busy machine. */
async function fill(userEvent: PlayContext['userEvent'], field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens the password dialog from my info. */
async function openPasswordDialog(context: PlayContext, t: MyInfoTexts) {
  const myInfo = await openMyInfo(context, t);
  await context.userEvent.click(within(myInfo).getByRole('button', { name: t.passwordOpen }));
  const dialog = await screen.findByRole('dialog', { name: t.passwordTitle }, LOAD);
  return { myInfo, dialog };
}

const passwordChangePlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const { myInfo, dialog } = await openPasswordDialog(context, t);
  const submit = within(dialog).getByRole('button', { name: t.passwordSubmit });
  await expect(submit).toBeDisabled();

  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.oldPassword)), DEMO_PASSWORD);
  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.newPassword)), 'Kite#7391x');
  await expect(submit).toBeDisabled();
  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.confirmPassword)), 'Kite#7391y');
  await expect(submit).toBeEnabled();
  await userEvent.click(submit);
  await expect(await within(dialog).findByText(t.passwordMismatch)).toBeVisible();

  const confirm = within(dialog).getByLabelText(fieldLabel(t.confirmPassword));
  await userEvent.clear(confirm);
  await fill(userEvent, confirm, 'Kite#7391x');
  await userEvent.click(submit);
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
  await expect(within(myInfo).getByRole('region', { name: t.toastRegion })).toHaveTextContent(
    t.passwordChanged,
  );
  await expect(demoUser('teacher').password).toBe('Kite#7391x');
};

/** Password change by the high policy: submit waits for every field, confirmation must match. */
export const PasswordChange: Story = { tags: ['locale-sweep'], play: passwordChangePlay };

const wrongCurrentPasswordPlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const { dialog } = await openPasswordDialog(context, t);
  const old = within(dialog).getByLabelText(fieldLabel(t.oldPassword));
  await fill(userEvent, old, 'Wrong#2468q');
  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.newPassword)), 'Kite#7391x');
  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.confirmPassword)), 'Kite#7391x');
  await userEvent.click(within(dialog).getByRole('button', { name: t.passwordSubmit }));
  await expect(await within(dialog).findByText(t.currentPasswordWrong, {}, LOAD)).toBeVisible();
  await expect(old).toHaveAttribute('aria-invalid', 'true');
  await expect(old).toHaveValue('Wrong#2468q');
  await expect(demoUser('teacher').password).toBe(DEMO_PASSWORD);
};

/** WB-403-203: the current password does not match; its text shows on that field. */
export const PasswordWrongCurrent: Story = {
  tags: ['locale-sweep'],
  play: wrongCurrentPasswordPlay,
};

const policySaidOncePlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const { dialog } = await openPasswordDialog(context, t);
  const password = within(dialog).getByLabelText(fieldLabel(t.newPassword));
  // The policy is told as the new password's help.
  await expect(within(dialog).getAllByText(t.passwordPolicy)).toHaveLength(1);
  await expect(password).toHaveAccessibleDescription(t.passwordPolicy);

  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.oldPassword)), DEMO_PASSWORD);
  await fill(userEvent, password, 'kite');
  await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.confirmPassword)), 'kite');
  await userEvent.click(within(dialog).getByRole('button', { name: t.passwordSubmit }));
  // Broken, it is said once, as the error, not once as help and again as error.
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  await expect(within(dialog).getAllByText(t.passwordPolicy)).toHaveLength(1);
  await expect(password).toHaveAccessibleDescription(t.passwordPolicy);

  // Another fault says what else is wrong, under the policy as help.
  await userEvent.clear(password);
  await fill(userEvent, password, 'Kite#7391xxx');
  await userEvent.click(within(dialog).getByRole('button', { name: t.passwordSubmit }));
  await expect(await within(dialog).findByText(t.passwordRepeat)).toBeVisible();
  await expect(within(dialog).getAllByText(t.passwordPolicy)).toHaveLength(1);
  await expect(demoUser('teacher').password).toBe(DEMO_PASSWORD);
};

/** Issue 16 item 13: the password policy was shown as help and repeated word for word as error. */
export const PasswordPolicySaidOnce: Story = {
  tags: ['locale-sweep'],
  play: policySaidOncePlay,
};

const noPasswordPlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const dialog = await openMyInfo(context, t);
  await expect(nameField(dialog, t)).toBeVisible();
  await expect(within(dialog).queryByRole('button', { name: t.passwordOpen })).toBeNull();
};

/** An account owned by an external sign-in provider (linked, type 31): no password change. */
export const PasswordHiddenForSsoAccount: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('linked.student'),
  play: noPasswordPlay,
};

const pictureOf = (dialog: HTMLElement, t: MyInfoTexts) =>
  within(dialog).findByRole('img', { name: t.pictureOf('김민지') }, LOAD);

const profilePicturePlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const dialog = await openMyInfo(context, t);
  await expect(within(dialog).getByRole('img', { name: t.pictureNone })).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: t.pictureReset })).toBeDisabled();

  await userEvent.click(within(dialog).getByRole('button', { name: t.pictureEdit }));
  const crop = await screen.findByRole('dialog', { name: t.cropTitle }, LOAD);
  await userEvent.upload(
    within(crop).getByLabelText(t.cropChoose),
    await makePicture('me.png', 400, 300),
  );
  const apply = within(crop).getByRole('button', { name: t.cropApply });
  await waitFor(() => expect(apply).toBeEnabled(), LOAD);
  await userEvent.click(apply);
  await waitFor(() => expect(crop).not.toBeInTheDocument(), LOAD);

  // The uploaded picture is the 200x200 crop, named profile_image plus its extension.
  const image = (await pictureOf(dialog, t)) as HTMLImageElement;
  await waitFor(() => expect(image.naturalWidth).toBe(200), LOAD);
  await expect(image.naturalHeight).toBe(200);
  const stored = db.files.find((file) => file.fileIdx === demoUser('teacher').profileFileIdx);
  await expect(stored?.fileName).toBe('profile_image.png');

  await userEvent.click(within(dialog).getByRole('button', { name: t.pictureReset }));
  await expect(await within(dialog).findByRole('img', { name: t.pictureNone }, LOAD)).toBeVisible();
  await expect(demoUser('teacher').profileFileIdx).toBeNull();
};

/** A new picture cropped to 200x200 and uploaded, then reset to none. */
export const ProfilePictureCropAndReset: Story = {
  tags: ['locale-sweep'],
  play: profilePicturePlay,
};

const resetSettingsPlay: Story['play'] = async (context) => {
  const t = myInfoTexts(localeOf(context));
  const { userEvent } = context;
  const dialog = await openMyInfo(context, t);
  await userEvent.click(within(dialog).getByRole('button', { name: t.resetOpen }));
  const confirm = await screen.findByRole('alertdialog', { name: t.resetTitle }, LOAD);
  await userEvent.click(within(confirm).getByRole('button', { name: t.resetConfirm }));
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  await expect(within(dialog).getByRole('region', { name: t.toastRegion })).toHaveTextContent(
    t.applied,
  );
  // The listed settings go; the session stays.
  await expect(localStorage.getItem('platform.autoLogin')).toBeNull();
  await expect(localStorage.getItem('platform.columnCount')).toBeNull();
  await expect(sessionStore.read()?.token?.access_token).toBeTruthy();
};

/** Reset settings: asks first, clears the contract's list of keys and says it is applied. */
export const ResetSettings: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    localStorage.setItem('platform.autoLogin', '1');
    localStorage.setItem('platform.columnCount', '3');
    return signedInAs('teacher')();
  },
  play: resetSettingsPlay,
};
