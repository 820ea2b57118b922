import { OPTION_VALUE, PLATFORM, type Platform } from '../codes/settings.ts';
import { toWebAuthBits } from '../codes/webAuth.ts';
import { isValidEmail } from '../validation/contact.ts';
import type { ConfigValue } from './configString.ts';
import { CONFIG_KEY } from './keys.ts';
import { firstValue, readHttpUrl, readInteger, readLink, readText } from './readValues.ts';

/**
 * Typed readers, one per key of foundation.md §3. Each is total: a key that is absent or
 * unreadable gives its default, so a half-broken configuration still yields a working page.
 */

/** SYSTEM_EMERGENCY_MODE values: foundation.md §4/§9 only give meaning to 1. */
export const EMERGENCY_MODE = { OFF: 0, ON: 1 } as const;

/** SYSTEM_EMERGENCY_MODE "read as a number"; default 0 (off). */
export function readEmergencyMode(config: ConfigValue): number {
  return readInteger(firstValue(config, CONFIG_KEY.SYSTEM_EMERGENCY_MODE)) ?? EMERGENCY_MODE.OFF;
}

/** foundation.md §4: "when the value is 1" the emergency (disaster) mode is on. */
export function isEmergencyMode(mode: number | null | undefined): boolean {
  return mode === EMERGENCY_MODE.ON;
}

/**
 * WEB_USER_TYPE_AUTH: "pairs of type,bits separated by |" (foundation.md §6), so
 * `12,2048|11,2103296` maps student -> 2048, teacher -> 2103296.
 * assumed: a group that is not exactly two integers is skipped (the others still count); a type
 * given twice takes its last bits; bits are read like `webAuth` (see toWebAuthBits).
 */
export function readUserTypeAuth(config: ConfigValue): ReadonlyMap<number, number> {
  const map = new Map<number, number>();
  for (const group of config.get(CONFIG_KEY.WEB_USER_TYPE_AUTH) ?? []) {
    if (group.length !== 2) continue;
    const type = readInteger(group[0]);
    const bits = readInteger(group[1]);
    if (type === undefined || bits === undefined) continue;
    map.set(type, toWebAuthBits(bits));
  }
  return map;
}

/**
 * WEB_FUNC_USE "positional flags" (foundation.md §3), counted from 1 (screens.md §6 "third",
 * "fourth"). Index 0 of the result is position 1.
 * assumed layout: one group of comma-separated values (`1,0,1,1,0,1`); a value is on when it is
 * a positive integer (the option values 1 used, 2 easy, 3 experimental all mean "in use").
 * Also assumed, for robustness: a single value made only of 0 and 1 and longer than one
 * character (`101101`) is read digit by digit, the other way such flags are commonly written.
 * Missing positions are off, so an absent key turns every feature off.
 */
export function readFuncUse(config: ConfigValue): readonly boolean[] {
  const values = config.get(CONFIG_KEY.WEB_FUNC_USE)?.[0] ?? [];
  const only = values.length === 1 ? values[0] : undefined;
  const digits = only !== undefined && /^[01]{2,}$/.test(only) ? [...only] : values;
  return digits.map((value) => (readInteger(value) ?? 0) > 0);
}

/** Whether WEB_FUNC_USE position `position` (counted from 1) is on. */
export function funcUseAt(flags: readonly boolean[], position: number): boolean {
  return flags[position - 1] === true;
}

/**
 * WEB_ROOM_CATEGORY_1 / WEB_ROOM_CATEGORY_3: whether room kinds 1 (meeting) and 3 (homework) are
 * in use (foundation.md §2: homework tabs need "room category 3").
 * assumed: an option value (foundation.md §9), on when positive; absent means off.
 */
export function readRoomCategory(config: ConfigValue, category: 1 | 3): boolean {
  const key = category === 1 ? CONFIG_KEY.WEB_ROOM_CATEGORY_1 : CONFIG_KEY.WEB_ROOM_CATEGORY_3;
  return (readInteger(firstValue(config, key)) ?? OPTION_VALUE.NOT_USED) > 0;
}

export const PASSWORD_POLICIES = ['high', 'simple'] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

