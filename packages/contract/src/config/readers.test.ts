import { describe, expect, it } from 'vitest';
import { type ConfigValue, parseConfigString } from './configString.ts';
import {
  funcUseAt,
  isEmergencyMode,
  readAppSpec,
  readBrandingImages,
  readBrandingText,
  readBrandTheme,
  readClientSetting,
  readEmergencyMode,
  readFileManual,
  readFuncUse,
  readHelpSite,
  readLoginDisplay,
  readPasswordPolicy,
  readRoomCategory,
  readSiteUrl,
  readSupportContacts,
  readUserTypeAuth,
} from './readers.ts';

function config(text: string): ConfigValue {
  const result = parseConfigString(text);
  if (!result.ok) throw new Error(`bad test input: ${result.error.message}`);
  return result.value;
}
const empty = config('');

describe('SYSTEM_EMERGENCY_MODE', () => {
  it('reads a number, 0 by default', () => {
    expect(readEmergencyMode(config('SYSTEM_EMERGENCY_MODE=1'))).toBe(1);
    expect(readEmergencyMode(config('SYSTEM_EMERGENCY_MODE=2'))).toBe(2);
    expect(readEmergencyMode(config('SYSTEM_EMERGENCY_MODE=on'))).toBe(0);
    expect(readEmergencyMode(empty)).toBe(0);
  });
  it('is on only at 1', () => {
    expect(isEmergencyMode(1)).toBe(true);
    expect(isEmergencyMode(0)).toBe(false);
    expect(isEmergencyMode(2)).toBe(false);
    expect(isEmergencyMode(null)).toBe(false);
  });
});

describe('WEB_USER_TYPE_AUTH', () => {
  it('maps user types to bits from type,bits pairs', () => {
    const map = readUserTypeAuth(config('WEB_USER_TYPE_AUTH=12,2048|11,2103296|3,2147489792'));
    expect([...map]).toEqual([
      [12, 2048],
      [11, 2103296],
      [3, 2147489792],
    ]);
  });
  it('skips unreadable pairs and lets a repeated type take its last bits', () => {
    const map = readUserTypeAuth(config('WEB_USER_TYPE_AUTH=12|x,1|11,2,3|13,8192|13,4096'));
    expect([...map]).toEqual([[13, 4096]]);
  });
  it('reads a signed 32-bit value as bit 31', () => {
    expect(readUserTypeAuth(config('WEB_USER_TYPE_AUTH=3,-2147483648')).get(3)).toBe(2 ** 31);
  });
  it('is empty when absent', () => {
    expect(readUserTypeAuth(empty).size).toBe(0);
  });
});

describe('WEB_FUNC_USE', () => {
  it('reads comma-separated positional flags, counted from 1', () => {
    const flags = readFuncUse(config('WEB_FUNC_USE=1,0,1,1,0,1'));
    expect(flags).toEqual([true, false, true, true, false, true]);
    expect(funcUseAt(flags, 1)).toBe(true);
    expect(funcUseAt(flags, 2)).toBe(false);
    expect(funcUseAt(flags, 6)).toBe(true);
    expect(funcUseAt(flags, 7)).toBe(false);
    expect(funcUseAt(flags, 0)).toBe(false);
  });
  it('takes any positive option value as on', () => {
    expect(readFuncUse(config('WEB_FUNC_USE=2,3,0,x,'))).toEqual([true, true, false, false, false]);
  });
  it('also reads a digit string (assumed)', () => {
    expect(readFuncUse(config('WEB_FUNC_USE=0110'))).toEqual([false, true, true, false]);
    expect(readFuncUse(config('WEB_FUNC_USE=1'))).toEqual([true]);
  });
  it('is all off when absent', () => {
    expect(readFuncUse(empty)).toEqual([]);
  });
});

