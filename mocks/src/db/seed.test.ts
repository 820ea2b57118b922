import {
  can,
  errorCatalogue,
  isValidPassword,
  readConfigString,
  TOP_GROUP_IDX,
  USER_TYPE,
  validateUserId,
} from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_ERROR } from '../errors.ts';
import {
  createDb,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_ID,
  DEMO_PASSWORD,
  db,
  resetDb,
  SPECIAL_ACCOUNTS,
} from './index.ts';

describe('the seed', () => {
  it('is the same on every run, without Math.random or the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const first = createDb();
    const second = createDb();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    random.mockRestore();
    now.mockRestore();
  });

  it('keeps the demo institution the foundation page shows', () => {
    const demo = createDb().companies.find((company) => company.companyId === DEMO_COMPANY_ID);
    expect(demo?.companyName).toBe('보다 수학 아카데미');
    expect(demo?.cfg).toContain('WEB_BRAND_THEME=campus');
    expect(demo?.cfg).toContain('BRANDING_WEB_IMG=MAIN_TOP_LOGO,FAVICON');
    expect(demo?.cfg).toContain(
      'BRANDING_WEB_TEXT=보다 수학 아카데미,온라인 수학 수업과 숙제%2c 노트 첨삭,수학%2c 온라인 수업%2c 숙제',
    );
  });

  it('has more than one institution, and configurations the contract reads without a fault', () => {
    const { companies } = createDb();
    expect(companies.length).toBeGreaterThanOrEqual(3);
    for (const company of companies) {
      const { error, config } = readConfigString(company.cfg);
      expect(error, company.companyId).toBeNull();
      expect(config.userTypeAuth.size).toBe(8);
    }
    expect(readConfigString(companies[1]?.cfg).config.passwordPolicy).toBe('simple');
  });

  // issue 16: teachers author the textbooks they deploy homework from (screens.md §6, §10), and
  // the textbooks screen is in the manage area; without the bit its tab never showed.
  it('gives the demo teachers and open teachers manage access, and students none', () => {
    const { companies, users } = createDb();
    const demo = companies.find((company) => company.companyId === DEMO_COMPANY_ID);
    const user = (userId: string) => {
      const found = users.find((row) => row.companyId === DEMO_COMPANY_ID && row.userId === userId);
      if (!found) throw new Error(`no demo user ${userId}`);
      return found;
    };
    for (const cfg of [demo?.cfg, demo?.cfgEn]) {
      const { userTypeAuth } = readConfigString(cfg).config;
      expect(can(user('teacher'), 'manageAccess', userTypeAuth)).toBe(true);
      expect(can(user('openteacher'), 'manageAccess', userTypeAuth)).toBe(true);
      expect(can(user('student'), 'manageAccess', userTypeAuth)).toBe(false);
    }
  });

  it('has groups in at least three levels under the top (upGroupIdx 0)', () => {
    const { groups, companies } = createDb();
    const demoIdx = companies[0]?.companyIdx;
    const demoGroups = groups.filter((group) => group.companyIdx === demoIdx);
    const byIdx = new Map(demoGroups.map((group) => [group.groupIdx, group]));
    const depth = (groupIdx: number): number => {
      const group = byIdx.get(groupIdx);
      return !group || group.upGroupIdx === TOP_GROUP_IDX ? 1 : 1 + depth(group.upGroupIdx);
    };
    expect(demoGroups.some((group) => group.upGroupIdx === TOP_GROUP_IDX)).toBe(true);
    for (const group of demoGroups) {
      if (group.upGroupIdx !== TOP_GROUP_IDX) expect(byIdx.has(group.upGroupIdx)).toBe(true);
    }
    expect(Math.max(...demoGroups.map((group) => depth(group.groupIdx)))).toBeGreaterThanOrEqual(3);
  });

  it('has users of every type with Korean names and valid English ids', () => {
    const { users } = createDb();
    const demoUsers = users.filter((user) => user.companyId === DEMO_COMPANY_ID);
    for (const type of Object.values(USER_TYPE)) {
      expect(
        demoUsers.some((user) => user.userType === type),
        `type ${type}`,
      ).toBe(true);
    }
    for (const user of users) {
      expect(user.userName).toMatch(/^[가-힣]{2,4}$/);
      expect(user.userId).toMatch(/^[A-Za-z0-9._@-]+$/);
      expect(validateUserId(user.userId), user.userId).toBeNull();
    }
    const ids = demoUsers.map((user) => user.userId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the six demo accounts with the demo password, which passes the high policy', () => {
    const { users } = createDb();
    expect(DEMO_ACCOUNTS.map((account) => account.userId)).toEqual([
      'admin',
      'operator',
      'teacher',
      'openteacher',
      'student',
      'monitor',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find(
        (candidate) =>
          candidate.companyId === DEMO_COMPANY_ID && candidate.userId === account.userId,
      );
      expect(user?.userType).toBe(account.userType);
      expect(user?.password).toBe('Demo#2580');
      expect(user?.locked).toBe(false);
    }
    expect(isValidPassword(DEMO_PASSWORD, 'high')).toBe(true);
    expect(Object.values(SPECIAL_ACCOUNTS).every((id) => users.some((u) => u.userId === id))).toBe(
      true,
    );
  });

  it('resetDb puts the live database back to the seed', () => {
    const user = db.users[0];
    if (!user) throw new Error('no users');
    user.userName = '바뀐이름';
    resetDb();
    expect(db.users[0]?.userName).not.toBe('바뀐이름');
    expect(JSON.stringify(db)).toBe(JSON.stringify(createDb()));
  });

  it('answers only codes of the contract error catalogue', () => {
    for (const code of Object.values(MOCK_ERROR)) expect(errorCatalogue[code], code).toBeDefined();
  });
});
