import { z } from '../zod.ts';
import { companySchema } from './company.ts';
import { int, opt } from './primitives.ts';
import { sessionUserSchema } from './user.ts';

/**
 * The token pair (foundation.md §3: "token (access_token, refresh_token)"). The snake_case names
 * are the spec's. assumed: the OAuth companions token_type and expires_in may come along.
 */
export const tokenSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: opt(z.string()),
  expires_in: opt(z.number()),
});
export type Token = z.infer<typeof tokenSchema>;

/**
 * The settings (`bodaSetting`). foundation.md §3 lists the keys only in words: "client setting,
 * front help site, lecture task, company auth key, base app spec, login display". assumed: these
 * camelCase names, all optional, values as text; unknown settings pass.
 */
export const bodaSettingSchema = z.looseObject({
  clientSetting: opt(z.string()),
  frontHelpSite: opt(z.string()),
  lectureTask: opt(z.string()),
  companyAuthKey: opt(z.string()),
  baseAppSpec: opt(z.string()),
  loginDisplay: opt(z.string()),
});
export type BodaSetting = z.infer<typeof bodaSettingSchema>;

/** Native-app data (foundation.md §3 "native-app data"): fields not shown, kept as given. */
export const nativeDataSchema = z.looseObject({});
export type NativeData = z.infer<typeof nativeDataSchema>;

/**
 * The login response (foundation.md §7: "Login responses carry token, rememberToken, user,
 * bodaCompany, bodaCfg, userTypeStr, bodaSetting and nativeData"). assumed: it travels in the
 * envelope's `result`; token, user, bodaCompany and bodaCfg are required, rememberToken only comes
 * with autoLogin, nativeData only for the native-app login.
 */
export const loginResponseSchema = z.looseObject({
  token: tokenSchema,
  rememberToken: opt(z.string()),
  user: sessionUserSchema,
  bodaCompany: companySchema,
  /** The configuration string (foundation.md §3), parsed by src/config. */
  bodaCfg: z.string(),
  /** The user-type string: WEB_USER_TYPE_AUTH-style pairs (foundation.md §6). */
  userTypeStr: opt(z.string()),
  bodaSetting: opt(bodaSettingSchema),
  nativeData: opt(nativeDataSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** reset-token (foundation.md §7: "/open/login/resetToken (returns token, bodaCfg, bodaSetting)"). */
export const resetTokenResponseSchema = z.looseObject({
  token: tokenSchema,
  bodaCfg: opt(z.string()),
  bodaSetting: opt(bodaSettingSchema),
});
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

/**
 * What the browser keeps (foundation.md §3 "Session data kept in browser storage"). The spec
 * lists the items in words; assumed: the login response's names, plus `emergencyMode`, the
 * number read from SYSTEM_EMERGENCY_MODE (1 = on, foundation.md §4).
 */
export const sessionDataSchema = z.strictObject({
  token: tokenSchema,
  rememberToken: opt(z.string()),
  user: sessionUserSchema,
  bodaCompany: companySchema,
  bodaCfg: z.string(),
  userTypeStr: opt(z.string()),
  bodaSetting: opt(bodaSettingSchema),
  nativeData: opt(nativeDataSchema),
  emergencyMode: opt(int),
});
export type SessionData = z.infer<typeof sessionDataSchema>;
