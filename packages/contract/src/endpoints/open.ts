import { userTypeValue } from '../schemas/codeValues.ts';
import { brandingMetaSchema, companySchema } from '../schemas/company.ts';
import { enquiryMailSchema } from '../schemas/enquiry.ts';
import { envelope } from '../schemas/envelope.ts';
import { opt, pagingQuery, wireBool, wireInt } from '../schemas/primitives.ts';
import {
  bodaSettingSchema,
  loginResponseSchema,
  resetTokenResponseSchema,
  tokenSchema,
} from '../schemas/session.ts';
import { z } from '../zod.ts';
import { type EndpointGroup, get, post } from './define.ts';
import { inviteLookupQuery, inviteLookupReply } from './inviteLookup.ts';
import { fileInfoQuery, fileInfoReply, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Open calls';

/**
 * The branding images, one command each (foundation.md §7, screens.md §7 Company). assumed:
 * FAVICON is a fifth command: screens.md §3 keeps a favicon in the branding meta and §7 lists a
 * favicon beside the branding images without naming its call (the config readers' BRANDING_IMAGE
 * has it too).
 */
export const BRANDING_IMAGE_COMMANDS = [
  'MAIN_TOP_LOGO',
  'LOGIN_TOP_LOGO',
  'LOGIN_LOGO',
  'LOGIN_BG',
  'FAVICON',
] as const;
export type BrandingImageCommand = (typeof BRANDING_IMAGE_COMMANDS)[number];

/**
 * The SSO sign-in commands of POST /open/login/loginSso (foundation.md §7). "The code or token is
 * sent for the code and token variants": SIGN_IN_GNE sends the code (screens.md §2.2 /sso/gne),
 * SIGN_IN the token (/sso/login), SIGN_IN_DACHAEUM nothing ("calls sign-in with no payload").
 * assumed: SIGN_IN_APP (the native-app login) sends the token too.
 */
export const SSO_SIGN_IN_COMMANDS = [
  'SIGN_IN',
  'SIGN_IN_GNE',
  'SIGN_IN_DACHAEUM',
  'SIGN_IN_APP',
] as const;
export type SsoSignInCommand = (typeof SSO_SIGN_IN_COMMANDS)[number];

const ssoRequests = {
  SIGN_IN: z.strictObject({ token: z.string().check(z.minLength(1)) }),
  SIGN_IN_GNE: z.strictObject({ code: z.string().check(z.minLength(1)) }),
  SIGN_IN_DACHAEUM: z.strictObject({}),
  SIGN_IN_APP: z.strictObject({ token: z.string().check(z.minLength(1)) }),
} as const satisfies Record<SsoSignInCommand, z.ZodMiniType>;

const loginReply = envelope(loginResponseSchema);
const byCompanyId = z.strictObject({ companyId: z.string().check(z.minLength(1)) });

/** The company configuration (foundation.md §7: "returns cfg, bodaSetting"; screens.md §7 adds company). */
const companyConfigReply = envelope(
  z.looseObject({
    cfg: z.string(),
    bodaSetting: opt(bodaSettingSchema),
    company: opt(companySchema),
  }),
);

/**
 * Where the branding images are (an <img> or a CSS url() fetches them with no client in between).
 * assumed: foundation.md §7 writes "/branding/image" below /open/company/branding.
 */
export const BRANDING_IMAGE_PATH = '/open/company/branding/image';

/** A branding image by company (foundation.md §7 "plus companyId"). */
const brandingImage = (command: BrandingImageCommand) =>
  get(BRANDING_IMAGE_PATH, command, {
    request: z.strictObject({
      companyId: z.string().check(z.minLength(1)),
      timestamp: z.optional(wireInt),
    }),
    reply: 'file',
    spec: `${spec}; screens.md §7 Company`,
    assumed:
      'foundation.md §7 writes "/branding/image" below /open/company/branding: read as /open/company/branding/image',
  });

/**
 * The join and open calls of the invite page (POST /open/room; foundation.md §7 "returns
 * bodaAppMsg"). Fields not shown; assumed: what the invite form collects (screens.md §2.2:
 * nickname, user type, organisation, and the code or the room title).
 */
const joinInfoRequest = z.strictObject({
  companyIdx: z.optional(z.number().check(z.int())),
  companyId: z.optional(z.string()),
  inviteCode: z.optional(z.string().check(z.regex(/^\d{9}$/))),
  roomCode: z.optional(z.string()),
  meetIdx: z.optional(z.number().check(z.int())),
  nickName: z.optional(z.string().check(z.maxLength(32))),
  userType: z.optional(userTypeValue),
  meetPwd: z.optional(z.string()),
  roomTitle: z.optional(z.string().check(z.maxLength(100))),
});
const joinInfoReply = envelope(z.looseObject({ bodaAppMsg: opt(z.string()) }));

export const openEndpoints = {
  'openApp.DOWNLOAD_CLIENT': get('/open/app/bodaApp', 'DOWNLOAD_CLIENT', {
    request: z.strictObject({
      companyId: z.optional(z.string()),
      clientType: z.optional(z.string()),
    }),
    response: envelope(z.looseObject({ downloadLink: z.string() })),
    spec,
    assumed: 'downloadLink travels inside result; companyId and clientType choose the installer',
  }),
  'openAppManual.MANUAL': get('/open/app/manual', 'MANUAL', {
    request: z.extend(byCompanyId, { timestamp: z.optional(wireInt) }),
    response: fileInfoReply,
    spec: `${spec}; foundation.md §7 File downloads`,
    assumed: 'MANUAL is the file-info step of the manual download',
  }),
  'openAppManual.DOWNLOAD_FILE': get('/open/app/manual', 'DOWNLOAD_FILE', {
    request: z.extend(fileInfoQuery, { companyId: z.optional(z.string()) }),
    reply: 'file',
    spec: 'foundation.md §7 File downloads ("except for the manual": no bearer)',
    assumed: 'the second step of the manual is DOWNLOAD_FILE on /open/app/manual',
  }),
  'openCompany.GET_ID_NORMAL': get('/open/company', 'GET_ID_NORMAL', {
    request: z.strictObject({ companyId: z.optional(z.string()), companyIdx: z.optional(wireInt) }),
    response: envelope(companySchema),
    spec: `${spec}; screens.md §7 Company ("check by companyId")`,
  }),
  'openCompany.LIST_NORMAL': get('/open/company', 'LIST_NORMAL', {
    request: z.strictObject({
      ...pagingQuery,
      searchKeyword: z.optional(z.string()),
      order: z.optional(z.string()),
    }),
    response: envelope(companySchema),
    spec: `${spec} ("Company search sends searchKeyword ... returns a content list"); screens.md §7 Company ("list ordered by companyId ascending")`,
  }),
  'openCompanyLoginInfo.LOGIN_INFO': get('/open/company/loginInfo', 'LOGIN_INFO', {
    request: z.strictObject({
      companyIdx: z.optional(wireInt),
      companyId: z.optional(z.string()),
      language: z.optional(z.enum(['ko', 'en'])),
    }),
    response: companyConfigReply,
    spec: `${spec} ("returns cfg, bodaSetting"; "fetched by companyIdx or companyId plus language")`,
    assumed: 'a GET (the spec gives no method); the fields inside result',
  }),
  'openCompanyBranding.GET': get('/open/company/branding', 'GET', {
    request: byCompanyId,
    response: envelope(brandingMetaSchema),
    spec: `${spec}; screens.md §3 Company (branding meta), §7 ("favicon")`,
    assumed:
      '"/open/company/branding GET" read as method GET with command GET; result is the branding meta',
  }),
  'openCompanyBrandingImage.MAIN_TOP_LOGO': brandingImage('MAIN_TOP_LOGO'),
  'openCompanyBrandingImage.LOGIN_TOP_LOGO': brandingImage('LOGIN_TOP_LOGO'),
  'openCompanyBrandingImage.LOGIN_LOGO': brandingImage('LOGIN_LOGO'),
  'openCompanyBrandingImage.LOGIN_BG': brandingImage('LOGIN_BG'),
  'openCompanyBrandingImage.FAVICON': brandingImage('FAVICON'),
  'openCompanyBrandingInstallGuide.APP_INSTALL_GUIDE': get(
    '/open/company/branding/installGuildImage',
    'APP_INSTALL_GUIDE',
    {
      request: z.strictObject({
        companyId: z.string().check(z.minLength(1)),
        clientType: z.string(),
        timestamp: z.optional(wireInt),
      }),
      reply: 'file',
      spec: `${spec} ("/branding/installGuildImage APP_INSTALL_GUIDE (companyId, clientType, timestamp)"; "Guild" sic)`,
      assumed: 'under /open/company like /branding/image; clientType as text',
    },
  ),
  'openDeeplink.MAKE': post('/open/deeplink', 'MAKE', {
    request: z.strictObject({
      companyId: z.optional(z.string()),
      inviteCode: z.optional(z.string()),
      roomCode: z.optional(z.string()),
      meetIdx: z.optional(z.number().check(z.int())),
    }),
    response: envelope(z.looseObject({ deeplink: z.string() })),
    spec: `${spec} ("returns deeplink")`,
    assumed: 'the fields of the join the link opens; deeplink inside result',
  }),
  'openLogin.LOGIN_INFO': get('/open/login', 'LOGIN_INFO', {
    request: z.strictObject({ companyId: z.optional(z.string()), companyIdx: z.optional(wireInt) }),
    response: companyConfigReply,
    spec: `${spec}; screens.md §7 Company ("login config")`,
    assumed: 'the same reply as the company login info',
  }),
  'openLogin.loginBoda': post('/open/login/loginBoda', undefined, {
    body: 'multipart',
    request: z.strictObject({
      companyId: z.string().check(z.minLength(1)),
      username: z.string().check(z.minLength(1), z.maxLength(50)),
      password: z.string().check(z.minLength(1), z.maxLength(30)),
      autoLogin: z.optional(wireBool),
    }),
    response: loginReply,
    spec: `${spec} ("form; autoLogin flag"); screens.md §7 ("Login (companyId, username, password, autoLogin)"); limits screens.md §5`,
  }),
  'openLogin.loginRemember': post('/open/login/loginRemember', undefined, {
    request: z.strictObject({
      rememberToken: z.string().check(z.minLength(1)),
      companyId: z.optional(z.string()),
    }),
    response: loginReply,
    spec,
    assumed: 'a JSON body; companyId names the company page it logs into',
  }),
  'openLoginSso.SIGN_IN': post('/open/login/loginSso', 'SIGN_IN', {
    request: ssoRequests.SIGN_IN,
    response: loginReply,
    spec: `${spec}; screens.md §2.2 /sso/login`,
  }),
  'openLoginSso.SIGN_IN_GNE': post('/open/login/loginSso', 'SIGN_IN_GNE', {
    request: ssoRequests.SIGN_IN_GNE,
    response: loginReply,
    spec: `${spec}; screens.md §2.2 /sso/gne`,
  }),
  'openLoginSso.SIGN_IN_DACHAEUM': post('/open/login/loginSso', 'SIGN_IN_DACHAEUM', {
    request: ssoRequests.SIGN_IN_DACHAEUM,
    response: loginReply,
    spec: `${spec}; screens.md §2.2 /sso/dachaeum ("sign-in with no payload")`,
  }),
  'openLoginSso.GNE_CLIENT_INFO': get('/open/login/loginSso', 'GNE_CLIENT_INFO', {
    request: z.strictObject({}),
    response: envelope(z.looseObject({ clientId: opt(z.string()), redirectUri: opt(z.string()) })),
    spec: 'screens.md §2.2 /sso/gne ("requests the client configuration (clientId, redirectUri)")',
    assumed:
      'the spec names the request but not its call: a read on the SSO sign-in path with command GNE_CLIENT_INFO',
  }),
  'openLoginSso.SIGN_IN_APP': post('/open/login/loginSso', 'SIGN_IN_APP', {
    request: ssoRequests.SIGN_IN_APP,
    response: loginReply,
    spec,
    assumed: 'the native-app login sends a token',
  }),
  'openToken.refresh': post('/open/token', undefined, {
    body: 'multipart',
    request: z.strictObject({ grant_type: z.literal('refresh_token'), refresh_token: z.string() }),
    response: tokenSchema,
    spec: `${spec} ("POST /open/token (grant_type, refresh_token)")`,
    assumed:
      'an OAuth token endpoint: a form body, grant_type refresh_token, and the bare token pair as the reply (no envelope)',
  }),
  'openLoginToken.refresh': post('/open/login/token', undefined, {
    request: z.strictObject({ refresh_token: z.string() }),
    response: envelope(resetTokenResponseSchema),
    spec: `${spec} ("/open/login/token (refresh)")`,
    assumed: 'sends the refresh token and replies like reset-token',
  }),
  'openLoginResetToken.reset': post('/open/login/resetToken', undefined, {
    request: z.strictObject({ refresh_token: z.string() }),
    response: envelope(resetTokenResponseSchema),
    spec: `${spec} ("returns token, bodaCfg, bodaSetting"); foundation.md §8 HTTP 402`,
    assumed: 'sends the refresh token (an open call has no bearer); the reply inside result',
  }),
  'openMeet.VIEW': get('/open/meet', 'VIEW', {
    request: inviteLookupQuery,
    response: inviteLookupReply,
    spec: `${spec}; foundation.md §7 ("Invite-code lookup"); screens.md §7 Invite`,
    assumed:
      'the guest invite lookup is /open/meet VIEW; WB-403-105 and WB-403-112 mean not started or not found here',
  }),
  'openMeet.OPEN_VIEW': get('/open/meet', 'OPEN_VIEW', {
    request: z.strictObject({ roomCode: z.string(), meetIdx: wireInt }),
    response: envelope(
      z.looseObject({
        meetIdx: z.number().check(z.int()),
        roomCode: opt(z.string()),
        meetTitle: opt(z.string()),
      }),
    ),
    spec: `${spec}; foundation.md §7 ("A meeting check sends roomCode and meetIdx before joining")`,
    assumed: 'the meeting check is OPEN_VIEW; WB-400-025 when the meeting does not exist',
  }),
  'openMeetFile.DOWNLOAD_MEET_FILE': get('/open/meet/file/download', 'DOWNLOAD_MEET_FILE', {
    request: z.strictObject({ fileIdx: wireInt }),
    reply: 'file',
    spec: `${spec}; foundation.md §7 File downloads ("meet files")`,
  }),
  'openRoom.JOIN_INFO': post('/open/room', 'JOIN_INFO', {
    request: joinInfoRequest,
    response: joinInfoReply,
    spec: `${spec} ("returns bodaAppMsg"); screens.md §2.2 join mode`,
  }),
  'openRoom.OPEN_INFO': post('/open/room', 'OPEN_INFO', {
    request: joinInfoRequest,
    response: joinInfoReply,
    spec: `${spec} ("returns bodaAppMsg"); screens.md §2.2 create mode`,
  }),
  'openServiceIntro.INTRO_SETTING': get('/open/serviceIntro', 'INTRO_SETTING', {
    request: z.strictObject({ companyId: z.optional(z.string()) }),
    response: envelope(z.looseObject({ cfg: z.string() })),
    spec: `${spec} ("returns cfg")`,
  }),
  'openServiceIntroDemo.INTRO_DEMO_SEND_MAIL': post(
    '/open/serviceIntro/demo',
    'INTRO_DEMO_SEND_MAIL',
    {
      request: enquiryMailSchema,
      response: writeReply,
      spec: `${spec}; foundation.md §7 / screens.md §7 ("An enquiry e-mail send sends recipients, sender, subject, textContent, senderPhone, name and phone. The path is not shown.")`,
      assumed:
        'the demo request of /intro/academy (a short form: name, phone, institution, message) sends the e-mail fields of the enquiry call; recipients and sender come from INTRO_SETTING',
    },
  ),
  'openServiceIntroMail.SEND_MAIL': post('/open/serviceIntro/mail', 'SEND_MAIL', {
    request: enquiryMailSchema,
    response: writeReply,
    spec: 'foundation.md §7 / screens.md §7 ("An enquiry e-mail send sends recipients, sender, subject, textContent, senderPhone, name and phone. The path is not shown.")',
    assumed:
      'the path and command of the enquiry e-mail of /intro/contact (the spec does not show them); recipients and sender are the ones INTRO_SETTING configures',
  }),
  'openLogger.log': post('/open/logger', undefined, {
    request: z.strictObject({
      level: z.literal('warn'),
      message: z.string(),
      url: z.optional(z.string()),
      errorCode: z.optional(z.string()),
      detail: z.optional(z.unknown()),
    }),
    response: writeReply,
    spec: `${spec} ("sends client logs at warn level")`,
    assumed: 'the log fields (level, message, url, errorCode, detail)',
  }),
} as const satisfies EndpointGroup;