/**
 * WEB_FRONT_ACCOUNT_PWD_POLICY, "high or simple". assumed: read case-insensitively; anything
 * else, or absent, is 'high' (the stricter rule cannot let a weak password through).
 */
export function readPasswordPolicy(config: ConfigValue): PasswordPolicy {
  const text = firstValue(config, CONFIG_KEY.WEB_FRONT_ACCOUNT_PWD_POLICY)?.trim().toLowerCase();
  return text === 'simple' ? 'simple' : 'high';
}

/**
 * WEB_FRONT_HELP_SITE: the help link of the header and error pages, an http(s) URL or a path of
 * this site (see readLink); null when blank or not usable, and the link is not shown.
 */
export function readHelpSite(config: ConfigValue): string | null {
  return readLink(firstValue(config, CONFIG_KEY.WEB_FRONT_HELP_SITE)) ?? null;
}

/** The institution's contacts of the error pages; a part it does not give is null. */
export interface InstitutionContacts {
  phone: string | null;
  email: string | null;
  chatUrl: string | null;
}

/** A phone number as people write it: digits with spaces, dashes, brackets, a leading +. */
const CONTACT_PHONE = /^\+?[\d\s()-]*\d[\d\s()-]*$/;

/**
 * WEB_SUPPORT_CONTACT (assumed key): one group `phone,email,chat link`. A blank or unreadable
 * part is null, so a page shows only the contacts that lead somewhere.
 */
export function readSupportContacts(config: ConfigValue): InstitutionContacts {
  const [phone, email, chatUrl] = (config.get(CONFIG_KEY.WEB_SUPPORT_CONTACT)?.[0] ?? []).map(
    (part) => part.trim(),
  );
  return {
    phone: phone && CONTACT_PHONE.test(phone) ? phone : null,
    email: email && isValidEmail(email) ? email : null,
    chatUrl: readLink(chatUrl) ?? null,
  };
}

export interface ClientSetting {
  platform: Platform;
  /** The native client may be used: the header's download button, the install modal. */
  allowsApp: boolean;
  /** Classes may be entered on the web ("open on web when allowed", screens.md §4). */
  allowsWeb: boolean;
}

/**
 * WEB_CLIENT_SETTING "(app, app plus web, and others)". assumed: the platform code of
 * foundation.md §9 (1 app, 2 web, 3 both); anything else, or absent, is app only, the product's
 * primary way into a class.
 */
export function readClientSetting(config: ConfigValue): ClientSetting {
  const code = readInteger(firstValue(config, CONFIG_KEY.WEB_CLIENT_SETTING));
  const platform: Platform = code === PLATFORM.WEB || code === PLATFORM.BOTH ? code : PLATFORM.APP;
  return {
    platform,
    allowsApp: platform !== PLATFORM.WEB,
    allowsWeb: platform !== PLATFORM.APP,
  };
}

/** The login page modes the configuration chooses (the page adds browser and loading modes). */
export const LOGIN_DISPLAY = {
  NOT_IN_USE: 'notInUse',
  LOGIN: 'login',
  EASY: 'easy',
  EXPERIENCE: 'experience',
} as const;
export type LoginDisplay = (typeof LOGIN_DISPLAY)[keyof typeof LOGIN_DISPLAY];

/**
 * WEB_FRONT_LOGIN_DISPLAY. assumed: an option value of foundation.md §9, whose four entries match
 * four of the login page modes of §2: 0 not used -> not in use, 1 used -> login, 2 easy -> easy,
 * 3 experimental -> experience. Anything else, or absent, is the plain login.
 */
export function readLoginDisplay(config: ConfigValue): LoginDisplay {
  switch (readInteger(firstValue(config, CONFIG_KEY.WEB_FRONT_LOGIN_DISPLAY))) {
    case OPTION_VALUE.NOT_USED:
      return LOGIN_DISPLAY.NOT_IN_USE;
    case OPTION_VALUE.EASY:
      return LOGIN_DISPLAY.EASY;
    case OPTION_VALUE.EXPERIMENTAL:
      return LOGIN_DISPLAY.EXPERIENCE;
    default:
      return LOGIN_DISPLAY.LOGIN;
  }
}

