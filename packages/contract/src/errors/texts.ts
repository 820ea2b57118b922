import { defineCatalog } from '../i18n/catalog.ts';

/**
 * The error texts of the contract and the success toasts, in English and Korean (foundation.md §8
 * "Texts" and "Success toasts"; screens.md §8). English meanings are the spec's; the wording and
 * the Korean are ours. `{code}` is filled with the error code. Keys live under `error.` and
 * `toast.` so that the lead can merge this catalog with the others (`mergeCatalogs` refuses a key
 * defined twice).
 */
export const errorTexts = defineCatalog({
  en: {
    // foundation.md §8: "the default is 'An error has occurred. [code]'", with a line asking to
    // contact the administrator (screens.md §2.6 "Generic error modal").
    'error.default': 'An error has occurred. [{code}]',
    'error.contactAdmin': 'Please contact the administrator.',
    // foundation.md §8 handling by status.
    'error.invalidRequest': 'The request is invalid.',
    'error.notificationTalkFailed':
      'Failed to send the notification talk. Please contact the administrator. [{code}]',
    // foundation.md §8 "Others cover".
    'error.clientAlreadyRunning': 'The client is already running.',
    'error.clientRunError': 'The client could not be started.',
    'error.download': 'There was a problem with the download.',
    'error.noRoom': 'The room does not exist.',
    'error.noDeleteAuth': 'You do not have permission to delete.',
    'error.noAuthUserView': 'You do not have permission to view user information.',
    'error.uploadCountExceeded': 'You have selected more files than can be uploaded.',
    'error.uploadSizeExceeded': 'The file is larger than the upload limit.',
    'error.uploadExtensionNotAllowed': 'This file type cannot be uploaded.',
    'error.invalidInvite': 'The invite code or link is invalid.',
    'error.passwordMismatch': 'The current password does not match.',
    'error.noAuthPasswordChange': 'You do not have permission to change the password.',
    'error.noUser': 'The user does not exist.',
    'error.noNote': 'The note does not exist.',
    'error.noPost': 'The post does not exist.',
    'error.noFile': 'The file does not exist.',
    'error.meetNotStarted': 'The class has not started or does not exist.',
    'error.alreadySubmitTask': 'This homework has already been submitted.',
    // screens.md §6 names this key.
    'error.noAuthRecordDownload': 'You do not have permission to download recordings.',
    'error.unknown': 'An unknown error has occurred.',
    'error.invalidSsoLoginType': 'Please link your account to continue.',
    'error.configUpdating': 'The settings are being updated. Please try again shortly.',
    'error.licenseExpired': 'The license has expired.',
    // The codes of foundation.md §8 whose meaning no text above covers.
    'error.passwordMismatchNameUpdate':
      'The current password does not match, so your name was not changed.',
    'error.noAuthUserInfo':
      'You do not have permission to change the password or view user information.',
    'error.companyNotFound': 'The institution could not be found.',
    'error.meetNotExist': 'The class does not exist.',
    'error.invalidIdOrPassword': 'The ID or password is incorrect.',
    'error.accountLocked': 'Your account is locked. Please contact the administrator.',
    'error.accountUnavailable': 'This account cannot be used.',
    'error.badRequestParameter': 'A value in the request is invalid.',
    'error.unitPriceOverlap': 'The period overlaps another unit price.',
    'error.unitPriceOverlapDetail': '{roomTitle}: {startDate} ~ {endDate}',
    // Internal codes (foundation.md §8).
    'error.internal.EC_404': 'The page could not be found.',
    'error.internal.WE_5001': 'The product name is missing.',
    'error.internal.WE_5002': 'The introduction page address is missing.',
    'error.internal.WE_5003': 'The user information is missing.',
    'error.internal.WE_5004': 'The configuration is missing.',
    'error.internal.WE_5005': 'The room template is missing.',
    'error.internal.NO_ERROR_CODE': 'An error has occurred.',
    // Success toasts (foundation.md §8; screens.md §8 "success toast 'enquiry sent'").
    'toast.passwordChanged': 'Password has been changed.',
    'toast.saved': 'Saved.',
    'toast.applied': 'It has been applied.',
    'toast.enquirySent': 'Your enquiry has been sent.',
  },
  ko: {
    'error.default': '오류가 발생했습니다. [{code}]',
    'error.contactAdmin': '관리자에게 문의해 주세요.',
    'error.invalidRequest': '잘못된 요청입니다.',
    'error.notificationTalkFailed':
      '알림톡 발송에 실패했습니다. 관리자에게 문의해 주세요. [{code}]',
    'error.clientAlreadyRunning': '클라이언트가 이미 실행 중입니다.',
    'error.clientRunError': '클라이언트를 실행하지 못했습니다.',
    'error.download': '다운로드 중 문제가 발생했습니다.',
    'error.noRoom': '존재하지 않는 수업방입니다.',
    'error.noDeleteAuth': '삭제 권한이 없습니다.',
    'error.noAuthUserView': '사용자 정보 조회 권한이 없습니다.',
    'error.uploadCountExceeded': '업로드할 수 있는 파일 개수를 초과했습니다.',
    'error.uploadSizeExceeded': '업로드할 수 있는 파일 크기를 초과했습니다.',
    'error.uploadExtensionNotAllowed': '업로드할 수 없는 파일 형식입니다.',
    'error.invalidInvite': '유효하지 않은 초대 코드 또는 링크입니다.',
    'error.passwordMismatch': '현재 비밀번호가 일치하지 않습니다.',
    'error.noAuthPasswordChange': '비밀번호 변경 권한이 없습니다.',
    'error.noUser': '존재하지 않는 사용자입니다.',
    'error.noNote': '존재하지 않는 노트입니다.',
    'error.noPost': '존재하지 않는 게시글입니다.',
    'error.noFile': '파일을 찾을 수 없습니다.',
    'error.meetNotStarted': '수업이 시작되지 않았거나 존재하지 않습니다.',
    'error.alreadySubmitTask': '이미 제출된 과제입니다.',
    'error.noAuthRecordDownload': '녹화 파일 다운로드 권한이 없습니다.',
    'error.unknown': '알 수 없는 오류가 발생했습니다.',
    'error.invalidSsoLoginType': '계속하려면 계정을 연동해 주세요.',
    'error.configUpdating': '설정을 업데이트하고 있습니다. 잠시 후 다시 시도해 주세요.',
    'error.licenseExpired': '라이선스가 만료되었습니다.',
    'error.passwordMismatchNameUpdate': '현재 비밀번호가 일치하지 않아 이름을 변경하지 못했습니다.',
    'error.noAuthUserInfo': '비밀번호 변경 또는 사용자 정보 조회 권한이 없습니다.',
    'error.companyNotFound': '기관을 찾을 수 없습니다.',
    'error.meetNotExist': '존재하지 않는 수업입니다.',
    'error.invalidIdOrPassword': '아이디 또는 비밀번호가 올바르지 않습니다.',
    'error.accountLocked': '계정이 잠겼습니다. 관리자에게 문의해 주세요.',
    'error.accountUnavailable': '사용할 수 없는 계정입니다.',
    'error.badRequestParameter': '요청 값이 올바르지 않습니다.',
    'error.unitPriceOverlap': '기간이 겹치는 단가가 있습니다.',
    'error.unitPriceOverlapDetail': '{roomTitle}: {startDate} ~ {endDate}',
    'error.internal.EC_404': '페이지를 찾을 수 없습니다.',
    'error.internal.WE_5001': '제품 이름이 없습니다.',
    'error.internal.WE_5002': '소개 페이지 주소가 없습니다.',
    'error.internal.WE_5003': '사용자 정보가 없습니다.',
    'error.internal.WE_5004': '설정 정보가 없습니다.',
    'error.internal.WE_5005': '수업방 템플릿이 없습니다.',
    'error.internal.NO_ERROR_CODE': '오류가 발생했습니다.',
    'toast.passwordChanged': '비밀번호가 변경되었습니다.',
    'toast.saved': '저장되었습니다.',
    'toast.applied': '적용되었습니다.',
    'toast.enquirySent': '상담 신청이 접수되었습니다.',
  },
});

export type ErrorTextKey = keyof (typeof errorTexts)['en'];

/** The success toasts of foundation.md §8, by name. */
export const successToastKeys = {
  passwordChanged: 'toast.passwordChanged',
  saved: 'toast.saved',
  applied: 'toast.applied',
  enquirySent: 'toast.enquirySent',
} as const satisfies Record<string, ErrorTextKey>;
