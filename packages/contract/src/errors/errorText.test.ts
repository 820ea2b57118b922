import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/catalog.ts';
import { clientErrorRules } from './clientErrors.ts';
import { errorHandling, errorText, errorTextKey } from './errorText.ts';
import { handlingByStatus } from './handling.ts';
import { errorTexts, successToastKeys } from './texts.ts';

const en = { locale: 'en' } as const;
const ko = { locale: 'ko' } as const;

describe('errorText (foundation.md §8 Texts)', () => {
  it('a code’s own text wins over its class default (WB-400-220 is class 200)', () => {
    expect(errorText('WB-400-220', en)).toBe('The invite code or link is invalid.');
    expect(errorText('WB-400-220', ko)).toBe('유효하지 않은 초대 코드 또는 링크입니다.');
  });
  it('an unlisted HTTP 400 class 200 code gets "The request is invalid."', () => {
    expect(errorText('WB-400-299', en)).toBe('The request is invalid.');
    expect(errorText('WB-400-299', ko)).toBe('잘못된 요청입니다.');
  });
  it('anything else gets the default with its code and the contact line', () => {
    expect(errorText('WB-500-999', en)).toBe(
      'An error has occurred. [WB-500-999]\nPlease contact the administrator.',
    );
    expect(errorText('WB-400-150', ko)).toBe(
      '오류가 발생했습니다. [WB-400-150]\n관리자에게 문의해 주세요.',
    );
    expect(errorText('garbage', en)).toContain('[garbage]');
  });
  it('WB-500-131 carries the notification-talk text with the code', () => {
    expect(errorText('WB-500-131', en)).toBe(
      'Failed to send the notification talk. Please contact the administrator. [WB-500-131]',
    );
  });
  it('WB-403-105 means one thing on invite lookup and another on room removal (per-call text)', () => {
    expect(errorText('WB-403-105', { ...en, context: 'inviteLookup' })).toBe(
      'The class has not started or does not exist.',
    );
    expect(errorText('WB-403-105', { ...en, context: 'roomRemoval' })).toBe(
      'You do not have permission to delete.',
    );
    expect(errorText('WB-403-105', { ...ko, context: 'roomRemoval' })).toBe(
      '삭제 권한이 없습니다.',
    );
    expect(errorText('WB-403-112', { ...en, context: 'roomRemoval' })).toBe(
      'The class has not started or does not exist.',
    );
  });
  it('WB-403-102 names the permission of the call', () => {
    expect(errorTextKey('WB-403-102', 'passwordChange')).toBe('error.noAuthPasswordChange');
    expect(errorTextKey('WB-403-102', 'userView')).toBe('error.noAuthUserView');
    expect(errorTextKey('WB-403-102')).toBe('error.noAuthUserInfo');
  });
  it('internal codes and a missing code have their own texts', () => {
    expect(errorText('EC_404', en)).toBe('The page could not be found.');
    expect(errorText('WE_5005', ko)).toBe('수업방 템플릿이 없습니다.');
    expect(errorText(undefined, en)).toBe('An error has occurred.');
    expect(errorText('', ko)).toBe('오류가 발생했습니다.');
  });
  it('adds the contact line when asked (other login errors, screens.md §8)', () => {
    expect(errorText('WB-400-007', { ...en, withContactLine: true })).toBe(
      'This account cannot be used.\nPlease contact the administrator.',
    );
  });
  it('fills the overlap detail (WB-400-309 dialog lists classroom and date range)', () => {
    expect(
      translate(errorTexts, 'en', 'error.unitPriceOverlapDetail', {
        roomTitle: '중2 A반',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    ).toBe('중2 A반: 2026-03-01 ~ 2026-03-31');
  });
});

describe('errorHandling (foundation.md §8 Handling by status, screens.md §8)', () => {
  it('follows the status and class rules for unlisted codes', () => {
    expect(errorHandling('WB-400-150')).toBe('modal-with-code');
    expect(errorHandling('WB-400-299')).toBe('invalid-request');
    expect(errorHandling('WB-500-001')).toBe('generic-modal-logged');
    expect(errorHandling('WB-503-001')).toBe('throw');
    expect(errorHandling('WB-401-001')).toBe('refresh');
    expect(errorHandling('WB-402-001')).toBe('reset-token');
    expect(errorHandling('WB-409-001')).toBe('toast');
    expect(errorHandling('nonsense')).toBe('toast');
  });
  it('by HTTP status alone, as the client sees a 401 or 402 without a body', () => {
    expect(handlingByStatus(401)).toBe('refresh');
    expect(handlingByStatus(402)).toBe('reset-token');
    expect(handlingByStatus(400, 100)).toBe('modal-with-code');
    expect(handlingByStatus(400, 300)).toBe('toast');
  });
  it('uses each code’s own handling', () => {
    expect(errorHandling('WB-500-131')).toBe('notification-talk');
    expect(errorHandling('WB-400-601')).toBe('inline');
    expect(errorHandling('WB-400-302')).toBe('modal-refetch');
    expect(errorHandling('WB-400-309')).toBe('overlap-dialog');
    expect(errorHandling('WB-400-401')).toBe('modal');
    expect(errorHandling('WB-400-212')).toBe('invalid-request');
  });
  it('uses the call’s handling where the screens differ', () => {
    expect(errorHandling('WB-400-205')).toBe('modal');
    expect(errorHandling('WB-400-205', 'login')).toBe('redirect-home');
    expect(errorHandling('WB-400-205', 'organisationPicker')).toBe('reset-selection');
    expect(errorHandling('WB-404-102', 'noteImage')).toBe('empty-state');
    expect(errorHandling('WB-404-102', 'roomRemoval')).toBe('modal');
  });
});

describe('success toasts and client errors', () => {
  it('has the three success toasts of foundation.md §8 in both languages', () => {
    expect(translate(errorTexts, 'en', successToastKeys.passwordChanged)).toBe(
      'Password has been changed.',
    );
    expect(translate(errorTexts, 'en', successToastKeys.saved)).toBe('Saved.');
    expect(translate(errorTexts, 'en', successToastKeys.applied)).toBe('It has been applied.');
    expect(translate(errorTexts, 'ko', successToastKeys.saved)).toBe('저장되었습니다.');
  });
  it('routes client errors as screens.md §8 says', () => {
    expect(clientErrorRules.notInstalled.handling).toBe('install-modal');
    expect(clientErrorRules.agentNotConnected.handling).toBe('install-modal');
    expect(clientErrorRules.alreadyRunning).toEqual({
      handling: 'toast',
      textKey: 'error.clientAlreadyRunning',
    });
    expect(translate(errorTexts, 'ko', clientErrorRules.other.textKey)).toBe(
      '클라이언트를 실행하지 못했습니다.',
    );
  });
  it('has the other texts foundation.md §8 lists', () => {
    for (const key of [
      'error.clientAlreadyRunning',
      'error.clientRunError',
      'error.download',
      'error.noRoom',
      'error.noDeleteAuth',
      'error.noAuthUserView',
      'error.uploadCountExceeded',
      'error.uploadSizeExceeded',
      'error.uploadExtensionNotAllowed',
      'error.invalidInvite',
      'error.passwordMismatch',
      'error.noAuthPasswordChange',
      'error.noUser',
      'error.noNote',
      'error.noPost',
      'error.noFile',
      'error.meetNotStarted',
      'error.alreadySubmitTask',
      'error.noAuthRecordDownload',
      'error.unknown',
      'error.invalidSsoLoginType',
      'error.configUpdating',
      'error.licenseExpired',
    ] as const) {
      expect(errorTexts.en[key]).toMatch(/\S/);
      expect(errorTexts.ko[key]).toMatch(/[가-힣]/);
    }
    expect(errorTexts.en['error.invalidSsoLoginType']).toBe(
      'Please link your account to continue.',
    );
  });
});
