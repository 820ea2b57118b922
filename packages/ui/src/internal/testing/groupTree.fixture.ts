import { USER_TYPE } from '@platform/contract';
import type { TreeGroup, TreeUser } from '../../GroupTree/index.ts';

/**
 * Story and benchmark data, not part of the published entry. Every list is the same on every
 * run (a seeded generator), so figures and screenshots compare.
 */

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
];
const GIVEN = ['민', '서', '지', '현', '우', '준', '윤', '하', '도', '예', '수', '진', '영', '호'];

/** mulberry32: a tiny seeded generator, enough for spreading names and types. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

export interface StressOptions {
  users?: number;
  groups?: number;
  seed?: number;
}

/**
 * The stress set of issue 7: 100,000 users in 2,000 groups, three levels deep (10 schools, 10
 * grades each, the rest classes), users spread evenly, Korean names, mostly students.
 */
export function generateStressData({
  users = 100_000,
  groups = 2_000,
  seed = 7,
}: StressOptions = {}) {
  const random = seeded(seed);
  const groupList: TreeGroup[] = [];
  const schools = Math.min(10, groups);
  const grades = Math.min(schools * 10, groups - schools);
  for (let i = 0; i < groups; i++) {
    const groupIdx = i + 1;
    if (i < schools) {
      groupList.push({ groupIdx, upGroupIdx: 0, groupName: `${i + 1}캠퍼스` });
    } else if (i < schools + grades) {
      const n = i - schools;
      groupList.push({
        groupIdx,
        upGroupIdx: (n % schools) + 1,
        groupName: `${Math.floor(n / schools) + 1}학년 ${(n % schools) + 1}`,
      });
    } else {
      const n = i - schools - grades;
      groupList.push({
        groupIdx,
        upGroupIdx: schools + (n % grades) + 1,
        groupName: `${Math.floor(n / grades) + 1}반-${groupIdx}`,
      });
    }
  }
  const userList: TreeUser[] = [];
  for (let i = 0; i < users; i++) {
    const roll = random();
    const userType =
      roll < 0.85 ? USER_TYPE.STUDENT : roll < 0.95 ? USER_TYPE.TEACHER : USER_TYPE.OPEN_TEACHER;
    userList.push({
      userIdx: i + 1,
      userId: `${userType === USER_TYPE.STUDENT ? 'st' : 'tc'}${String(i + 1).padStart(6, '0')}`,
      userName: pick(random, SURNAMES) + pick(random, GIVEN) + pick(random, GIVEN),
      userType,
      groupIdx: (i % groups) + 1,
    });
  }
  return { groups: groupList, users: userList };
}

/** A small institution for the everyday stories. */
export const demoGroups: TreeGroup[] = [
  { groupIdx: 1, upGroupIdx: 0, groupName: '서울 본원' },
  { groupIdx: 2, upGroupIdx: 1, groupName: '중등부' },
  { groupIdx: 3, upGroupIdx: 2, groupName: '중1 수학' },
  { groupIdx: 4, upGroupIdx: 2, groupName: '중2 영어' },
  { groupIdx: 5, upGroupIdx: 1, groupName: '고등부' },
  { groupIdx: 6, upGroupIdx: 0, groupName: '부산 분원' },
  { groupIdx: 7, upGroupIdx: 6, groupName: '초등부' },
  { groupIdx: 8, upGroupIdx: 0, groupName: '강사진' },
];

export const demoUsers: TreeUser[] = [
  {
    userIdx: 101,
    userId: 'kimminjun',
    userName: '김민준',
    userType: USER_TYPE.STUDENT,
    groupIdx: 3,
  },
  {
    userIdx: 102,
    userId: 'leeseoyeon',
    userName: '이서연',
    userType: USER_TYPE.STUDENT,
    groupIdx: 3,
  },
  {
    userIdx: 103,
    userId: 'parkjiho',
    userName: '박지호',
    userType: USER_TYPE.STUDENT,
    groupIdx: 3,
  },
  {
    userIdx: 104,
    userId: 'choiyuna',
    userName: '최유나',
    userType: USER_TYPE.STUDENT,
    groupIdx: 4,
  },
  {
    userIdx: 105,
    userId: 'jungdoyun',
    userName: '정도윤',
    userType: USER_TYPE.STUDENT,
    groupIdx: 4,
  },
  {
    userIdx: 106,
    userId: 'kanghaeun',
    userName: '강하은',
    userType: USER_TYPE.STUDENT,
    groupIdx: 5,
  },
  {
    userIdx: 107,
    userId: 'yoonseojun',
    userName: '윤서준',
    userType: USER_TYPE.STUDENT,
    groupIdx: 5,
  },
  {
    userIdx: 108,
    userId: 'jangsoyul',
    userName: '장소율',
    userType: USER_TYPE.STUDENT,
    groupIdx: 7,
  },
  {
    userIdx: 109,
    userId: 'limjiwoo',
    userName: '임지우',
    userType: USER_TYPE.STUDENT,
    groupIdx: 7,
  },
  {
    userIdx: 201,
    userId: 'teacher.han',
    userName: '한지민',
    userType: USER_TYPE.TEACHER,
    groupIdx: 8,
  },
  {
    userIdx: 202,
    userId: 'teacher.oh',
    userName: '오현우',
    userType: USER_TYPE.TEACHER,
    groupIdx: 8,
  },
  {
    userIdx: 203,
    userId: 'open.seo',
    userName: '서예린',
    userType: USER_TYPE.OPEN_TEACHER,
    groupIdx: 8,
  },
];
