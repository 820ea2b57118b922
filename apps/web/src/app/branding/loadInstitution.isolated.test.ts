import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const result = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { result: (...args: unknown[]) => result(...args) } }));

const { startInstitutionLoad, takeInstitutionLoad } = await import('./loadInstitution.ts');

const reply = {
  company: { companyIdx: 7, companyId: 'demo', companyName: '보다 수학 아카데미' },
  cfg: '',
  bodaSetting: undefined,
};

describe("the login page's LOGIN_INFO read, started by its route's loader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    result.mockReset();
    result.mockResolvedValue(reply);
  });
  afterEach(() => vi.useRealTimers());

  it('is taken by the page instead of a second call', async () => {
    startInstitutionLoad('demo', 'ko');
    startInstitutionLoad('demo', 'ko');
    const institution = await takeInstitutionLoad('demo', 'ko');
    expect(result).toHaveBeenCalledTimes(1);
    expect(institution.company.companyName).toBe('보다 수학 아카데미');
  });

  it('is taken once: a later visit, or the other language, reads again', async () => {
    startInstitutionLoad('demo', 'ko');
    await takeInstitutionLoad('demo', 'ko');
    await takeInstitutionLoad('demo', 'ko');
    await takeInstitutionLoad('demo', 'en');
    expect(result).toHaveBeenCalledTimes(3);
    expect(result.mock.calls[2]?.[1]).toEqual({ companyId: 'demo', language: 'en' });
  });

  it('is dropped when no page takes it within the hold', async () => {
    startInstitutionLoad('demo', 'en');
    await vi.advanceTimersByTimeAsync(10_001);
    await takeInstitutionLoad('demo', 'en');
    expect(result).toHaveBeenCalledTimes(2);
  });

  it('hands its failure to the page that takes it, and none before', async () => {
    result.mockRejectedValueOnce(new Error('WB-400-205'));
    startInstitutionLoad('nowhere', 'ko');
    await vi.advanceTimersByTimeAsync(0);
    await expect(takeInstitutionLoad('nowhere', 'ko')).rejects.toThrow('WB-400-205');
  });
});
