import { describe, expect, it } from 'vitest';
import {
  emailFieldSchema,
  feeAmountFieldSchema,
  groupNameFieldSchema,
  inviteCodeFieldSchema,
  loginFormSchema,
  memoFieldSchema,
  nameFieldSchema,
  nicknameFieldSchema,
  parentPhoneFieldSchema,
  passwordChangeFormSchema,
  passwordFieldSchema,
  phoneFieldSchema,
  roomNameFieldSchema,
  roomPasswordFieldSchema,
  roomTitleFieldSchema,
  titleFieldSchema,
  userIdFieldSchema,
} from './schemas.ts';
import { faultOfIssue } from './zodRule.ts';

/** The faults a schema reports for a value, as { key, params? }. */
function faults(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: Parameters<typeof faultOfIssue>[0][] };
  };
  return result.success ? [] : (result.error?.issues ?? []).map(faultOfIssue);
}

describe('field schemas agree with the plain rules', () => {
  it.each([
    ['userId', userIdFieldSchema, 'kim.minji', 'a', 'valid.userId'],
    ['password high', passwordFieldSchema('high'), 'Zeta9#Qx', 'abcdefgh', 'valid.passwordHigh'],
    ['password simple', passwordFieldSchema('simple'), 'abcde1', 'abcdef', 'valid.passwordSimple'],
    ['name', nameFieldSchema(), '김', '', 'valid.required'],
    ['nickname', nicknameFieldSchema, 'guest', '', 'valid.required'],
    ['phone', phoneFieldSchema, '+821012345678', '010-1234', 'valid.mobile'],
    ['parent phone', parentPhoneFieldSchema, '', 'x', 'valid.mobile'],
    ['email', emailFieldSchema, '', 'a@b', 'valid.email'],
    ['room password', roomPasswordFieldSchema, 'a1!', 'a b', 'valid.roomPwdRule'],
    ['room title', roomTitleFieldSchema, 'Math', ' ', 'valid.required'],
    ['room name', roomNameFieldSchema, 'Math', '', 'valid.required'],
    ['group name', groupNameFieldSchema, '1학년', 'A/B', 'valid.groupName'],
    ['memo', memoFieldSchema, 'note', '', 'valid.required'],
    ['title', titleFieldSchema, 'Unit 1', '', 'valid.required'],
    ['fee', feeAmountFieldSchema, '1000', '1,000', 'valid.numberOnly'],
  ])('%s', (_name, schema, good, bad, key) => {
    expect(faults(schema, good)).toEqual([]);
    expect(faults(schema, bad)).toEqual([{ key }]);
  });
  it('carries the params of a fault', () => {
    expect(faults(nameFieldSchema({ modified: true }), '김')).toEqual([
      { key: 'valid.minLength', params: { min: 2 } },
    ]);
    expect(faults(titleFieldSchema, 'x'.repeat(51))).toEqual([
      { key: 'valid.maxLength', params: { max: 50 } },
    ]);
  });
  it('reads a value of the wrong type as required', () => {
    expect(faults(nicknameFieldSchema, undefined)).toEqual([{ key: 'valid.required' }]);
  });
});

describe('inviteCodeFieldSchema', () => {
  it('outputs the 9 digits of a code or link', () => {
    expect(inviteCodeFieldSchema.parse('123-456-789')).toBe('123456789');
    expect(inviteCodeFieldSchema.parse('https://x.example/invite/1/987654321')).toBe('987654321');
    expect(faults(inviteCodeFieldSchema, '1234')).toEqual([{ key: 'valid.inviteCode' }]);
  });
});

describe('form schemas', () => {
  it('login: both required, username 50, password 30', () => {
    expect(faults(loginFormSchema, { username: 'kim', password: 'pw' })).toEqual([]);
    expect(faults(loginFormSchema, { username: '', password: 'x'.repeat(31) })).toEqual([
      { key: 'valid.required' },
      { key: 'valid.maxLength', params: { max: 30 } },
    ]);
  });
  it('password change: old one when own, confirmation must match', () => {
    const own = passwordChangeFormSchema('high', true);
    const form = { oldPassword: 'old', newPassword: 'Zeta9#Qx', confirmPassword: 'Zeta9#Qx' };
    expect(faults(own, form)).toEqual([]);
    expect(faults(own, { ...form, oldPassword: '' })).toEqual([{ key: 'valid.required' }]);
    expect(faults(own, { ...form, confirmPassword: 'nope' })).toEqual([
      { key: 'valid.passwordMismatch' },
    ]);
    const other = passwordChangeFormSchema('simple', false);
    expect(faults(other, { ...form, oldPassword: '' })).toEqual([]);
  });
});

describe('faultOfIssue', () => {
  it('reads a foreign message, even a prototype name, as required', () => {
    expect(faultOfIssue({ code: 'custom', message: 'toString', path: [], input: '' })).toEqual({
      key: 'valid.required',
    });
    expect(faultOfIssue({ code: 'custom', message: 'valid.email', path: [], input: '' })).toEqual({
      key: 'valid.email',
    });
  });
});
