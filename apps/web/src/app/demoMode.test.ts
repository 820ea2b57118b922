import { DEMO_INVITE, db } from '@platform/mocks';
import { DEMO_ACCOUNTS } from '@platform/mocks/demo-accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { forceDemoMode, isDemo, loadDemoSignIn } from './demoMode.ts';

let undo: (() => void) | undefined;
afterEach(() => undo?.());

describe('demo mode', () => {
  it('is off outside the demo build, with no accounts loaded', async () => {
    expect(isDemo()).toBe(false);
    await expect(loadDemoSignIn()).resolves.toBeNull();
  });

  it('can be switched on by a story, and loads the demo accounts then', async () => {
    undo = forceDemoMode(true);
    expect(isDemo()).toBe(true);
    const demo = await loadDemoSignIn();
    expect(demo?.companyId).toBe('demo');
    expect(demo?.accounts).toEqual(DEMO_ACCOUNTS);
    // issue 16: the panel offers the invite code of the demo's running class, which the seed has.
    expect(demo?.inviteCode).toBe(DEMO_INVITE.running);
    expect(demo?.inviteCodeShown).toBe('482-915-736');
    expect(demo?.companyIdx).toBe(db.companies.find((row) => row.companyId === 'demo')?.companyIdx);
    undo();
    expect(isDemo()).toBe(false);
  });
});
