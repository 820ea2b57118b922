// `@platform/mocks/demo-accounts`: what the login page's demo mode shows, without the mock server.
export { DEMO_COMPANY_ID } from './db/companyIds.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './db/demoAccounts.ts';
