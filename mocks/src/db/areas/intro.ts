import {
  addDays,
  addMonths,
  type DemoRequest,
  type Enquiry,
  type EnquiryMail,
  formatConfigString,
  formatWireDate,
  INTRO_CONFIG_KEY,
  parseConfigString,
} from '@platform/contract';
import type { MockDb } from '../types.ts';
import type { SeedArea } from './types.ts';

/**
 * The public site's period of enquiries (INTRO_CONFIG_KEY.INTRO_ENQUIRY_PERIOD): fixed dates
 * (`YYYY-MM-DD`, both included), or `rolling`: from the first day of the month it is read in, for
 * a year. The seed never reads the clock, yet the demo must take enquiries whenever it is opened,
 * so the seed's period is rolling and resolved when INTRO_SETTING answers (as the tasks area
 * keeps its deadlines relative). Null writes no period: the spec's default end (2025-08-31).
 */
export type MockEnquiryPeriod =
  | { start: string; end: string }
  | { rolling: { months: number } }
  | null;

export interface MockIntroSetting {
  /**
   * The configuration string of INTRO_SETTING as the server stores it. Its enquiry period is
   * `enquiryPeriod`'s (written over any period the string holds).
   */
  cfg: string;
  enquiryPeriod: MockEnquiryPeriod;
}

interface SentMail {
  mailIdx: number;
  /** The request as it arrived (the contract's EnquiryMail fields). */
  request: EnquiryMail;
  /** When the mock took it (`YYYY-MM-DD HH:mm:ss`). */
  sentDatetime: string;
}

/** A mail the public site sent: the enquiry of /intro/contact or the academy page's demo request. */
export type MockIntroMail =
  | (SentMail & { kind: 'enquiry'; enquiry: Enquiry; individualPace: boolean })
  | (SentMail & { kind: 'demo'; demoRequest: DemoRequest });

declare module '../types.ts' {
  interface AreaTables {
    /** INTRO_SETTING's configuration (issue 23 item 8). */
    introSetting: MockIntroSetting;
    /** What SEND_MAIL and INTRO_DEMO_SEND_MAIL took, oldest first, for tests to read back. */
    introMails: MockIntroMail[];
  }
}

/** The demo academy's mail addresses (fictional, on a reserved example domain). */
export const INTRO_MAIL = {
  recipients: ['desk@mathacademy.example.kr', 'admission@mathacademy.example.kr'],
  sender: 'noreply@mathacademy.example.kr',
} as const;

/**
 * The demo academy's site setting, every key of INTRO_CONFIG_KEY but the period (all assumed and
 * fictional: the numbers, the company and the links lead nowhere real).
 */
export function seedIntroCfg(): string {
  return formatConfigString({
    [INTRO_CONFIG_KEY.INTRO_MAIL_RECIPIENTS]: [[...INTRO_MAIL.recipients]],
    [INTRO_CONFIG_KEY.INTRO_MAIL_SENDER]: [[INTRO_MAIL.sender]],
    [INTRO_CONFIG_KEY.INTRO_CONTACT]: [
      ['02-1234-5678', 'help@mathacademy.example.kr', '평일 14:00-22:00, 토 10:00-14:00'],
    ],
    [INTRO_CONFIG_KEY.INTRO_COMPANY]: [
      ['보다에듀 주식회사', '김보다', '123-45-67890', '서울특별시 예시구 보다로 12, 3층'],
    ],
    [INTRO_CONFIG_KEY.INTRO_SOCIAL]: [
      ['blog', 'https://blog.example.com/boda-math'],
      ['instagram', 'https://instagram.example.com/boda.math'],
      ['youtube', 'https://youtube.example.com/@bodamath'],
      ['kakao', 'https://kakao.example.com/_bodamath'],
    ],
  });
}

/** The seed's period: from the first of the current month, for a year (see MockEnquiryPeriod). */
export const SEED_ENQUIRY_PERIOD: MockEnquiryPeriod = { rolling: { months: 12 } };

/** A period as the dates it covers on `now`'s day. */
export function enquiryPeriodOn(
  period: MockEnquiryPeriod,
  now: Date,
): { start: string; end: string } | null {
  if (period === null || 'start' in period) return period;
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  return {
    start: formatWireDate(first),
    end: formatWireDate(addDays(addMonths(first, period.rolling.months), -1)),
  };
}

/**
 * The configuration INTRO_SETTING answers on `now`: the stored string with the period of that
 * day. A stored string that does not parse goes out as it is (a test of a broken setting).
 */
export function introCfgOn(setting: MockIntroSetting, now: Date): string {
  const parsed = parseConfigString(setting.cfg);
  if (!parsed.ok) return setting.cfg;
  const config = new Map(parsed.value);
  const period = enquiryPeriodOn(setting.enquiryPeriod, now);
  if (period) config.set(INTRO_CONFIG_KEY.INTRO_ENQUIRY_PERIOD, [[period.start, period.end]]);
  else config.delete(INTRO_CONFIG_KEY.INTRO_ENQUIRY_PERIOD);
  return formatConfigString(config);
}

/** A sent enquiry, and a sent demo request. */
export type MockEnquiryMail = Extract<MockIntroMail, { kind: 'enquiry' }>;
export type MockDemoRequestMail = Extract<MockIntroMail, { kind: 'demo' }>;

/** The mails of a database the public site sent, oldest first, optionally of one kind (a copy). */
export function introMailsOf(db: MockDb, kind: 'enquiry'): MockEnquiryMail[];
export function introMailsOf(db: MockDb, kind: 'demo'): MockDemoRequestMail[];
export function introMailsOf(db: MockDb, kind?: MockIntroMail['kind']): MockIntroMail[];
export function introMailsOf(db: MockDb, kind?: MockIntroMail['kind']): MockIntroMail[] {
  return structuredClone(db.introMails.filter((mail) => kind === undefined || mail.kind === kind));
}

export const introArea: SeedArea = {
  name: 'intro',
  init: (db) => {
    db.introSetting = { cfg: '', enquiryPeriod: null };
    db.introMails = [];
  },
  seed: ({ db }) => {
    db.introSetting = { cfg: seedIntroCfg(), enquiryPeriod: SEED_ENQUIRY_PERIOD };
  },
};
