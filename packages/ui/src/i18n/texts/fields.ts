import { defineCatalog } from '@platform/contract';

/**
 * Texts of the fields components. The validation messages themselves (required, numbers only,
 * valid e-mail, valid mobile number, invalid invite) are the contract's `valid.*` and `error.*`
 * texts and are not repeated here.
 */
export const fieldsTexts = defineCatalog({
  en: {
    'fields.counter': '{count, number}/{max, number}',
    'fields.limitReached':
      'You have reached the limit of {max, plural, one {# character} other {# characters}}.',
    'fields.showPassword': 'Show password',
    'fields.capsLockOn': 'Caps Lock is on.',
    'fields.clearSearch': 'Clear search',
    'fields.search': 'Search',
    'fields.selectPlaceholder': 'Select',
    'fields.inviteCode': 'Invite code',
    'fields.inviteCodeHint': 'Enter the 9-digit code or paste the invite link.',
  },
  ko: {
    'fields.counter': '{count, number}/{max, number}',
    'fields.limitReached': '최대 {max, number}자까지 입력할 수 있습니다.',
    'fields.showPassword': '비밀번호 표시',
    'fields.capsLockOn': 'Caps Lock이 켜져 있습니다.',
    'fields.clearSearch': '검색어 지우기',
    'fields.search': '검색',
    'fields.selectPlaceholder': '선택',
    'fields.inviteCode': '초대 코드',
    'fields.inviteCodeHint': '9자리 코드를 입력하거나 초대 링크를 붙여 넣으세요.',
  },
});
