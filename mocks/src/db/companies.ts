import {
  CONFIG_KEY,
  formatConfigString,
  PLATFORM,
  USER_TYPE,
  WEB_AUTH,
  webAuthBits,
} from '@platform/contract';
import { DEMO_PAGES } from '../demoPages.ts';
import { PICTURE_COLORS } from '../svg.ts';
import { DEMO_COMPANY_ID } from './companyIds.ts';
import type { SeedContext } from './context.ts';
import type { BodaSetting } from './types.ts';

export { DEMO_COMPANY_ID, DEMO_COMPANY_IDX } from './companyIds.ts';

/**
 * The authority bits of each user type (WEB_USER_TYPE_AUTH, foundation.md §6). Managers reach the
 * management site; teachers register rooms, open classes and view attendance notes; students get
 * no bit. Teachers and open teachers reach the management site too: its textbooks are where they
 * author the books they deploy homework from (screens.md §6, §10), and without the bit the
 * textbook tab never shows (issue 16). The split is assumed: the spec gives the bits, not who
 * holds them.
 */
const USER_TYPE_AUTH: ReadonlyArray<readonly [number, number]> = [
  [
    USER_TYPE.ADMIN,
    webAuthBits(
      WEB_AUTH.MANAGE,
      WEB_AUTH.ROOM_REG,
      WEB_AUTH.ATTEND_NOTE_VIEW,
      WEB_AUTH.MEET_OPEN,
      WEB_AUTH.RECORD_DOWNLOAD,
    ),
  ],
  [USER_TYPE.MONITOR, webAuthBits(WEB_AUTH.MANAGE, WEB_AUTH.ATTEND_NOTE_VIEW)],
  [
    USER_TYPE.OPERATOR,
    webAuthBits(WEB_AUTH.MANAGE, WEB_AUTH.ROOM_REG, WEB_AUTH.ATTEND_NOTE_VIEW, WEB_AUTH.MEET_OPEN),
  ],
  [USER_TYPE.USER, webAuthBits(WEB_AUTH.MEET_OPEN)],
  [
    USER_TYPE.TEACHER,
    webAuthBits(
      WEB_AUTH.MANAGE,
      WEB_AUTH.ROOM_REG,
      WEB_AUTH.ATTEND_NOTE_VIEW,
      WEB_AUTH.MEET_OPEN,
      WEB_AUTH.RECORD_DOWNLOAD,
    ),
  ],
  [USER_TYPE.STUDENT, 0],
  [
    USER_TYPE.OPEN_TEACHER,
    webAuthBits(WEB_AUTH.MANAGE, WEB_AUTH.ROOM_REG, WEB_AUTH.ATTEND_NOTE_VIEW, WEB_AUTH.MEET_OPEN),
  ],
  [USER_TYPE.OTHER, 0],
];

interface CompanyConfigInput {
  passwordPolicy: 'high' | 'simple';
  /** assumed key (WEB_BRAND_THEME): the token brand of the institution. */
  brandTheme: string;
  brandingImages: readonly string[];
  brandingText: readonly [title: string, description: string, keywords: string];
  /** WEB_FUNC_USE, positions counted from 1 (see FUNC_USE_POSITION of the contract). */
  funcUse: readonly (0 | 1)[];
  helpSite: string;
  /** WEB_SUPPORT_CONTACT (assumed key): phone, e-mail and chat link of the error pages. */
  contacts: readonly [phone: string, email: string, chatUrl: string];
  siteUrl: string;
  manual: string;
}

/** The configuration string as the server stores it, written by the contract's codec. */
function companyConfig(input: CompanyConfigInput): string {
  return formatConfigString({
    [CONFIG_KEY.SYSTEM_EMERGENCY_MODE]: [['0']],
    [CONFIG_KEY.WEB_FRONT_ACCOUNT_PWD_POLICY]: [[input.passwordPolicy]],
    [CONFIG_KEY.WEB_BRAND_THEME]: [[input.brandTheme]],
    [CONFIG_KEY.BRANDING_WEB_IMG]: [[...input.brandingImages]],
    [CONFIG_KEY.BRANDING_WEB_TEXT]: [[...input.brandingText]],
    [CONFIG_KEY.WEB_USER_TYPE_AUTH]: USER_TYPE_AUTH.map(([type, bits]) => [
      String(type),
      String(bits),
    ]),
    [CONFIG_KEY.WEB_FUNC_USE]: [input.funcUse.map(String)],
    [CONFIG_KEY.WEB_ROOM_CATEGORY_1]: [['1']],
    [CONFIG_KEY.WEB_ROOM_CATEGORY_3]: [['1']],
    [CONFIG_KEY.WEB_FRONT_HELP_SITE]: [[input.helpSite]],
    [CONFIG_KEY.WEB_CLIENT_SETTING]: [[String(PLATFORM.BOTH)]],
    [CONFIG_KEY.WEB_FRONT_LOGIN_DISPLAY]: [['1']],
    [CONFIG_KEY.WEB_FILE_MANUAL]: [[input.manual]],
    [CONFIG_KEY.BASE_APP_BODA_SPEC]: [['boda-app-2.4']],
    [CONFIG_KEY.WEB_SITE_URL]: [[input.siteUrl]],
    [CONFIG_KEY.WEB_SUPPORT_CONTACT]: [[...input.contacts]],
  });
}

