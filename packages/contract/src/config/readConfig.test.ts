import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_READING, readConfigString } from './readConfig.ts';

describe('readConfigString', () => {
  it('reads every key of a full configuration', () => {
    const text = [
      'SYSTEM_EMERGENCY_MODE=1',
      'WEB_USER_TYPE_AUTH=12,2048|11,2103296',
      'WEB_FUNC_USE=1,1,0,1,0,1',
      'WEB_ROOM_CATEGORY_1=1',
      'WEB_ROOM_CATEGORY_3=1',
      'WEB_FRONT_ACCOUNT_PWD_POLICY=simple',
      'WEB_FRONT_HELP_SITE=https://help.example.com',
      'WEB_CLIENT_SETTING=3',
      'WEB_FRONT_LOGIN_DISPLAY=2',
      'WEB_FILE_MANUAL=manual.pdf',
      'BASE_APP_BODA_SPEC=spec-1',
      'BRANDING_WEB_IMG=LOGIN_BG',
      'BRANDING_WEB_TEXT=T,D,K',
      'WEB_SITE_URL=https://edu.example.com',
      'WEB_BRAND_THEME=campus',
      'WEB_SUPPORT_CONTACT=02-123-4567,help@edu.example.com,/help',
    ].join('&');
    const { config, error } = readConfigString(text);
    expect(error).toBeNull();
    expect(config).toEqual({
      emergencyMode: 1,
      userTypeAuth: new Map([
        [12, 2048],
        [11, 2103296],
      ]),
      funcUse: [true, true, false, true, false, true],
      roomCategory1: true,
      roomCategory3: true,
      passwordPolicy: 'simple',
      helpSite: 'https://help.example.com',
      clientSetting: { platform: 3, allowsApp: true, allowsWeb: true },
      loginDisplay: 'easy',
      fileManual: 'manual.pdf',
      appSpec: 'spec-1',
      brandingImages: new Set(['LOGIN_BG']),
      brandingText: { title: 'T', description: 'D', keywords: 'K' },
      siteUrl: 'https://edu.example.com',
      brandTheme: 'campus',
      contacts: { phone: '02-123-4567', email: 'help@edu.example.com', chatUrl: '/help' },
    });
  });
  it('gives safe defaults for an empty or absent configuration', () => {
    expect(readConfigString(null)).toEqual({ config: DEFAULT_CONFIG_READING, error: null });
    expect(DEFAULT_CONFIG_READING).toEqual({
      emergencyMode: 0,
      userTypeAuth: new Map(),
      funcUse: [],
      roomCategory1: false,
      roomCategory3: false,
      passwordPolicy: 'high',
      helpSite: null,
      clientSetting: { platform: 1, allowsApp: true, allowsWeb: false },
      loginDisplay: 'login',
      fileManual: null,
      appSpec: null,
      brandingImages: new Set(),
      brandingText: { title: null, description: null, keywords: null },
      siteUrl: null,
      brandTheme: 'default',
      contacts: { phone: null, email: null, chatUrl: null },
    });
  });
  it('reads a faulty string as the defaults and returns the fault', () => {
    const { config, error } = readConfigString('SYSTEM_EMERGENCY_MODE=1&WEB_FRONT_HELP_SITE=a%20b');
    expect(config).toBe(DEFAULT_CONFIG_READING);
    expect(error?.position).toBe(45);
  });
});
