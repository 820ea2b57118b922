import { ApiError, contractTexts, errorCatalogue, translate } from '@platform/contract';
import type { Translate } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, ERROR_CODE, isUnitPriceOverlap, isUploadRefusal } from './apiErrors.ts';

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

describe('the refusals screens treat apart', () => {
  const refused = (code: string | null) =>
    new ApiError({ kind: 'status', status: 400, code, endpoint: 'book.ADD' });

  it('name codes of the catalogue only', () => {
    for (const code of Object.values(ERROR_CODE).flat()) {
      expect(errorCatalogue[code], code).toBeDefined();
    }
  });

  it('are told by their code and by nothing else', () => {
    expect(isUploadRefusal(refused('WB-400-403'))).toBe(true);
    expect(isUploadRefusal(refused('WB-400-212'))).toBe(false);
    expect(isUploadRefusal(refused(null))).toBe(false);
    expect(isUnitPriceOverlap(refused('WB-400-309'))).toBe(true);
    expect(isUnitPriceOverlap(new Error('WB-400-309'))).toBe(false);
  });
});
