import { DEMO_PASSWORD, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { signedInAs } from '../../testing/storySession.ts';

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

const ko: MyInfoTexts = {
  profileButton: /^내 정보/,
  title: '내 정보',
  userId: '아이디',
  teacherType: '선생님',
  name: '이름',
  save: '저장',
  cancel: '취소',
  required: '필수 입력 항목입니다.',
  nameRefused: '현재 비밀번호가 일치하지 않아 이름을 변경하지 못했습니다.',
  saved: '저장되었습니다.',
  toastRegion: '알림',
  passwordOpen: '비밀번호 변경',
  passwordTitle: '비밀번호 변경',
  oldPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  confirmPassword: '새 비밀번호 확인',
  passwordSubmit: '변경',
  passwordMismatch: '새 비밀번호와 비밀번호 확인이 일치하지 않습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  pictureEdit: '사진 변경',
  cropTitle: '프로필 사진 편집',
  cropChoose: '사진 선택',
  cropApply: '적용',
  pictureOf: (name) => `${name}님의 프로필 사진`,
  pictureNone: '프로필 사진 없음',
  pictureReset: '사진 초기화',
  resetOpen: '설정 초기화',
  resetTitle: '이 브라우저의 설정을 초기화할까요?',
  resetConfirm: '초기화',
  applied: '적용되었습니다.',
};

const en: MyInfoTexts = {
  profileButton: /^My info/,
  title: 'My info',
  userId: 'ID',
  teacherType: 'Teacher',
  name: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  required: 'This field is required.',
  nameRefused: 'The current password does not match, so your name was not changed.',
  saved: 'Saved.',
  toastRegion: 'Notifications',
  passwordOpen: 'Change password',
  passwordTitle: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordSubmit: 'Change',
  passwordMismatch: 'The new password and its confirmation do not match.',
  passwordChanged: 'Password has been changed.',
  currentPasswordWrong: 'The current password does not match.',
  pictureEdit: 'Change picture',
  cropTitle: 'Edit profile picture',
  cropChoose: 'Choose a picture',
  cropApply: 'Apply',
  pictureOf: (name) => `Profile picture of ${name}`,
  pictureNone: 'No profile picture',
  pictureReset: 'Reset picture',
  resetOpen: 'Reset settings',
  resetTitle: 'Reset the settings of this browser?',
  resetConfirm: 'Reset',
  applied: 'It has been applied.',
};

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

const editNamePlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
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
  tags: ['brand-sweep'],
  play: editNamePlay(ko),
};

export const EditNameAndSaveEnglish: Story = {
  globals: { locale: 'en' },
  play: editNamePlay(en),
};

const nameRefusedPlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
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
  beforeEach: async () => {
    scenario.forceError('user.MODIFY_ME', 'WB-403-204');
    return signedInAs('teacher')();
  },
  play: nameRefusedPlay(ko),
};

export const NameRefusedEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: NameRefused.beforeEach,
  play: nameRefusedPlay(en),
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

const passwordChangePlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
    const { userEvent } = context;
    const { myInfo, dialog } = await openPasswordDialog(context, t);
    const submit = within(dialog).getByRole('button', { name: t.passwordSubmit });
    await expect(submit).toBeDisabled();

    await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.oldPassword)), DEMO_PASSWORD);
    await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.newPassword)), 'Kite#7391x');
    await expect(submit).toBeDisabled();
    await fill(
      userEvent,
      within(dialog).getByLabelText(fieldLabel(t.confirmPassword)),
      'Kite#7391y',
    );
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
export const PasswordChange: Story = {
  play: passwordChangePlay(ko),
};

export const PasswordChangeEnglish: Story = {
  globals: { locale: 'en' },
  play: passwordChangePlay(en),
};

const wrongCurrentPasswordPlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
    const { userEvent } = context;
    const { dialog } = await openPasswordDialog(context, t);
    const old = within(dialog).getByLabelText(fieldLabel(t.oldPassword));
    await fill(userEvent, old, 'Wrong#2468q');
    await fill(userEvent, within(dialog).getByLabelText(fieldLabel(t.newPassword)), 'Kite#7391x');
    await fill(
      userEvent,
      within(dialog).getByLabelText(fieldLabel(t.confirmPassword)),
      'Kite#7391x',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.passwordSubmit }));
    await expect(await within(dialog).findByText(t.currentPasswordWrong, {}, LOAD)).toBeVisible();
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toHaveValue('Wrong#2468q');
    await expect(demoUser('teacher').password).toBe(DEMO_PASSWORD);
  };

/** WB-403-203: the current password does not match; its text shows on that field. */
export const PasswordWrongCurrent: Story = {
  play: wrongCurrentPasswordPlay(ko),
};

export const PasswordWrongCurrentEnglish: Story = {
  globals: { locale: 'en' },
  play: wrongCurrentPasswordPlay(en),
};

const noPasswordPlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
    const dialog = await openMyInfo(context, t);
    await expect(nameField(dialog, t)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t.passwordOpen })).toBeNull();
  };

/** An account owned by an external sign-in provider (linked, type 31): no password change. */
export const PasswordHiddenForSsoAccount: Story = {
  beforeEach: signedInAs('linked.student'),
  play: noPasswordPlay(ko),
};

export const PasswordHiddenForSsoAccountEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: signedInAs('linked.student'),
  play: noPasswordPlay(en),
};

const pictureOf = (dialog: HTMLElement, t: MyInfoTexts) =>
  within(dialog).findByRole('img', { name: t.pictureOf('김민지') }, LOAD);

const profilePicturePlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
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
    await expect(
      await within(dialog).findByRole('img', { name: t.pictureNone }, LOAD),
    ).toBeVisible();
    await expect(demoUser('teacher').profileFileIdx).toBeNull();
  };

/** A new picture cropped to 200x200 and uploaded, then reset to none. */
export const ProfilePictureCropAndReset: Story = {
  play: profilePicturePlay(ko),
};

export const ProfilePictureCropAndResetEnglish: Story = {
  globals: { locale: 'en' },
  play: profilePicturePlay(en),
};

const resetSettingsPlay =
  (t: MyInfoTexts): Story['play'] =>
  async (context) => {
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
  beforeEach: async () => {
    localStorage.setItem('platform.autoLogin', '1');
    localStorage.setItem('platform.columnCount', '3');
    return signedInAs('teacher')();
  },
  play: resetSettingsPlay(ko),
};

export const ResetSettingsEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: ResetSettings.beforeEach,
  play: resetSettingsPlay(en),
};
