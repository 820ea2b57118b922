import { profileImageFileName } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SSO, db, SPECIAL_ACCOUNTS } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type UserBody = { result: { userIdx: number; userName: string; profileImage?: string | null } };

async function signedIn(userId: string) {
  const { token, user } = await login(userId);
  const as = (name: Parameters<typeof callEndpoint>[0], fields?: Record<string, unknown>) =>
    callEndpoint<UserBody>(name, {
      accessToken: token.access_token,
      ...(fields ? { fields } : {}),
    });
  return { token, user, as };
}

describe('my info', () => {
  it('GET_ME answers the signed-in user without secrets', async () => {
    const { as } = await signedIn('teacher');
    const { status, body } = await as('user.GET_ME');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ userId: 'teacher', userName: '김민지', userType: 11 });
    expect(body.result).not.toHaveProperty('password');
    expect(body.result).not.toHaveProperty('failedLogins');
  });

  it('a name change is kept and visible in GET_ME', async () => {
    const { as } = await signedIn('student');
    expect((await as('user.MODIFY_ME', { userName: '박서윤이' })).status).toBe(200);
    expect((await as('user.GET_ME')).body.result.userName).toBe('박서윤이');
    // A new session sees it too: the state is the server's.
    const again = await signedIn('student');
    expect((await again.as('user.GET_ME')).body.result.userName).toBe('박서윤이');
  });

  it('refuses a name the rules refuse (too short, too long, prohibited) with WB-400-212', async () => {
    const { as } = await signedIn('student');
    for (const userName of ['박', '가'.repeat(21), '운영자 박서윤', '']) {
      expect((await errorOf(as('user.MODIFY_ME', { userName }))).code, userName).toBe('WB-400-212');
    }
  });

  it('a name change confirmed with a wrong current password is refused with WB-403-204', async () => {
    const { as } = await signedIn('student');
    expect(
      await errorOf(as('user.MODIFY_ME', { userName: '박서윤이', password: 'Wrong#1234' })),
    ).toEqual({ status: 403, code: 'WB-403-204' });
    expect((await as('user.GET_ME')).body.result.userName).not.toBe('박서윤이');
    expect(
      (await as('user.MODIFY_ME', { userName: '박서윤이', password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('MODIFY_ME_PWD checks the current password (WB-403-203) and the policy, then logs in with the new one', async () => {
    const { as } = await signedIn('teacher');
    expect(
      await errorOf(
        as('user.MODIFY_ME_PWD', { oldPassword: 'Wrong#1234', newPassword: 'Fresh#8024' }),
      ),
    ).toEqual({ status: 403, code: 'WB-403-203' });
    expect(
      (
        await errorOf(
          as('user.MODIFY_ME_PWD', { oldPassword: DEMO_PASSWORD, newPassword: 'short' }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (await as('user.MODIFY_ME_PWD', { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#8024' }))
        .status,
    ).toBe(200);
    await expect(login('teacher')).rejects.toThrow('WB-400-601');
    await expect(login('teacher', { password: 'Fresh#8024' })).resolves.toBeTruthy();
  });

  it('SSO accounts cannot change their password here (WB-403-102, assumed)', async () => {
    const sso = await callEndpoint<{ result: { token: { access_token: string } } }>(
      'openLoginSso.SIGN_IN_GNE',
      { fields: DEMO_SSO.SIGN_IN_GNE },
    );
    const pwd = await callEndpoint('user.MODIFY_ME_PWD', {
      accessToken: sso.body.result.token.access_token,
      fields: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#8024' },
    });
    expect((pwd.body as { errorCode: string }).errorCode).toBe('WB-403-102');
    expect(SPECIAL_ACCOUNTS.gne).toBeTruthy();
  });
});

describe('profile picture', () => {
  const PNG_BYTES = [137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3];
  const png = (name = profileImageFileName('png')) =>
    new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

  it('uploads, downloads and removes the picture', async () => {
    const { as, user, token } = await signedIn('student');
    const upload = await as('userProfile.MODIFY', { uploadFile: png(), userIdx: user.userIdx });
    expect(upload.status).toBe(200);
    expect(upload.body.result.profileImage).toContain('DOWNLOAD_FILE');
    const download = await fetch(
      `http://localhost/boda/user/profile?command=DOWNLOAD_FILE&userIdx=${user.userIdx}`,
      { headers: { Authorization: `Bearer ${token.access_token}` } },
    );
    expect(download.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual(PNG_BYTES);
    expect((await as('userProfile.REMOVE', { userIdx: user.userIdx })).status).toBe(200);
    expect((await errorOf(as('userProfile.DOWNLOAD_FILE', { userIdx: user.userIdx }))).code).toBe(
      'WB-404-102',
    );
  });

  it('refuses a file not named profile_image plus its extension, a non-image, and another user', async () => {
    const { as, user } = await signedIn('student');
    expect(
      (
        await errorOf(
          as('userProfile.MODIFY', { uploadFile: png('me.png'), userIdx: user.userIdx }),
        )
      ).code,
    ).toBe('WB-400-212');
    const pdf = new File(['%PDF'], profileImageFileName('pdf'), { type: 'application/pdf' });
    expect(
      (await errorOf(as('userProfile.MODIFY', { uploadFile: pdf, userIdx: user.userIdx }))).code,
    ).toBe('WB-400-403');
    const teacher = db.users.find((candidate) => candidate.userId === 'teacher');
    expect(
      (await errorOf(as('userProfile.MODIFY', { uploadFile: png(), userIdx: teacher?.userIdx })))
        .code,
    ).toBe('WB-403-102');
  });

  it('a manager may change the picture of a user of the institution', async () => {
    const { as } = await signedIn('admin');
    const student = db.users.find((candidate) => candidate.userId === 'student');
    expect(
      (await as('userProfile.MODIFY', { uploadFile: png(), userIdx: student?.userIdx })).status,
    ).toBe(200);
  });
});

describe('unread messages and the logger', () => {
  it('EXIST_NEW is true for a user with an unread message and false otherwise', async () => {
    expect((await (await signedIn('teacher')).as('user.GET_ME')).status).toBe(200);
    const teacher = await callEndpoint<{ result: boolean }>('messageRecv.EXIST_NEW', {
      accessToken: (await login('teacher')).token.access_token,
    });
    expect(teacher.body.result).toBe(true);
    const admin = await callEndpoint<{ result: boolean }>('messageRecv.EXIST_NEW', {
      accessToken: (await login('admin')).token.access_token,
    });
    expect(admin.body.result).toBe(false);
  });

  it('keeps warn logs and refuses other levels', async () => {
    const logged = await callEndpoint('openLogger.log', {
      fields: { level: 'warn', message: 'slow page', url: '/demo/main' },
    });
    expect(logged.status).toBe(200);
    expect(db.logs.at(-1)).toMatchObject({ message: 'slow page' });
    expect(
      (await errorOf(callEndpoint('openLogger.log', { fields: { level: 'info', message: 'x' } })))
        .code,
    ).toBe('WB-400-212');
  });
});
