import type { CodeOf } from './codeTable.ts';

/** License billing (`licenseType`), foundation.md §9. */
export const LICENSE_BILLING = {
  CONCURRENT_USERS: 0,
  REGISTERED_USERS: 1,
  /** screens.md §6: the access-statistics account tab shows only for this billing. */
  MONTHLY_CONNECTED_ACCOUNTS: 2,
} as const;
export type LicenseBilling = CodeOf<typeof LICENSE_BILLING>;

/** Platform, foundation.md §9: 1 app, 2 web, 3 both. */
export const PLATFORM = {
  APP: 1,
  WEB: 2,
  BOTH: 3,
} as const;
export type Platform = CodeOf<typeof PLATFORM>;

/** Option values, foundation.md §9: 0 not used, 1 used, 2 easy, 3 experimental. */
export const OPTION_VALUE = {
  NOT_USED: 0,
  USED: 1,
  EASY: 2,
  EXPERIMENTAL: 3,
} as const;
export type OptionValue = CodeOf<typeof OPTION_VALUE>;
