import { ApiError, contractTexts, translate } from '@platform/contract';
import type { Translate } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './apiErrors.ts';

const t: Translate = (key, params) => translate(contractTexts, 'en', key, params);

describe('apiErrorMessage', () => {
  it("shows a refused call with its code's own text", () => {
    const refused = (code: string) =>
      new ApiError({ kind: 'status', status: 403, code, endpoint: 'user.MODIFY_ME' });
    expect(apiErrorMessage(refused('WB-403-204'), t)).toBe(
      'The current password does not match, so your name was not changed.',
    );
    expect(apiErrorMessage(refused('WB-403-203'), t)).toBe('The current password does not match.');
    expect(apiErrorMessage(new Error('boom'), t)).toBe('An unknown error has occurred.');
  });
});
