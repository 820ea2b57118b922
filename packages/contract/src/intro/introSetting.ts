import { type ConfigValue, parseConfigString } from '../config/configString.ts';
import { readLink } from '../config/readValues.ts';
import { isValidEmail } from '../validation/contact.ts';

/**
 * The public site's configuration (`/open/serviceIntro` INTRO_SETTING "returns cfg", foundation.md
 * §7), written in the configuration-string format of §3. The spec names none of its keys; every
 * key here is assumed. The enquiry e-mail's recipients and sender come from this reply and never
 * from the browser's own code (issue 23 item 4).
 */
export const INTRO_CONFIG_KEY = {
  /** assumed: one group, the addresses that receive enquiries and demo requests. */
  INTRO_MAIL_RECIPIENTS: 'INTRO_MAIL_RECIPIENTS',
  /** assumed: the sender address of those mails. */
  INTRO_MAIL_SENDER: 'INTRO_MAIL_SENDER',
  /** assumed: `start,end` (YYYY-MM-DD) of the period in which enquiries are taken. */
  INTRO_ENQUIRY_PERIOD: 'INTRO_ENQUIRY_PERIOD',
  /** assumed: `phone,email,hours` of the customer center. */
  INTRO_CONTACT: 'INTRO_CONTACT',
  /** assumed: `company,representative,business number,address` for the footer's legal lines. */
  INTRO_COMPANY: 'INTRO_COMPANY',
  /** assumed: groups of `name,url`, the social links of the footer. */
  INTRO_SOCIAL: 'INTRO_SOCIAL',
} as const;

/** screens.md §9: "Enquiry date range default ends 2025-08-31". assumed: it starts open. */
export const ENQUIRY_PERIOD_DEFAULT_END = '2025-08-31';

export const INTRO_SOCIAL_NAMES = ['blog', 'instagram', 'youtube', 'kakao'] as const;
export type IntroSocialName = (typeof INTRO_SOCIAL_NAMES)[number];

export interface IntroSetting {
  mailRecipients: string[];
  mailSender: string | null;
  /** Inclusive dates `YYYY-MM-DD`; `start` null means open since ever. */
  enquiryPeriod: { start: string | null; end: string };
  contact: { phone: string | null; email: string | null; hours: string | null };
  company: {
    name: string | null;
    representative: string | null;
    businessNumber: string | null;
    address: string | null;
  };
  social: { name: IntroSocialName; url: string }[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[\d\s()-]*\d[\d\s()-]*$/;
const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Reads a parsed configuration; a part that is missing or unreadable is left out. */
export function readIntroSetting(config: ConfigValue): IntroSetting {
  const first = (key: string) => config.get(key)?.[0] ?? [];
  const recipients = first(INTRO_CONFIG_KEY.INTRO_MAIL_RECIPIENTS)
    .map((address) => address.trim())
    .filter(isValidEmail);
  const sender = text(first(INTRO_CONFIG_KEY.INTRO_MAIL_SENDER)[0]);
  const [start, end] = first(INTRO_CONFIG_KEY.INTRO_ENQUIRY_PERIOD).map((part) => part.trim());
  const [phone, email, hours] = first(INTRO_CONFIG_KEY.INTRO_CONTACT);
  const [name, representative, businessNumber, address] = first(INTRO_CONFIG_KEY.INTRO_COMPANY);
  const social = (config.get(INTRO_CONFIG_KEY.INTRO_SOCIAL) ?? []).flatMap(([kind, url]) => {
    const link = readLink(url?.trim());
    const known = INTRO_SOCIAL_NAMES.find((candidate) => candidate === kind?.trim());
    return known && link ? [{ name: known, url: link }] : [];
  });
  return {
    mailRecipients: recipients,
    mailSender: sender && isValidEmail(sender) ? sender : null,
    enquiryPeriod: {
      start: start && DATE.test(start) ? start : null,
      end: end && DATE.test(end) ? end : ENQUIRY_PERIOD_DEFAULT_END,
    },
    contact: {
      phone: phone && PHONE.test(phone.trim()) ? phone.trim() : null,
      email: email && isValidEmail(email.trim()) ? email.trim() : null,
      hours: text(hours),
    },
    company: {
      name: text(name),
      representative: text(representative),
      businessNumber: text(businessNumber),
      address: text(address),
    },
    social,
  };
}

/** The public site's setting from INTRO_SETTING's `cfg`; an unreadable string reads as empty. */
export function introSettingFromCfg(cfg: string): IntroSetting {
  const parsed = parseConfigString(cfg);
  return readIntroSetting(parsed.ok ? parsed.value : new Map());
}

/** Whether an enquiry sent on `today` (YYYY-MM-DD, the academy's date) falls in the period. */
export function isEnquiryOpen(
  setting: Pick<IntroSetting, 'enquiryPeriod'>,
  today: string,
): boolean {
  const { start, end } = setting.enquiryPeriod;
  return (start === null || today >= start) && today <= end;
}
