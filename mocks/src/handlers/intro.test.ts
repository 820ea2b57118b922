import {
  addDays,
  addMonths,
  type DemoRequest,
  demoRequestMail,
  type Enquiry,
  type EnquiryMail,
  enquiryMail,
  formatConfigString,
  formatWireDate,
  introSettingFromCfg,
  isEnquiryOpen,
  parseConfigString,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { INTRO_MAIL } from '../db/areas/intro.ts';
import { createDb, db, resetDb } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, useMockServer } from '../testing/setup.ts';
import { sentIntroMails } from './intro.ts';

useMockServer();

/** The setting as the public site reads it: INTRO_SETTING's cfg through the contract's reader. */
async function introSetting() {
  const reply = await callEndpoint<{ result: { cfg: string } }>('openServiceIntro.INTRO_SETTING');
  expect(reply.status).toBe(200);
  return { cfg: reply.body.result.cfg, setting: introSettingFromCfg(reply.body.result.cfg) };
}

/** A parent's enquiry for a middle-school student, two evenings: good on both tabs. */
const enquiry: Enquiry = {
  name: '홍길동',
  phone: '01012345678',
  author: 'parent',
  teacher: '김보다',
  grade: 'middle',
  gradeDetail: 2,
  content: '진도 상담을 원합니다.\n희망: 주 2회, 저녁',
  agreement: true,
  marketing: false,
  timeSlots: [
    { day: 'TUE', start: '19:00' },
    { day: 'THU', start: '18:30' },
  ],
};

/** The SEND_MAIL request the contact page makes, addressed by the current setting. */
async function mailOf(value: Enquiry, individualPace: boolean): Promise<EnquiryMail> {
  const { setting } = await introSetting();
  const mail = enquiryMail(value, { individualPace, setting });
  if (!mail) throw new Error('the seeded setting cannot send');
  return mail;
}

const send = (fields: Record<string, unknown>) =>
  callEndpoint('openServiceIntroMail.SEND_MAIL', { fields });

const BAD_REQUEST = { status: 400, code: 'WB-400-212' };

describe('INTRO_SETTING (issue 23 item 8)', () => {
  it('answers the seeded configuration, which the contract reads whole', async () => {
    const { cfg, setting } = await introSetting();
    const parsed = parseConfigString(cfg);
    expect(parsed.ok && formatConfigString(parsed.value)).toBe(cfg);
    expect(setting.mailRecipients).toEqual(INTRO_MAIL.recipients);
    expect(setting.mailSender).toBe(INTRO_MAIL.sender);
    expect(setting.contact).toEqual({
      phone: '02-1234-5678',
      email: 'help@mathacademy.example.kr',
      hours: '평일 14:00-22:00, 토 10:00-14:00',
    });
    expect(setting.company).toEqual({
      name: '보다에듀 주식회사',
      representative: '김보다',
      businessNumber: '123-45-67890',
      address: '서울특별시 예시구 보다로 12, 3층',
    });
    expect(setting.social.map(({ name }) => name)).toEqual([
      'blog',
      'instagram',
      'youtube',
      'kakao',
    ]);
    for (const { url } of setting.social) {
      expect(new URL(url).protocol).toBe('https:');
      expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
    }
  });

  it('takes enquiries from the first of this month for a year, so the demo is open today', async () => {
    const { setting } = await introSetting();
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth(), 1);
    expect(setting.enquiryPeriod).toEqual({
      start: formatWireDate(first),
      end: formatWireDate(addDays(addMonths(first, 12), -1)),
    });
    expect(isEnquiryOpen(setting, formatWireDate(now))).toBe(true);
  });

  it('answers the same with a companyId, and keeps the setting over a bare reset', async () => {
    const before = (await introSetting()).cfg;
    const withCompany = await callEndpoint<{ result: { cfg: string } }>(
      'openServiceIntro.INTRO_SETTING',
      { fields: { companyId: 'demo' } },
    );
    expect(withCompany.body.result.cfg).toBe(before);
    db.introSetting.cfg = '';
    resetDb();
    expect(db.introSetting).toEqual(createDb().introSetting);
    expect((await introSetting()).cfg).toBe(before);
  });
});