/** The settings (`bodaSetting`) that go with a configuration (assumed values, the spec names only the keys). */
function companySetting(companyId: string, helpSite: string): BodaSetting {
  return {
    clientSetting: String(PLATFORM.BOTH),
    frontHelpSite: helpSite,
    lectureTask: '1',
    companyAuthKey: `${companyId}-auth-key`,
    baseAppSpec: 'boda-app-2.4',
    loginDisplay: '1',
  };
}

const ALL_FEATURES_BUT_HIDDEN_TREE = [1, 0, 1, 1, 1, 1, 1, 1, 1, 1] as const;

/**
 * The help link and the chat link of every demo institution: the demo's own help page, never a
 * host that does not exist (issue 16). The e-mail addresses are of the reserved .example domain
 * (a mail client may open them, no page does) and the phone numbers start their local part with
 * 0, which no Korean number does. assumed values.
 */
const DEMO_HELP = DEMO_PAGES.help;
const DEMO_CHAT = `${DEMO_PAGES.help}#contact`;

interface CompanySeed {
  companyId: string;
  companyName: string;
  logoText: string;
  color: string;
  licenseExpired: boolean;
  config: CompanyConfigInput;
  englishText?: CompanyConfigInput['brandingText'];
}

/**
 * The institutions: the demo academy (its name, brand and branding are what the foundation page
 * story expects), a primary school on the simple password policy, and an academy whose licence
 * has expired (every login there answers WB-400-006).
 */
const COMPANY_SEEDS: readonly CompanySeed[] = [
  {
    companyId: DEMO_COMPANY_ID,
    companyName: '보다 수학 아카데미',
    logoText: 'BODA MATH',
    color: PICTURE_COLORS[0],
    licenseExpired: false,
    config: {
      passwordPolicy: 'high',
      brandTheme: 'campus',
      brandingImages: ['MAIN_TOP_LOGO', 'FAVICON'],
      brandingText: [
        '보다 수학 아카데미',
        '온라인 수학 수업과 숙제, 노트 첨삭',
        '수학, 온라인 수업, 숙제',
      ],
      funcUse: ALL_FEATURES_BUT_HIDDEN_TREE,
      helpSite: DEMO_HELP,
      contacts: ['02-000-0100', 'help@demo.boda.example', DEMO_CHAT],
      siteUrl: 'https://demo.boda.example',
      manual: 'boda-manual.pdf',
    },
    englishText: [
      'Boda Math Academy',
      'Online maths classes, homework and note review',
      'maths, online classes, homework',
    ],
  },
  {
    companyId: 'hanbit',
    companyName: '한빛초등학교',
    logoText: 'HANBIT',
    color: PICTURE_COLORS[1],
    licenseExpired: false,
    config: {
      passwordPolicy: 'simple',
      brandTheme: 'default',
      brandingImages: ['MAIN_TOP_LOGO', 'LOGIN_TOP_LOGO', 'LOGIN_LOGO', 'LOGIN_BG', 'FAVICON'],
      brandingText: ['한빛초등학교', '한빛초등학교 온라인 교실', '초등, 온라인 교실'],
      funcUse: [0, 0, 0, 1, 1, 0, 1, 1, 0, 0],
      helpSite: DEMO_HELP,
      contacts: ['055-000-0120', 'office@hanbit.boda.example', DEMO_CHAT],
      siteUrl: 'https://hanbit.boda.example',
      manual: '0',
    },
  },
  {
    companyId: 'saebom',
    companyName: '새봄 영어학원',
    logoText: 'SAEBOM',
    color: PICTURE_COLORS[2],
    licenseExpired: true,
    config: {
      passwordPolicy: 'high',
      brandTheme: 'default',
      brandingImages: [],
      brandingText: ['새봄 영어학원', '', ''],
      funcUse: ALL_FEATURES_BUT_HIDDEN_TREE,
      helpSite: DEMO_HELP,
      contacts: ['031-000-0140', 'desk@saebom.boda.example', DEMO_CHAT],
      siteUrl: 'https://saebom.boda.example',
      manual: '0',
    },
  },
];

export function seedCompanies({ db, nextIdx }: SeedContext): void {
  for (const seed of COMPANY_SEEDS) {
    db.companies.push({
      companyIdx: nextIdx('companyIdx'),
      companyId: seed.companyId,
      companyName: seed.companyName,
      cfg: companyConfig(seed.config),
      ...(seed.englishText
        ? { cfgEn: companyConfig({ ...seed.config, brandingText: seed.englishText }) }
        : {}),
      bodaSetting: companySetting(seed.companyId, seed.config.helpSite),
      licenseExpired: seed.licenseExpired,
      color: seed.color,
      logoText: seed.logoText,
    });
  }
}
