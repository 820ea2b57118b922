/**
 * The configuration keys foundation.md §3 names, byte for byte, plus the three it leaves unnamed
 * or does not have (all assumed).
 */
export const CONFIG_KEY = {
  SYSTEM_EMERGENCY_MODE: 'SYSTEM_EMERGENCY_MODE',
  WEB_USER_TYPE_AUTH: 'WEB_USER_TYPE_AUTH',
  WEB_FUNC_USE: 'WEB_FUNC_USE',
  WEB_ROOM_CATEGORY_1: 'WEB_ROOM_CATEGORY_1',
  WEB_ROOM_CATEGORY_3: 'WEB_ROOM_CATEGORY_3',
  WEB_FRONT_ACCOUNT_PWD_POLICY: 'WEB_FRONT_ACCOUNT_PWD_POLICY',
  WEB_FRONT_HELP_SITE: 'WEB_FRONT_HELP_SITE',
  WEB_CLIENT_SETTING: 'WEB_CLIENT_SETTING',
  WEB_FRONT_LOGIN_DISPLAY: 'WEB_FRONT_LOGIN_DISPLAY',
  WEB_FILE_MANUAL: 'WEB_FILE_MANUAL',
  BASE_APP_BODA_SPEC: 'BASE_APP_BODA_SPEC',
  BRANDING_WEB_IMG: 'BRANDING_WEB_IMG',
  BRANDING_WEB_TEXT: 'BRANDING_WEB_TEXT',
  /** foundation.md §3 lists "a web-site base url" without its key. assumed: WEB_SITE_URL. */
  WEB_SITE_URL: 'WEB_SITE_URL',
  /** Not in the spec. assumed: names the token brand (theme) of the institution. */
  WEB_BRAND_THEME: 'WEB_BRAND_THEME',
  /**
   * Not in the spec. assumed: the institution's own contacts for the error pages (screens.md
   * §2.6 "contacts (phone {phone}, support {email}, chat link)" names no source).
   */
  WEB_SUPPORT_CONTACT: 'WEB_SUPPORT_CONTACT',
} as const;
export type ConfigKey = (typeof CONFIG_KEY)[keyof typeof CONFIG_KEY];