describe('SEND_MAIL: the enquiry e-mail', () => {
  it('stores exactly the enquiry it took, with its tab and the request', async () => {
    const mail = await mailOf(enquiry, true);
    const reply = await send({ ...mail });
    expect(reply.status).toBe(200);
    const [stored, ...others] = sentIntroMails('enquiry');
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ kind: 'enquiry', individualPace: true, request: mail });
    expect(stored?.enquiry).toEqual(enquiry);
    expect(sentIntroMails('demo')).toEqual([]);
    // A copy: a test that changes what it read changes nothing stored.
    if (stored) stored.enquiry.name = '바뀐이름';
    expect(sentIntroMails('enquiry')[0]?.enquiry.name).toBe('홍길동');
  });

  it('takes an elementary enquiry of one-hour classes on the one-to-one tab', async () => {
    const elementary: Enquiry = {
      ...enquiry,
      author: 'student',
      grade: 'elementary',
      gradeDetail: 6,
      timeSlots: [{ day: 'FRI', start: '22:00' }],
      content: '',
    };
    expect((await send({ ...(await mailOf(elementary, false)) })).status).toBe(200);
    expect(sentIntroMails('enquiry').map((mail) => mail.enquiry)).toEqual([elementary]);
  });

  it.each<[string, Partial<Enquiry>, boolean]>([
    ['a missing name', { name: '' }, false],
    ['no agreement', { agreement: false }, false],
    ['a phone with dashes', { phone: '010-1234-5678' }, false],
    ['a class starting after 21:00', { timeSlots: [{ day: 'MON', start: '21:30' }] }, false],
    [
      'two classes on one day',
      {
        timeSlots: [
          { day: 'MON', start: '18:30' },
          { day: 'MON', start: '20:30' },
        ],
      },
      false,
    ],
    ['individual-pace with one class', { timeSlots: [{ day: 'MON', start: '18:30' }] }, true],
    ['individual-pace for high school', { grade: 'high' }, true],
    [
      'elementary with school year 7',
      { grade: 'elementary', gradeDetail: 7, timeSlots: [] },
      false,
    ],
    ['content over 300', { content: '가'.repeat(301) }, false],
  ])('refuses %s with WB-400-212 and stores nothing', async (_, change, individualPace) => {
    const mail = await mailOf({ ...enquiry, ...change }, individualPace);
    expect(await errorOf(send({ ...mail }))).toEqual(BAD_REQUEST);
    expect(sentIntroMails()).toEqual([]);
  });

  it('refuses a request the schema refuses: a missing field, an unknown one', async () => {
    const { phone: _phone, ...withoutPhone } = await mailOf(enquiry, false);
    expect(await errorOf(send(withoutPhone))).toEqual(BAD_REQUEST);
    expect(await errorOf(send({ ...(await mailOf(enquiry, false)), cc: 'x@example.com' }))).toEqual(
      BAD_REQUEST,
    );
    expect(sentIntroMails()).toEqual([]);
  });

  it('refuses recipients or a sender the setting does not name: the browser cannot choose', async () => {
    const mail = await mailOf(enquiry, false);
    for (const addressed of [
      { ...mail, recipients: ['someone@elsewhere.example.com'] },
      { ...mail, recipients: [...mail.recipients, 'someone@elsewhere.example.com'] },
      { ...mail, recipients: mail.recipients.slice(1) },
      { ...mail, recipients: [] },
      { ...mail, sender: 'someone@elsewhere.example.com' },
    ]) {
      expect(await errorOf(send(addressed))).toEqual(BAD_REQUEST);
    }
    // The same recipients in another order are the configured ones.
    expect((await send({ ...mail, recipients: [...mail.recipients].reverse() })).status).toBe(200);
    expect(sentIntroMails()).toHaveLength(1);
  });

  it('refuses a text that is not the contract’s layout, or a name or phone not its own', async () => {
    const mail = await mailOf(enquiry, false);
    for (const changed of [
      { ...mail, textContent: '상담 부탁드립니다. 01012345678' },
      { ...mail, textContent: mail.textContent.replace('이름: ', '성명: ') },
      { ...mail, name: '다른사람' },
      { ...mail, phone: '01099998888' },
      { ...mail, senderPhone: '01099998888' },
      { ...mail, subject: '  ' },
    ]) {
      expect(await errorOf(send(changed))).toEqual(BAD_REQUEST);
    }
    expect(sentIntroMails()).toEqual([]);
  });

  it('refuses an enquiry outside the enquiry period (assumed)', async () => {
    const mail = await mailOf(enquiry, false);
    const today = new Date();
    for (const period of [
      { start: '2020-01-01', end: '2020-12-31' },
      { start: formatWireDate(addDays(today, 1)), end: formatWireDate(addDays(today, 30)) },
      // No period configured: the spec's default end, 2025-08-31, has passed.
      null,
    ]) {
      db.introSetting.enquiryPeriod = period;
      expect(await errorOf(send({ ...mail })), JSON.stringify(period)).toEqual(BAD_REQUEST);
    }
    db.introSetting.enquiryPeriod = { start: formatWireDate(today), end: formatWireDate(today) };
    expect((await send({ ...mail })).status).toBe(200);
    expect(sentIntroMails()).toHaveLength(1);
  });

  it('fails with the scenario’s forced error and stores nothing', async () => {
    const mail = await mailOf(enquiry, false);
    scenario.set({ forcedErrors: { 'openServiceIntroMail.SEND_MAIL': 'WB-500-001' } });
    expect(await errorOf(send({ ...mail }))).toEqual({ status: 500, code: 'WB-500-001' });
    expect(sentIntroMails()).toEqual([]);
    scenario.clearError('openServiceIntroMail.SEND_MAIL');
    expect((await send({ ...mail })).status).toBe(200);
  });
});

