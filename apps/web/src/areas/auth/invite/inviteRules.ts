import {
  type Company,
  can,
  USER_TYPE,
  type UserType,
  type ValidationFault,
  validateInviteCode,
  validateNickname,
  validateRoomTitle,
  validationFault,
} from '@platform/contract';

/**
 * The user types a guest may enter as, in the order the selector lists them. The spec says only
 * "only if more than one type exists, default 12". assumed: the types that exist are the class
 * participants the institution's WEB_USER_TYPE_AUTH lists (student, teacher, open teacher, user,
 * other); the management types (admin, monitor, operator) are staff accounts, never guests.
 */
export const INVITE_USER_TYPE_CANDIDATES: readonly UserType[] = [
  USER_TYPE.STUDENT,
  USER_TYPE.TEACHER,
  USER_TYPE.OPEN_TEACHER,
  USER_TYPE.USER,
  USER_TYPE.OTHER,
];

/** screens.md §2.2 "default 12". */
export const DEFAULT_INVITE_USER_TYPE: UserType = USER_TYPE.STUDENT;

export function inviteUserTypes(userTypeAuth: ReadonlyMap<number, number>): UserType[] {
  return INVITE_USER_TYPE_CANDIDATES.filter((type) => userTypeAuth.has(type));
}

/** The default type, or the first that exists when the institution has no students. */
export function defaultInviteUserType(types: readonly UserType[]): UserType {
  return types.includes(DEFAULT_INVITE_USER_TYPE)
    ? DEFAULT_INVITE_USER_TYPE
    : (types[0] ?? DEFAULT_INVITE_USER_TYPE);
}

/**
 * screens.md §2.2: "Create is offered only if the user type has the meeting-open permission".
 * assumed: not in emergency mode, where only joining a running class is offered ("Emergency mode
 * (1) ... changes join options").
 */
export function offersCreate(
  userType: number,
  userTypeAuth: ReadonlyMap<number, number>,
  emergency: boolean,
): boolean {
  return !emergency && can({ userType }, 'meetOpen', userTypeAuth);
}

/**
 * "organisation picker when active"; emergency mode hides it (screens.md §2.2). assumed: it is
 * active when the address names no institution, which the guest then picks by search.
 */
export function organisationPickerActive(input: {
  companyInAddress: boolean;
  emergency: boolean;
}): boolean {
  return !input.companyInAddress && !input.emergency;
}

export type InviteMode = 'join' | 'create';

export interface InviteFormValues {
  mode: InviteMode;
  inviteCode: string;
  roomTitle: string;
  nickname: string;
  organisation: Company | null;
}

export type InviteField = 'inviteCode' | 'roomTitle' | 'nickname' | 'organisation';
export type InviteFaults = Partial<Record<InviteField, ValidationFault>>;

/**
 * screens.md §5 "Login and invite": nickname required max 32; the invite code or link required
 * and well formed (join); room title required max 100 (create); the organisation required when
 * the picker is active.
 */
export function validateInviteForm(
  values: InviteFormValues,
  options: { pickerActive: boolean },
): InviteFaults {
  const faults: InviteFaults = {};
  const codeFault = values.mode === 'join' ? validateInviteCode(values.inviteCode) : null;
  if (codeFault) faults.inviteCode = codeFault;
  const titleFault = values.mode === 'create' ? validateRoomTitle(values.roomTitle) : null;
  if (titleFault) faults.roomTitle = titleFault;
  const nicknameFault = validateNickname(values.nickname);
  if (nicknameFault) faults.nickname = nicknameFault;
  if (options.pickerActive && !values.organisation) {
    faults.organisation = validationFault('valid.required');
  }
  return faults;
}

/**
 * "must match company code else invalid invite link message" (screens.md §5): the institution the
 * lookup names (defaultSetting.company) must be the page's. By index when both have one, else by
 * id. assumed: a lookup that names no institution passes (the join call checks again), and so
 * does a page without one (emergency mode without a company in the address).
 */
export function inviteMatchesCompany(
  named: Partial<Company> | null | undefined,
  company: Pick<Company, 'companyIdx' | 'companyId'> | null,
): boolean {
  if (!company || !named) return true;
  if (named.companyIdx != null && company.companyIdx) {
    return named.companyIdx === company.companyIdx;
  }
  return named.companyId == null || named.companyId === company.companyId;
}
