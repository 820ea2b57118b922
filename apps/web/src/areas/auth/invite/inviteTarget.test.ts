import { describe, expect, it } from 'vitest';
import { readInviteTarget } from './inviteTarget.ts';

const read = (params: { companyIdx?: string; inviteCode?: string }, query = '') =>
  readInviteTarget(params, new URLSearchParams(query));

describe('readInviteTarget (screens.md §2.2 company and code in path or query)', () => {
  it('reads a company index and a code from the path', () => {
    expect(read({ companyIdx: '1', inviteCode: '482915736' })).toEqual({
      company: { companyIdx: 1 },
      inviteCode: '482915736',
    });
  });

  it('reads a company id from the path', () => {
    expect(read({ companyIdx: 'demo', inviteCode: '482-915-736' })).toEqual({
      company: { companyId: 'demo' },
      inviteCode: '482915736',
    });
  });

  it('reads a lone 9-digit segment as the code, the company from the query', () => {
    expect(read({ companyIdx: '482915736' }, 'companyId=hanbit')).toEqual({
      company: { companyId: 'hanbit' },
      inviteCode: '482915736',
    });
  });

  it('reads both from the query, the path winning when both name them', () => {
    expect(read({}, 'companyId=demo&inviteCode=482915736')).toEqual({
      company: { companyId: 'demo' },
      inviteCode: '482915736',
    });
    expect(
      read({ companyIdx: '2', inviteCode: '551234987' }, 'companyId=demo&inviteCode=1'),
    ).toEqual({ company: { companyIdx: 2 }, inviteCode: '551234987' });
  });

  it('names no company without one, and keeps the digits of a malformed code', () => {
    expect(read({})).toEqual({ company: null, inviteCode: '' });
    expect(read({ companyIdx: 'demo', inviteCode: '12ab34' })).toEqual({
      company: { companyId: 'demo' },
      inviteCode: '1234',
    });
  });
});
