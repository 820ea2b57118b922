import { ApiError } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  endAfterStartChange,
  groupOptions,
  overlappedPrice,
  type UserForm,
  userFormFaults,
  userSaveRequest,
} from './userDetailRules.ts';

const form: UserForm = {
  userId: 'newkid',
  userName: '김하나',
  password: 'Sun#2580x',
  passwordConfirm: 'Sun#2580x',
  phone: '01012345678',
  phone2: '',
  email: '',
  userType: '12',
  groupIdx: '0',
};

const rules = { register: true, policy: 'high' as const, checkedUserId: 'newkid' };
const keysOf = (faults: object) =>
  Object.fromEntries(
    Object.entries(faults).map(([field, fault]) => [field, (fault as { key: string }).key]),
  );

describe('userFormFaults', () => {
  it('passes a complete registration whose ID was checked', () => {
    expect(userFormFaults(form, rules)).toEqual({});
  });

  it('asks for the duplicate check again when the ID changed after it', () => {
    expect(keysOf(userFormFaults({ ...form, userId: 'newkid2' }, rules))).toEqual({
      userId: 'valid.userIdDuplicateCheck',
    });
  });

  it('names every rule the form breaks', () => {
    const faults = userFormFaults(
      {
        ...form,
        userId: 'a',
        userName: '',
        password: 'short',
        passwordConfirm: 'other',
        phone: '010-1234',
        phone2: 'abc',
        email: 'not-mail',
      },
      rules,
    );
    expect(keysOf(faults)).toEqual({
      userId: 'valid.userId',
      userName: 'valid.required',
      password: 'valid.passwordHigh',
      passwordConfirm: 'valid.passwordMismatch',
      phone: 'valid.mobile',
      phone2: 'valid.mobile',
      email: 'valid.email',
    });
  });

  it('wants 2 characters of a modified name and ignores ID and password', () => {
    const faults = userFormFaults(
      { ...form, userId: '', password: '', passwordConfirm: '', userName: '김' },
      { ...rules, register: false },
    );
    expect(keysOf(faults)).toEqual({ userName: 'valid.minLength' });
  });

  it('does not check again a saved phone sent back unchanged', () => {
    const saved = { phone: '010-1234-5678', phone2: '010-9999-0000' };
    const modify = { ...rules, register: false, saved };
    expect(userFormFaults({ ...form, ...saved }, modify)).toEqual({});
    expect(keysOf(userFormFaults({ ...form, ...saved, phone: '010-1234-5679' }, modify))).toEqual({
      phone: 'valid.mobile',
    });
  });

  it('checks the parent phone of students only', () => {
    expect(userFormFaults({ ...form, userType: '11', phone2: 'abc' }, rules)).toEqual({});
  });

  it('requires a user type', () => {
    expect(keysOf(userFormFaults({ ...form, userType: '' }, rules))).toEqual({
      userType: 'valid.required',
    });
  });
});

describe('userSaveRequest', () => {
  it('sends ID and password on register, and a parent phone for students only', () => {
    expect(userSaveRequest({ ...form, phone2: '0101' }, undefined)).toMatchObject({
      userId: 'newkid',
      password: 'Sun#2580x',
      phone2: '0101',
      userType: 12,
      groupIdx: 0,
    });
    const modify = userSaveRequest({ ...form, userType: '11', phone2: '0101' }, 7);
    expect(modify).toMatchObject({ userIdx: 7, userType: 11 });
    expect(modify).not.toHaveProperty('password');
    expect(modify).not.toHaveProperty('phone2');
  });
});

describe('groupOptions', () => {
  it('lists the tree depth first, indented, below the top level', () => {
    const options = groupOptions(
      [
        { groupIdx: 2, upGroupIdx: 1, groupName: '1반' },
        { groupIdx: 1, upGroupIdx: 0, groupName: '본원' },
        { groupIdx: 3, upGroupIdx: 0, groupName: '분원' },
      ],
      'Top',
    );
    expect(options.map((option) => option.value)).toEqual(['0', '1', '2', '3']);
    expect(options[2]?.label).toBe('\u00a0\u00a0\u00a0\u00a01반');
  });
});

describe('endAfterStartChange', () => {
  it('clears an end the new start passed, and keeps any other', () => {
    expect(endAfterStartChange('2030-05-02', '2030-05-01')).toBe('');
    expect(endAfterStartChange('2030-05-01', '2030-05-01')).toBe('2030-05-01');
    expect(endAfterStartChange('2030-05-01', '')).toBe('');
  });
});

describe('overlappedPrice', () => {
  const price = { priceIdx: 4, userIdx: 9, startDate: '2025-01-01', price: 30000 };
  it('reads the overlapped price of a WB-400-309 refusal', () => {
    const error = new ApiError({
      kind: 'status',
      status: 400,
      code: 'WB-400-309',
      endpoint: 'priceSave.ADD',
      detail: price,
    });
    expect(overlappedPrice(error)?.priceIdx).toBe(4);
  });
  it('is null for another code', () => {
    const error = new ApiError({
      kind: 'status',
      status: 400,
      code: 'WB-400-212',
      endpoint: 'priceSave.ADD',
      detail: price,
    });
    expect(overlappedPrice(error)).toBeNull();
  });
});