describe('WEB_ROOM_CATEGORY_1 and WEB_ROOM_CATEGORY_3', () => {
  it('reads each category on its own, off by default', () => {
    const both = config('WEB_ROOM_CATEGORY_1=0&WEB_ROOM_CATEGORY_3=1');
    expect(readRoomCategory(both, 1)).toBe(false);
    expect(readRoomCategory(both, 3)).toBe(true);
    expect(readRoomCategory(config('WEB_ROOM_CATEGORY_1=2'), 1)).toBe(true);
    expect(readRoomCategory(empty, 3)).toBe(false);
  });
});

describe('WEB_FRONT_ACCOUNT_PWD_POLICY', () => {
  it('reads high or simple, high by default', () => {
    expect(readPasswordPolicy(config('WEB_FRONT_ACCOUNT_PWD_POLICY=simple'))).toBe('simple');
    expect(readPasswordPolicy(config('WEB_FRONT_ACCOUNT_PWD_POLICY=SIMPLE'))).toBe('simple');
    expect(readPasswordPolicy(config('WEB_FRONT_ACCOUNT_PWD_POLICY=high'))).toBe('high');
    expect(readPasswordPolicy(config('WEB_FRONT_ACCOUNT_PWD_POLICY=weak'))).toBe('high');
    expect(readPasswordPolicy(empty)).toBe('high');
  });
});

describe('WEB_FRONT_HELP_SITE', () => {
  it('reads an http(s) URL, null otherwise', () => {
    expect(readHelpSite(config('WEB_FRONT_HELP_SITE=https://help.example.com/faq'))).toBe(
      'https://help.example.com/faq',
    );
    expect(readHelpSite(config('WEB_FRONT_HELP_SITE=javascript:alert(1)'))).toBeNull();
    expect(readHelpSite(empty)).toBeNull();
  });

  // issue 16: the demo serves its help page itself, at a path of its own site.
  it('reads a path of this site too, and an empty value as no help link', () => {
    expect(readHelpSite(config('WEB_FRONT_HELP_SITE=/demo-pages/help.html'))).toBe(
      '/demo-pages/help.html',
    );
    expect(readHelpSite(config('WEB_FRONT_HELP_SITE='))).toBeNull();
    expect(readHelpSite(config('WEB_FRONT_HELP_SITE=//other.example.com/help'))).toBeNull();
  });
});

describe('WEB_SUPPORT_CONTACT (assumed key)', () => {
  it('reads phone, e-mail and chat link, each null when blank or unreadable', () => {
    expect(
      readSupportContacts(
        config('WEB_SUPPORT_CONTACT=+82 2-123-4567,help@edu.example.com,https://chat.example.com'),
      ),
    ).toEqual({
      phone: '+82 2-123-4567',
      email: 'help@edu.example.com',
      chatUrl: 'https://chat.example.com',
    });
    expect(
      readSupportContacts(config('WEB_SUPPORT_CONTACT=call us,not-an-email,javascript:x')),
    ).toEqual({ phone: null, email: null, chatUrl: null });
    expect(readSupportContacts(config('WEB_SUPPORT_CONTACT=1600-0000,,/help'))).toEqual({
      phone: '1600-0000',
      email: null,
      chatUrl: '/help',
    });
    expect(readSupportContacts(empty)).toEqual({ phone: null, email: null, chatUrl: null });
  });
});

describe('WEB_CLIENT_SETTING', () => {
  it('reads the platform code', () => {
    expect(readClientSetting(config('WEB_CLIENT_SETTING=1'))).toEqual({
      platform: 1,
      allowsApp: true,
      allowsWeb: false,
    });
    expect(readClientSetting(config('WEB_CLIENT_SETTING=2'))).toEqual({
      platform: 2,
      allowsApp: false,
      allowsWeb: true,
    });
    expect(readClientSetting(config('WEB_CLIENT_SETTING=3'))).toEqual({
      platform: 3,
      allowsApp: true,
      allowsWeb: true,
    });
  });
  it('is app only for anything else', () => {
    expect(readClientSetting(config('WEB_CLIENT_SETTING=9')).platform).toBe(1);
    expect(readClientSetting(empty).platform).toBe(1);
  });
});

