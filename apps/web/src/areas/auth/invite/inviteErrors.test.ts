import { ApiError } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { inviteErrorDisplay } from './inviteErrors.ts';

const failed = (code: string | null, status = 400) =>
  new ApiError({ kind: 'status', status, code, endpoint: 'openMeet.VIEW' });

describe('inviteErrorDisplay (screens.md §8)', () => {
  it('shows an invalid invite at the code box', () => {
    expect(inviteErrorDisplay(failed('WB-400-220'), 'inviteLookup')).toEqual({
      kind: 'invalid-invite',
    });
  });
  it('shows the other codes in the modal, read for their call', () => {
    expect(inviteErrorDisplay(failed('WB-403-105', 403), 'inviteLookup')).toEqual({
      kind: 'modal',
      code: 'WB-403-105',
      context: 'inviteLookup',
    });
    expect(inviteErrorDisplay(failed('WB-400-232'))).toEqual({ kind: 'modal', code: 'WB-400-232' });
  });
  it('shows an error without a code as the dash of the modal', () => {
    expect(inviteErrorDisplay(new Error('offline'))).toEqual({ kind: 'modal', code: null });
  });
});
