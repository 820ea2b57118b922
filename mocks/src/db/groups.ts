import { TOP_GROUP_IDX } from '@platform/contract';
import type { SeedContext } from './context.ts';

/** A group tree as names: each entry is a group and its children. */
interface GroupTree {
  name: string;
  children?: readonly GroupTree[];
}

/** Three levels for the demo academy, two for the school; the expired academy has one group. */
const GROUP_TREES: Readonly<Record<string, readonly GroupTree[]>> = {
  demo: [
    {
      name: '본원',
      children: [
        { name: '초등부', children: [{ name: '초6 기초반' }, { name: '초6 심화반' }] },
        {
          name: '중등부',
          children: [{ name: '중1 A반' }, { name: '중1 B반' }, { name: '중2 A반' }],
        },
        { name: '고등부', children: [{ name: '고1 심화반' }] },
      ],
    },
    { name: '온라인관', children: [{ name: '온라인 중등', children: [{ name: '온라인 중3' }] }] },
    { name: '교무실' },
  ],
  hanbit: [
    { name: '5학년', children: [{ name: '5학년 1반' }, { name: '5학년 2반' }] },
    { name: '6학년', children: [{ name: '6학년 1반' }] },
    { name: '교무실' },
  ],
  saebom: [{ name: '본원' }],
};

export function seedGroups({ db, nextIdx }: SeedContext): void {
  for (const company of db.companies) {
    const plant = (trees: readonly GroupTree[], upGroupIdx: number) => {
      for (const tree of trees) {
        const groupIdx = nextIdx('groupIdx');
        db.groups.push({
          groupIdx,
          upGroupIdx,
          groupName: tree.name,
          companyIdx: company.companyIdx,
        });
        plant(tree.children ?? [], groupIdx);
      }
    };
    plant(GROUP_TREES[company.companyId] ?? [], TOP_GROUP_IDX);
  }
}
