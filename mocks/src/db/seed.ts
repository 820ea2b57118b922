/**
 * The demo institution. Issue 4 (client and mock server core) grows this into the full seeded
 * database; for now it holds what the login-info call answers with.
 */
export interface MockCompany {
  companyIdx: number;
  companyId: string;
  companyName: string;
  /** The configuration string exactly as the server stores it (foundation.md §3). */
  cfg: string;
}

export const DEMO_COMPANY_ID = 'demo';

export function seedCompanies(): MockCompany[] {
  return [
    {
      companyIdx: 1,
      companyId: DEMO_COMPANY_ID,
      companyName: '보다 수학 아카데미',
      cfg: [
        'SYSTEM_EMERGENCY_MODE=0',
        'WEB_FRONT_ACCOUNT_PWD_POLICY=high',
        // assumed key (not in the spec): the token brand the institution uses.
        'WEB_BRAND_THEME=campus',
        'BRANDING_WEB_IMG=MAIN_TOP_LOGO,FAVICON',
        'BRANDING_WEB_TEXT=보다 수학 아카데미,온라인 수학 수업과 숙제%2c 노트 첨삭,수학%2c 온라인 수업%2c 숙제',
      ].join('&'),
    },
  ];
}
