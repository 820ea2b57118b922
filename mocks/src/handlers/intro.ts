import {
  type EnquiryMail,
  formatWireDate,
  formatWireDateTime,
  introMailAddresses,
  introSettingFromCfg,
  isEnquiryOpen,
  readDemoRequestMailText,
  readEnquiryMailText,
  validateDemoRequest,
  validateEnquiry,
} from '@platform/contract';
import { ok } from '../api.ts';
import {
  introCfgOn,
  introMailsOf,
  type MockDemoRequestMail,
  type MockEnquiryMail,
  type MockIntroMail,
} from '../db/areas/intro.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implement, refuse } from '../server/router.ts';

/**
 * The public site's calls (foundation.md §7 `/open/serviceIntro`; issue 23 item 8): its setting
 * and its two mails. Decided here, each assumed (the spec shows the mail's fields only):
 * - INTRO_SETTING answers the one academy's setting, whatever `companyId` says.
 * - A mail goes to the configured recipients from the configured sender only: the browser cannot
 *   choose where mail goes. Anything else is WB-400-212 (bad request parameter), as is a text that
 *   is not the contract's layout, an enquiry the form's rules refuse (validateEnquiry, the grid's
 *   rules included), a name or phone that is not the text's, a blank subject, and an enquiry sent
 *   outside the configured enquiry period (the demo request has no period).
 * - What was taken is kept in `db.introMails` with what the text said, for the tests.
 */

/** The mails the public site sent, oldest first (a copy); `window.platformMocks` has it in the demo. */
export function sentIntroMails(kind: 'enquiry'): MockEnquiryMail[];
export function sentIntroMails(kind: 'demo'): MockDemoRequestMail[];
export function sentIntroMails(kind?: MockIntroMail['kind']): MockIntroMail[];
export function sentIntroMails(kind?: MockIntroMail['kind']): MockIntroMail[] {
  return introMailsOf(db, kind);
}

/** The academy's setting as INTRO_SETTING answers it now, read the way the site reads it. */
function settingNow(now: Date) {
  return introSettingFromCfg(introCfgOn(db.introSetting, now));
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length &&
  a.every((item) => b.includes(item)) &&
  b.every((item) => a.includes(item));

/** Recipients and sender exactly the configured ones, a subject, and the sender's own phone. */
function checkAddressing(request: EnquiryMail, setting: ReturnType<typeof settingNow>): void {
  const addresses = introMailAddresses(setting) ?? refuse(MOCK_ERROR.badRequest);
  if (!sameList(request.recipients, addresses.recipients)) refuse(MOCK_ERROR.badRequest);
  if (request.sender !== addresses.sender) refuse(MOCK_ERROR.badRequest);
  if (request.subject.trim() === '') refuse(MOCK_ERROR.badRequest);
}

function checkSender(request: EnquiryMail, written: { name: string; phone: string }): void {
  if (
    request.name !== written.name ||
    request.phone !== written.phone ||
    request.senderPhone !== written.phone
  ) {
    refuse(MOCK_ERROR.badRequest);
  }
}

export const introImplementations = [
  implement('openServiceIntro.INTRO_SETTING', () =>
    ok({ cfg: introCfgOn(db.introSetting, new Date()) }),
  ),

  implement('openServiceIntroMail.SEND_MAIL', ({ fields }) => {
    const now = new Date();
    const setting = settingNow(now);
    checkAddressing(fields, setting);
    const read = readEnquiryMailText(fields.textContent) ?? refuse(MOCK_ERROR.badRequest);
    if (validateEnquiry(read.enquiry, { individualPace: read.individualPace }).length > 0)
      refuse(MOCK_ERROR.badRequest);
    checkSender(fields, read.enquiry);
    if (!isEnquiryOpen(setting, formatWireDate(now))) refuse(MOCK_ERROR.badRequest);
    db.introMails.push({
      kind: 'enquiry',
      mailIdx: nextIdx(db, 'introMailIdx'),
      request: structuredClone(fields),
      enquiry: read.enquiry,
      individualPace: read.individualPace,
      sentDatetime: formatWireDateTime(now),
    });
    return ok(null);
  }),

  implement('openServiceIntroDemo.INTRO_DEMO_SEND_MAIL', ({ fields }) => {
    const now = new Date();
    checkAddressing(fields, settingNow(now));
    const demoRequest =
      readDemoRequestMailText(fields.textContent) ?? refuse(MOCK_ERROR.badRequest);
    if (validateDemoRequest(demoRequest).length > 0) refuse(MOCK_ERROR.badRequest);
    checkSender(fields, demoRequest);
    db.introMails.push({
      kind: 'demo',
      mailIdx: nextIdx(db, 'introMailIdx'),
      request: structuredClone(fields),
      demoRequest,
      sentDatetime: formatWireDateTime(now),
    });
    return ok(null);
  }),
];
