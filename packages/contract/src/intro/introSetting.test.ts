import { describe, expect, it } from 'vitest';
import { formatConfigString } from '../config/configString.ts';
import { ENQUIRY_PERIOD_DEFAULT_END, introSettingFromCfg, isEnquiryOpen } from './introSetting.ts';

const cfg = formatConfigString({
  INTRO_MAIL_RECIPIENTS: [
    ['desk@academy.example.com', 'not an address', 'head@academy.example.com'],
  ],
  INTRO_MAIL_SENDER: [['noreply@academy.example.com']],
  INTRO_ENQUIRY_PERIOD: [['2026-03-01', '2027-02-28']],
  INTRO_CONTACT: [['02-555-0100', 'desk@academy.example.com', '평일 14:00-22:00']],
  INTRO_COMPANY: [['수학학원', '김대표', '123-45-67890', '서울시 강남구']],
  INTRO_SOCIAL: [
    ['blog', 'https://blog.example.com/academy'],
    ['instagram', 'javascript:alert(1)'],
    ['fax', 'https://fax.example.com'],
  ],
});

describe('the public site setting of INTRO_SETTING (assumed keys)', () => {
  it('reads recipients, sender, period, contacts, company and social links', () => {
    const setting = introSettingFromCfg(cfg);
    expect(setting.mailRecipients).toEqual([
      'desk@academy.example.com',
      'head@academy.example.com',
    ]);
    expect(setting.mailSender).toBe('noreply@academy.example.com');
    expect(setting.enquiryPeriod).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(setting.contact.phone).toBe('02-555-0100');
    expect(setting.company.name).toBe('수학학원');
    // A link of another scheme and an unknown network are left out, not shown.
    expect(setting.social).toEqual([{ name: 'blog', url: 'https://blog.example.com/academy' }]);
  });

  it('falls back to the spec’s period end and to nothing for an empty or broken string', () => {
    for (const text of ['', 'A=1&&B']) {
      const setting = introSettingFromCfg(text);
      expect(setting.mailRecipients).toEqual([]);
      expect(setting.mailSender).toBeNull();
      expect(setting.enquiryPeriod).toEqual({ start: null, end: ENQUIRY_PERIOD_DEFAULT_END });
    }
  });

  it('takes enquiries from the first to the last day of the period, both included', () => {
    const setting = introSettingFromCfg(cfg);
    expect(isEnquiryOpen(setting, '2026-02-28')).toBe(false);
    expect(isEnquiryOpen(setting, '2026-03-01')).toBe(true);
    expect(isEnquiryOpen(setting, '2027-02-28')).toBe(true);
    expect(isEnquiryOpen(setting, '2027-03-01')).toBe(false);
  });
});