describe('WEB_FRONT_LOGIN_DISPLAY', () => {
  it('maps the option values to login page modes', () => {
    expect(readLoginDisplay(config('WEB_FRONT_LOGIN_DISPLAY=0'))).toBe('notInUse');
    expect(readLoginDisplay(config('WEB_FRONT_LOGIN_DISPLAY=1'))).toBe('login');
    expect(readLoginDisplay(config('WEB_FRONT_LOGIN_DISPLAY=2'))).toBe('easy');
    expect(readLoginDisplay(config('WEB_FRONT_LOGIN_DISPLAY=3'))).toBe('experience');
  });
  it('is the plain login otherwise', () => {
    expect(readLoginDisplay(config('WEB_FRONT_LOGIN_DISPLAY=7'))).toBe('login');
    expect(readLoginDisplay(empty)).toBe('login');
  });
});

describe('WEB_FILE_MANUAL and BASE_APP_BODA_SPEC', () => {
  it('reads the manual, none when blank, 0 or absent', () => {
    expect(readFileManual(config('WEB_FILE_MANUAL=manual_v2.pdf'))).toBe('manual_v2.pdf');
    expect(readFileManual(config('WEB_FILE_MANUAL=0'))).toBeNull();
    expect(readFileManual(config('WEB_FILE_MANUAL='))).toBeNull();
    expect(readFileManual(empty)).toBeNull();
  });
  it('keeps the app spec text', () => {
    expect(readAppSpec(config('BASE_APP_BODA_SPEC=boda-2.3'))).toBe('boda-2.3');
    expect(readAppSpec(empty)).toBeNull();
  });
});

describe('BRANDING_WEB_IMG', () => {
  it('reads the known image commands into a set', () => {
    const images = readBrandingImages(
      config('BRANDING_WEB_IMG=MAIN_TOP_LOGO,LOGIN_BG,SPLASH|FAVICON'),
    );
    expect([...images].sort()).toEqual(['FAVICON', 'LOGIN_BG', 'MAIN_TOP_LOGO']);
    expect(images.has('LOGIN_LOGO')).toBe(false);
  });
  it('is empty when absent', () => {
    expect(readBrandingImages(empty).size).toBe(0);
  });
});

describe('BRANDING_WEB_TEXT', () => {
  it('reads title, description and keywords, with escaped commas kept', () => {
    expect(
      readBrandingText(config('BRANDING_WEB_TEXT=Math Lab,Live classes,math%2cacademy')),
    ).toEqual({ title: 'Math Lab', description: 'Live classes', keywords: 'math,academy' });
  });
  it('leaves blank or missing parts null', () => {
    expect(readBrandingText(config('BRANDING_WEB_TEXT=Math Lab,'))).toEqual({
      title: 'Math Lab',
      description: null,
      keywords: null,
    });
    expect(readBrandingText(empty)).toEqual({ title: null, description: null, keywords: null });
  });
});

describe('the web-site base url (assumed WEB_SITE_URL)', () => {
  it('reads an http(s) URL without trailing slashes', () => {
    expect(readSiteUrl(config('WEB_SITE_URL=https://edu.example.com/'))).toBe(
      'https://edu.example.com',
    );
    expect(readSiteUrl(config('WEB_SITE_URL=ftp://x'))).toBeNull();
    expect(readSiteUrl(empty)).toBeNull();
  });
});

describe('WEB_BRAND_THEME (assumed)', () => {
  it('reads a known brand, default otherwise', () => {
    expect(readBrandTheme(config('WEB_BRAND_THEME=campus'))).toBe('campus');
    expect(readBrandTheme(config('WEB_BRAND_THEME=high-contrast'))).toBe('high-contrast');
    expect(readBrandTheme(config('WEB_BRAND_THEME=neon'))).toBe('default');
    expect(readBrandTheme(empty)).toBe('default');
  });
});