describe('INTRO_DEMO_SEND_MAIL: the academy page’s demo request', () => {
  const request: DemoRequest = {
    name: '이보다',
    phone: '0212345678',
    institution: '새봄 수학교실',
    message: '다음 주에 시연을 보고 싶습니다.',
  };
  const sendDemo = (fields: Record<string, unknown>) =>
    callEndpoint('openServiceIntroDemo.INTRO_DEMO_SEND_MAIL', { fields });

  it('stores the request as a demo mail', async () => {
    const mail = demoRequestMail(request, (await introSetting()).setting);
    expect((await sendDemo({ ...mail })).status).toBe(200);
    expect(sentIntroMails('demo')).toMatchObject([
      { kind: 'demo', demoRequest: request, request: mail },
    ]);
    expect(sentIntroMails('enquiry')).toEqual([]);
  });

  it('refuses other addresses, a missing institution and an enquiry text', async () => {
    const { setting } = await introSetting();
    const mail = demoRequestMail(request, setting);
    if (!mail) throw new Error('the seeded setting cannot send');
    const enquiryText = enquiryMail(enquiry, { individualPace: false, setting })?.textContent;
    for (const changed of [
      { ...mail, sender: 'someone@elsewhere.example.com' },
      { ...mail, recipients: ['someone@elsewhere.example.com'] },
      demoRequestMail({ ...request, institution: '' }, setting),
      { ...mail, textContent: enquiryText },
      { ...mail, name: '다른사람' },
    ]) {
      expect(await errorOf(sendDemo({ ...changed }))).toEqual(BAD_REQUEST);
    }
    expect(sentIntroMails()).toEqual([]);
  });
});
