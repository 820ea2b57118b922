import type { DemoAccount } from '@platform/mocks/demo-accounts';

/**
 * Whether this build may carry the demo accounts at all: the demo build (`vite --mode demo`,
 * `npm start`), and development servers (Storybook, story tests), where a story switches the demo
 * on. In the production build this is the constant false, so the bundler drops the import of the
 * mock package below: the production login chunk holds no mock code.
 */
export const DEMO_CODE_IN_BUILD = import.meta.env.MODE === 'demo' || !import.meta.env.PROD;

let forced: boolean | null = null;

/**
 * Switches the demo on or off for stories and tests (outside the demo build the demo is off);
 * returns the undo, the shape of a story's `beforeEach` cleanup.
 */
export function forceDemoMode(on: boolean): () => void {
  forced = on;
  return () => {
    forced = null;
  };
}

/** True in `npm start` and the demo build (the mock backend runs in the browser). */
export function isDemo(): boolean {
  if (!DEMO_CODE_IN_BUILD) return false;
  return forced ?? import.meta.env.MODE === 'demo';
}

export interface DemoSignIn {
  companyId: string;
  companyIdx: number;
  password: string;
  accounts: readonly DemoAccount[];
  /** The invite code of the demo institution's running class (issue 16), and as shown (3-3-3). */
  inviteCode: string;
  inviteCodeShown: string;
  /** The whiteboard pages' session token and the demo class's room (issue 24 item 8). */
  whiteboard: { token: string; roomCode: string };
}

/**
 * The demo accounts, their password and the demo class's invite code, loaded on demand (a chunk
 * of their own) in demo mode only; null otherwise.
 */
export async function loadDemoSignIn(): Promise<DemoSignIn | null> {
  if (!DEMO_CODE_IN_BUILD || !isDemo()) return null;
  const demo = await import('@platform/mocks/demo-accounts');
  return {
    companyId: demo.DEMO_COMPANY_ID,
    companyIdx: demo.DEMO_COMPANY_IDX,
    password: demo.DEMO_PASSWORD,
    accounts: demo.DEMO_ACCOUNTS,
    inviteCode: demo.DEMO_INVITE_CODE,
    inviteCodeShown: demo.DEMO_INVITE_CODE_SHOWN,
    whiteboard: demo.DEMO_WHITEBOARD,
  };
}