/**
 * WEB_FILE_MANUAL. assumed: the name (or address) of the institution's manual file, downloaded
 * through `/open/app/manual` MANUAL; blank, '0' or absent means there is no manual, so the
 * login page hides its manual button.
 */
export function readFileManual(config: ConfigValue): string | null {
  const text = readText(firstValue(config, CONFIG_KEY.WEB_FILE_MANUAL));
  return text === undefined || text === '0' ? null : text;
}

/**
 * BASE_APP_BODA_SPEC, the "base app spec" of the settings. The spec shows no format. assumed:
 * kept as the text of its first value for the native-client launch; null when blank.
 */
export function readAppSpec(config: ConfigValue): string | null {
  return readText(firstValue(config, CONFIG_KEY.BASE_APP_BODA_SPEC)) ?? null;
}

/**
 * The branding images an institution may have: the /branding/image commands of foundation.md
 * §7, byte for byte, plus FAVICON (assumed: screens.md §3 keeps a favicon in the branding meta).
 */
export const BRANDING_IMAGE = {
  MAIN_TOP_LOGO: 'MAIN_TOP_LOGO',
  LOGIN_TOP_LOGO: 'LOGIN_TOP_LOGO',
  LOGIN_LOGO: 'LOGIN_LOGO',
  LOGIN_BG: 'LOGIN_BG',
  FAVICON: 'FAVICON',
} as const;
export type BrandingImage = (typeof BRANDING_IMAGE)[keyof typeof BRANDING_IMAGE];

/**
 * BRANDING_WEB_IMG. assumed format: the commands of the images the institution has uploaded,
 * comma-separated (`MAIN_TOP_LOGO,LOGIN_BG`); values in further groups count too; unknown
 * names are ignored. Absent means none: the page shows the product's own images.
 */
export function readBrandingImages(config: ConfigValue): ReadonlySet<BrandingImage> {
  const known = new Set<string>(Object.values(BRANDING_IMAGE));
  const names = (config.get(CONFIG_KEY.BRANDING_WEB_IMG) ?? []).flat();
  return new Set(names.filter((name): name is BrandingImage => known.has(name)));
}

export interface BrandingText {
  title: string | null;
  description: string | null;
  keywords: string | null;
}

/**
 * BRANDING_WEB_TEXT "(title, description, keywords)". assumed layout: one group
 * `title,description,keywords`; a comma inside a value is escaped as %2c, so keywords keep
 * theirs (`math%2cacademy` -> 'math,academy', ready for the keywords meta tag). Blank or absent
 * parts are null: the page keeps the product's own text for them.
 */
export function readBrandingText(config: ConfigValue): BrandingText {
  const [title, description, keywords] = config.get(CONFIG_KEY.BRANDING_WEB_TEXT)?.[0] ?? [];
  return {
    title: readText(title) ?? null,
    description: readText(description) ?? null,
    keywords: readText(keywords) ?? null,
  };
}

/**
 * The web-site base url (key assumed WEB_SITE_URL), without trailing slashes so that paths can
 * be appended (assumed). Null when absent or not an http(s) URL.
 */
export function readSiteUrl(config: ConfigValue): string | null {
  return readHttpUrl(firstValue(config, CONFIG_KEY.WEB_SITE_URL))?.replace(/\/+$/, '') ?? null;
}

/**
 * The token brands an institution may choose. They must match the brand ids of @platform/tokens
 * (src/brands.ts); the contract imports nothing of ours, so the list is repeated here.
 */
export const BRAND_THEMES = ['default', 'campus', 'high-contrast'] as const;
export type BrandTheme = (typeof BRAND_THEMES)[number];

/** WEB_BRAND_THEME (assumed key): the institution's brand; unknown or absent is 'default'. */
export function readBrandTheme(config: ConfigValue): BrandTheme {
  const text = firstValue(config, CONFIG_KEY.WEB_BRAND_THEME)?.trim();
  return BRAND_THEMES.find((theme) => theme === text) ?? 'default';
}
