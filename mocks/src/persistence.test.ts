import 'fake-indexeddb/auto';
import { demoRequestMail } from '@platform/contract';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTRO_MAIL } from './db/areas/intro.ts';
import { createDb, db, replaceDb } from './db/index.ts';
import {
  loadDemoDatabase,
  persistDemoDatabase,
  resetDemoDatabase,
  saveDemoDatabase,
} from './persistence.ts';
import { callEndpoint } from './server/callEndpoint.ts';
import { login, useMockServer } from './testing/setup.ts';

/** A picture the server accepts: PNG's signature, then a few bytes (judged by content, issue 17). */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

useMockServer();

beforeEach(() => {
  // A new, empty IndexedDB for every test: a new browser profile.
  globalThis.indexedDB = new IDBFactory();
});

/** A reload: the page's memory is gone, the seed comes back, then the stored database is loaded. */
async function reload() {
  replaceDb(createDb());
  return loadDemoDatabase();
}

describe('the demo database in IndexedDB', () => {
  it('survives a reload: a name change, a new password and an uploaded picture', async () => {
    const persistence = await persistDemoDatabase();
    const { token, user } = await login('student');
    const accessToken = token.access_token;
    await callEndpoint('user.MODIFY_ME', { accessToken, fields: { userName: '박서윤새' } });
    await callEndpoint('user.MODIFY_ME_PWD', {
      accessToken,
      fields: { oldPassword: 'Demo#2580', newPassword: 'Saved#7314' },
    });
    const picture = new File([PNG_BYTES], 'profile_image.png', {
      type: 'image/png',
    });
    await callEndpoint('userProfile.MODIFY', {
      accessToken,
      fields: { uploadFile: picture, userIdx: user.userIdx },
    });
    await persistence.flush();
    persistence.stop();

    expect(await reload()).toBe(true);
    const stored = db.users.find((candidate) => candidate.userId === 'student');
    expect(stored?.userName).toBe('박서윤새');
    const file = db.files.find((candidate) => candidate.fileIdx === stored?.profileFileIdx);
    expect(file?.body).toEqual(PNG_BYTES);
    // The session survives too: the token still works after the reload.
    expect((await callEndpoint('user.GET_ME', { accessToken })).status).toBe(200);
    await expect(login('student', { password: 'Saved#7314' })).resolves.toBeTruthy();
  });

  it('starts from the seed when nothing is stored, and stores it', async () => {
    expect(await reload()).toBe(false);
    const persistence = await persistDemoDatabase();
    persistence.stop();
    expect(await reload()).toBe(true);
    expect(JSON.stringify(db)).toBe(JSON.stringify(createDb()));
  });

  it('ignores a stored database of another seed version', async () => {
    db.seedVersion = -1;
    await saveDemoDatabase();
    expect(await reload()).toBe(false);
  });

  it('resetDemoDatabase puts both the live and the stored database back to the seed', async () => {
    const persistence = await persistDemoDatabase();
    const { token } = await login('teacher');
    await callEndpoint('user.MODIFY_ME', {
      accessToken: token.access_token,
      fields: { userName: '김민지새' },
    });
    await resetDemoDatabase();
    persistence.stop();
    expect(db.users.find((user) => user.userId === 'teacher')?.userName).toBe('김민지');
    expect(await reload()).toBe(true);
    expect(db.users.find((user) => user.userId === 'teacher')?.userName).toBe('김민지');
  });

  it('keeps the public site’s setting and the mails it sent (issue 23)', async () => {
    const persistence = await persistDemoDatabase();
    const mail = demoRequestMail(
      { name: '이보다', phone: '0212345678', institution: '새봄 수학교실', message: '' },
      { mailRecipients: [...INTRO_MAIL.recipients], mailSender: INTRO_MAIL.sender },
    );
    const sent = await callEndpoint('openServiceIntroDemo.INTRO_DEMO_SEND_MAIL', {
      fields: { ...mail },
    });
    expect(sent.status).toBe(200);
    await persistence.flush();
    persistence.stop();
    const before = { introSetting: db.introSetting, introMails: db.introMails };
    expect(await reload()).toBe(true);
    expect({ introSetting: db.introSetting, introMails: db.introMails }).toEqual(before);
    expect(db.introMails).toHaveLength(1);
  });
});
