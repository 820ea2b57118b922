import { errorText } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { landingNotice } from './landingQuery.ts';

const notice = (query: string, locale: 'ko' | 'en' = 'en') =>
  landingNotice(new URLSearchParams(query), locale);

describe('the landing notice of the SSO pages (screens.md §2.2)', () => {
  it('explains NO_AUTH and LOGOUT', () => {
    expect(notice('result=NO_AUTH')).toEqual({
      kind: 'result',
      tone: 'warning',
      textKey: 'landing.result.NO_AUTH',
    });
    expect(notice('result=LOGOUT')).toMatchObject({
      tone: 'info',
      textKey: 'landing.result.LOGOUT',
    });
  });
  it('shows an errorCode with the contract text in the language, before any result', () => {
    expect(notice('errorCode=WB-400-004&result=LOGOUT', 'ko')).toEqual({
      kind: 'error',
      code: 'WB-400-004',
      text: errorText('WB-400-004', { locale: 'ko' }),
    });
  });
  it('says nothing about other results or none', () => {
    expect(notice('')).toBeNull();
    expect(notice('result=LOGIN_REQ')).toBeNull();
    expect(notice('result=whatever')).toBeNull();
  });
});
