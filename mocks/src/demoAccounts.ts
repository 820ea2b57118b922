// `@platform/mocks/demo-accounts`: what the login page's demo mode shows, without the mock server.
import { formatInviteCode } from '@platform/contract';
import { DEMO_INVITE_CODE, DEMO_WHITEBOARD } from './db/demoInvites.ts';

export { DEMO_COMPANY_ID, DEMO_COMPANY_IDX } from './db/companyIds.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './db/demoAccounts.ts';
export { DEMO_INVITE_CODE, DEMO_WHITEBOARD };

/**
 * The invite code as the panel shows it (3-3-3), formatted here: this chunk loads in demo mode
 * only, and the production login page, near its size budget, carries no formatter for it.
 */
export const DEMO_INVITE_CODE_SHOWN = formatInviteCode(DEMO_INVITE_CODE);
