import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSignOutReason,
  noteSignOutReason,
  pendingSignOutReason,
  signOutBecause,
} from './signOutReason.ts';

afterEach(() => clearSignOutReason());

describe('the reason the login page gives for a sign-out', () => {
  it('signedOutReasonReplacedBySessionEnd: the session end a sign-out causes keeps its reason', () => {
    signOutBecause('noManageAccess');
    noteSignOutReason('sessionEnded');
    expect(pendingSignOutReason()).toBe('noManageAccess');
  });

  it('says the session ended when nothing else was said', () => {
    noteSignOutReason('sessionEndedDraftsKept');
    expect(pendingSignOutReason()).toBe('sessionEndedDraftsKept');
  });

  it('once shown, a reason is gone, and the next session end is said again', () => {
    signOutBecause('noManageAccess');
    clearSignOutReason();
    noteSignOutReason('sessionEnded');
    expect(pendingSignOutReason()).toBe('sessionEnded');
  });
});
