import { scenario } from '@platform/mocks';
import { DEMO_COMPANY_ID } from '@platform/mocks/demo-accounts';
import { detectBrowserLocale } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { loader as inviteLoader } from '../areas/auth/invite/invite.loader.ts';
import { inviteInstitutionQuery } from '../areas/auth/invite/inviteApi.ts';
import { loader as taskListLoader } from '../areas/homework/taskList.loader.ts';
import { firstTaskPage, taskPageQuery } from '../areas/homework/taskQueries.ts';
import { loader as classPageLoader } from '../areas/rooms/classPage.loader.ts';
import { openLoader as openStatisticsLoader } from '../areas/statistics/statistics.loader.ts';
import { loader as groupListLoader } from '../areas/users/list/groupList.loader.ts';
import { userPageQuery } from '../areas/users/list/usersData.ts';
import { signInAs, withMockBackend } from '../testing/mockSession.ts';
import { appQueryClient } from './appQueryClient.ts';

withMockBackend();

const run = (loader: typeof taskListLoader, companyId = DEMO_COMPANY_ID, path = '/') =>
  loader({
    params: { companyId },
    request: new Request(`http://localhost${path}`),
    context: undefined,
    // biome-ignore lint/suspicious/noExplicitAny: the loaders read params only.
  } as any);

describe('screen loaders', () => {
  it("start the screen's first read under the key the screen reads", async () => {
    appQueryClient.clear();
    await signInAs('teacher');
    run(taskListLoader);
    const key = taskPageQuery(firstTaskPage('teacher', new Date())).queryKey;
    const started = appQueryClient.getQueryCache().find({ queryKey: key, exact: true });
    expect(started?.state.fetchStatus).toBe('fetching');
    await expect.poll(() => started?.state.status).toBe('success');
    // Held for the screen that has not mounted yet.
    expect(appQueryClient.getQueryData(key)).toBeDefined();
  });

  it("a student's task list starts the student's range", async () => {
    appQueryClient.clear();
    await signInAs('student');
    run(taskListLoader);
    const key = taskPageQuery(firstTaskPage('student', new Date())).queryKey;
    expect(appQueryClient.getQueryCache().find({ queryKey: key, exact: true })).toBeDefined();
  });

  it('read nothing for a visitor the guards send away', async () => {
    appQueryClient.clear();
    run(taskListLoader);
    await signInAs('teacher');
    run(taskListLoader, 'another-institution');
    await signInAs('student');
    run(groupListLoader);
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
    await signInAs('admin');
    run(groupListLoader);
    expect(
      appQueryClient
        .getQueryCache()
        .find({ queryKey: userPageQuery({ pageIndex: 0, keyword: '' }).queryKey }),
    ).toBeDefined();
  });

  // A statistics screen opened by its address in disaster mode redirects to the class screen, but
  // its loader had already asked for the month's figures the mode withholds.
  it('DisasterModeScreenLoaderReadsNothing: a screen disaster mode closes starts no read', async () => {
    appQueryClient.clear();
    scenario.set({ emergencyMode: true });
    await signInAs('admin');
    const path = `/${DEMO_COMPANY_ID}/manage/statistic/open/view`;
    run(openStatisticsLoader, DEMO_COMPANY_ID, path);
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
    // The class screen stays open in disaster mode, and its loader reads.
    run(classPageLoader, DEMO_COMPANY_ID, `/${DEMO_COMPANY_ID}/meet/list`);
    expect(appQueryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    appQueryClient.clear();
    scenario.set({ emergencyMode: false });
    await signInAs('admin');
    run(openStatisticsLoader, DEMO_COMPANY_ID, path);
    expect(appQueryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
  });

  it("the invite page, before sign-in, starts its address's institution and nothing without one", async () => {
    appQueryClient.clear();
    const invite = (path: string) =>
      inviteLoader({
        params: {},
        request: new Request(`http://localhost${path}`),
        context: undefined,
        // biome-ignore lint/suspicious/noExplicitAny: the loader reads the address only.
      } as any);
    invite('/invite');
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
    invite(`/invite?companyId=${DEMO_COMPANY_ID}&inviteCode=482915736`);
    const key = inviteInstitutionQuery(
      { companyId: DEMO_COMPANY_ID },
      detectBrowserLocale(),
    ).queryKey;
    const started = appQueryClient.getQueryCache().find({ queryKey: key, exact: true });
    expect(started).toBeDefined();
    await expect.poll(() => started?.state.status).toBe('success');
  });
});
