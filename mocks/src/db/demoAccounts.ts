import { USER_TYPE, type UserType } from '@platform/contract';

// Kept apart from the seed so that the login page's demo mode can import the list
// (`@platform/mocks/demo-accounts`) without the mock server.

/** The password of every seeded account, the demo accounts included (it passes the high policy). */
export const DEMO_PASSWORD = 'Demo#2580';

export interface DemoAccount {
  userId: string;
  userType: UserType;
  userName: string;
}

/** The demo accounts of the demo institution, one per kind of user, for the login page's demo mode. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 'admin', userType: USER_TYPE.ADMIN, userName: '정하늘' },
  { userId: 'operator', userType: USER_TYPE.OPERATOR, userName: '오세린' },
  { userId: 'teacher', userType: USER_TYPE.TEACHER, userName: '김민지' },
  { userId: 'openteacher', userType: USER_TYPE.OPEN_TEACHER, userName: '이준호' },
  { userId: 'student', userType: USER_TYPE.STUDENT, userName: '박서윤' },
  { userId: 'monitor', userType: USER_TYPE.MONITOR, userName: '최도현' },
];
