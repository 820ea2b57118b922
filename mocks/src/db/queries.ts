import { fillPath } from '@platform/contract';
import { MOCK_API_PREFIX } from '../api.ts';
import type { MockCompany, MockDb, MockUser, PublicUser } from './types.ts';

export function companyById(db: MockDb, companyId: string | undefined): MockCompany | undefined {
  return db.companies.find((company) => company.companyId === companyId);
}

export function companyByIdx(db: MockDb, companyIdx: number | undefined): MockCompany | undefined {
  return db.companies.find((company) => company.companyIdx === companyIdx);
}

export function userByIdx(db: MockDb, userIdx: number): MockUser | undefined {
  return db.users.find((user) => user.userIdx === userIdx);
}

/** A user by login id within an institution (ids are unique per institution). */
export function userByLogin(db: MockDb, companyIdx: number, userId: string): MockUser | undefined {
  return db.users.find((user) => user.companyIdx === companyIdx && user.userId === userId);
}

/** The company as the wire shows it (companyIdx, companyId, companyName). */
export function publicCompany(company: MockCompany) {
  return {
    companyIdx: company.companyIdx,
    companyId: company.companyId,
    companyName: company.companyName,
  };
}

/**
 * The address of a user's picture (assumed: `profileImage` is a URL of the download call; the
 * file index makes a new upload a new address, so no cache shows the old one).
 */
export function profileImageUrl(user: MockUser): string | null {
  if (user.profileFileIdx === null) return null;
  const query = new URLSearchParams({
    command: 'DOWNLOAD_FILE',
    userIdx: String(user.userIdx),
    timestamp: String(user.profileFileIdx),
  });
  return `${MOCK_API_PREFIX}${fillPath('/user/profile')}?${query}`;
}

/** The user as the wire shows it: no password, no bookkeeping. */
export function publicUser(user: MockUser): PublicUser {
  const {
    password: _password,
    failedLogins: _failedLogins,
    profileFileIdx: _profileFileIdx,
    ...wire
  } = user;
  return { ...wire, profileImage: profileImageUrl(user) };
}
