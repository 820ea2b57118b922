import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftFor,
  FORM_DRAFTS_KEY,
  forgetAllDrafts,
  forgetDraftsOfOthers,
  keepOpenDrafts,
  useFormDraft,
} from './formDrafts.ts';

const ADMIN = { companyId: 'demo', userIdx: 1, userId: 'admin' };
const TEACHER = { companyId: 'demo', userIdx: 2, userId: 'teacher' };
let signedIn: typeof ADMIN | null = ADMIN;

vi.mock('../app/session/session.ts', () => ({
  useSignedIn: () => (signedIn ? { user: signedIn, companyId: signedIn.companyId } : null),
}));

interface Fields {
  userName: string;
  password: string;
  confirmPassword: string;
  memo: string;
}

const OPENED: Fields = { userName: '', password: '', confirmPassword: '', memo: '' };

function openForm(id = 'user.register') {
  return renderHook(() => {
    const form = useForm<Fields>({ defaultValues: OPENED });
    return { form, draft: useFormDraft(form, id) };
  });
}

beforeEach(() => {
  signedIn = ADMIN;
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('what a user typed when the session ended (issue 17 item 9)', () => {
  it('is kept for the same user, without the passwords, and offered back', () => {
    const before = openForm();
    act(() => {
      before.result.current.form.setValue('userName', '김민준');
      before.result.current.form.setValue('password', 'Secret#123');
      before.result.current.form.setValue('confirmPassword', 'Secret#123');
    });
    expect(keepOpenDrafts(ADMIN)).toBe(1);
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).not.toContain('Secret#123');
    before.unmount();

    const after = openForm();
    expect(after.result.current.draft.offered).toEqual({ userName: '김민준', memo: '' });
    act(() => after.result.current.draft.restore());
    expect(after.result.current.form.getValues('userName')).toBe('김민준');
    expect(after.result.current.draft.offered).toBeNull();
    expect(draftFor('user.register', ADMIN)).toBeNull();
  });

  it('keeps nothing of a form that holds only what it opened with', () => {
    const open = openForm();
    expect(keepOpenDrafts(ADMIN)).toBe(0);
    open.unmount();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });

  it('is not offered to another user, and is forgotten when another user signs in', () => {
    const before = openForm('memo.new:7');
    act(() => before.result.current.form.setValue('memo', '상담 내용'));
    keepOpenDrafts(ADMIN);
    before.unmount();

    signedIn = TEACHER;
    expect(openForm('memo.new:7').result.current.draft.offered).toBeNull();
    forgetDraftsOfOthers(TEACHER);
    expect(draftFor('memo.new:7', ADMIN)).toBeNull();
  });

  it('survives the same user signing in again, and goes with reset-settings or a discard', () => {
    const before = openForm('memo.new:7');
    act(() => before.result.current.form.setValue('memo', '상담 내용'));
    keepOpenDrafts(ADMIN);
    before.unmount();

    forgetDraftsOfOthers(ADMIN);
    expect(draftFor('memo.new:7', ADMIN)).toEqual({ memo: '상담 내용', userName: '' });
    const again = openForm('memo.new:7');
    act(() => again.result.current.draft.discard());
    expect(draftFor('memo.new:7', ADMIN)).toBeNull();

    const third = openForm('memo.new:8');
    act(() => third.result.current.form.setValue('memo', '다른 메모'));
    keepOpenDrafts(ADMIN);
    forgetAllDrafts();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });
});
