import { USER_TYPE, WEB_AUTH } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultInviteUserType,
  type InviteFormValues,
  inviteMatchesCompany,
  inviteUserTypes,
  offersCreate,
  organisationPickerActive,
  validateInviteForm,
} from './inviteRules.ts';

const auth = new Map<number, number>([
  [USER_TYPE.ADMIN, WEB_AUTH.MANAGE],
  [USER_TYPE.TEACHER, WEB_AUTH.MEET_OPEN],
  [USER_TYPE.STUDENT, 0],
]);

describe('user types (screens.md §2.2 "only if more than one type exists, default 12")', () => {
  it('lists the participant types the configuration has, never the management ones', () => {
    expect(inviteUserTypes(auth)).toEqual([USER_TYPE.STUDENT, USER_TYPE.TEACHER]);
    expect(inviteUserTypes(new Map([[USER_TYPE.ADMIN, 1]]))).toEqual([]);
  });
  it('defaults to the student, else the first type there is', () => {
    expect(defaultInviteUserType([USER_TYPE.TEACHER, USER_TYPE.STUDENT])).toBe(USER_TYPE.STUDENT);
    expect(defaultInviteUserType([USER_TYPE.TEACHER])).toBe(USER_TYPE.TEACHER);
    expect(defaultInviteUserType([])).toBe(USER_TYPE.STUDENT);
  });
});

describe('create mode and the organisation picker', () => {
  it('offers create only to a type with the meeting-open permission, never in emergency mode', () => {
    expect(offersCreate(USER_TYPE.TEACHER, auth, false)).toBe(true);
    expect(offersCreate(USER_TYPE.STUDENT, auth, false)).toBe(false);
    expect(offersCreate(USER_TYPE.TEACHER, auth, true)).toBe(false);
  });
  it('shows the picker when the address names no institution, not in emergency mode', () => {
    expect(organisationPickerActive({ companyInAddress: false, emergency: false })).toBe(true);
    expect(organisationPickerActive({ companyInAddress: true, emergency: false })).toBe(false);
    expect(organisationPickerActive({ companyInAddress: false, emergency: true })).toBe(false);
  });
});

describe('validateInviteForm (screens.md §5 Login and invite)', () => {
  const values: InviteFormValues = {
    mode: 'join',
    inviteCode: '482915736',
    roomTitle: '',
    nickname: '참관 학부모',
    organisation: null,
  };
  it('accepts a complete join', () => {
    expect(validateInviteForm(values, { pickerActive: false })).toEqual({});
  });
  it('asks for each missing or overlong value with the contract texts', () => {
    expect(
      validateInviteForm({ ...values, inviteCode: '', nickname: '' }, { pickerActive: true }),
    ).toEqual({
      inviteCode: { key: 'valid.required' },
      nickname: { key: 'valid.required' },
      organisation: { key: 'valid.required' },
    });
    expect(validateInviteForm({ ...values, inviteCode: '1234' }, { pickerActive: false })).toEqual({
      inviteCode: { key: 'valid.inviteCode' },
    });
    expect(
      validateInviteForm({ ...values, nickname: '가'.repeat(33) }, { pickerActive: false }).nickname
        ?.key,
    ).toBe('valid.maxLength');
  });
  it('needs a room title, not a code, in create mode', () => {
    const create = { ...values, mode: 'create' as const, inviteCode: '' };
    expect(validateInviteForm(create, { pickerActive: false })).toEqual({
      roomTitle: { key: 'valid.required' },
    });
    expect(
      validateInviteForm({ ...create, roomTitle: 'x'.repeat(101) }, { pickerActive: false })
        .roomTitle?.key,
    ).toBe('valid.maxLength');
    expect(
      validateInviteForm({ ...create, roomTitle: '보충 수업' }, { pickerActive: false }),
    ).toEqual({});
  });
});

describe('inviteMatchesCompany ("must match company code")', () => {
  const demo = { companyIdx: 1, companyId: 'demo' };
  it('compares by index, else by id', () => {
    expect(inviteMatchesCompany({ companyIdx: 1, companyId: 'demo' }, demo)).toBe(true);
    expect(inviteMatchesCompany({ companyIdx: 2, companyId: 'hanbit' }, demo)).toBe(false);
    expect(inviteMatchesCompany({ companyId: 'hanbit' }, demo)).toBe(false);
    expect(inviteMatchesCompany({ companyId: 'demo' }, demo)).toBe(true);
  });
  it('passes when either side names no institution', () => {
    expect(inviteMatchesCompany(null, demo)).toBe(true);
    expect(inviteMatchesCompany({ companyIdx: 2 }, null)).toBe(true);
  });
});
