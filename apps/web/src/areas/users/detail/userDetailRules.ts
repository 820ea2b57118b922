import {
  type Group,
  hasParentPhone,
  type PasswordPolicy,
  TOP_GROUP_IDX,
  type UnitPrice,
  type UserType,
  unitPriceSchema,
  type ValidationFault,
  validateEmail,
  validateName,
  validateParentPhone,
  validatePassword,
  validatePhone,
  validateUserIdForRegister,
  validationFault,
} from '@platform/contract';
import { isUnitPriceOverlap } from '../../../shared/apiErrors.ts';

/** The information form as typed: every field is text, as the inputs hold it. */
export interface UserForm {
  userId: string;
  userName: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  phone2: string;
  email: string;
  userType: string;
  groupIdx: string;
}

export type UserFormField = keyof UserForm;
export type UserFormFaults = Partial<Record<UserFormField, ValidationFault>>;

export interface UserFormRules {
  /** Register (a new user) or modify (a saved one). */
  register: boolean;
  policy: PasswordPolicy;
  /** The ID the last duplicate check found free (null: none yet, or it was taken). */
  checkedUserId: string | null;
  /**
   * The saved phones of a modified user: one sent back unchanged is not checked again, since
   * older records hold numbers written with dashes (the server keeps them as they are).
   */
  saved?: { phone?: string | null | undefined; phone2?: string | null | undefined } | undefined;
}

/**
 * The information tab's rules, screens.md §5 "Users and groups": ID 2-32 of the allowed
 * characters and checked for duplicates before register; name 1-20 (2-20 on modify); password by
 * the institution's policy, confirmation matching (register only: a saved user's password has its
 * own call); phone required; parent phone optional and students only; e-mail valid or empty; user
 * type required.
 */
export function userFormFaults(form: UserForm, rules: UserFormRules): UserFormFaults {
  const faults: UserFormFaults = {};
  const put = (field: UserFormField, fault: ValidationFault | null) => {
    if (fault) faults[field] = fault;
  };
  if (rules.register) put('userId', validateUserIdForRegister(form.userId, rules.checkedUserId));
  put('userName', validateName(form.userName, { modified: !rules.register }));
  if (rules.register) {
    put('password', validatePassword(form.password, rules.policy));
    if (form.passwordConfirm === '') put('passwordConfirm', validationFault('valid.required'));
    else if (form.passwordConfirm !== form.password) {
      put('passwordConfirm', validationFault('valid.passwordMismatch'));
    }
  }
  const unchanged = (field: 'phone' | 'phone2') =>
    rules.saved !== undefined && form[field] !== '' && form[field] === (rules.saved[field] ?? '');
  if (!unchanged('phone')) put('phone', validatePhone(form.phone));
  if (form.userType === '') put('userType', validationFault('valid.required'));
  else if (hasParentPhone(Number(form.userType)) && !unchanged('phone2')) {
    put('phone2', validateParentPhone(form.phone2));
  }
  put('email', validateEmail(form.email));
  return faults;
}

/** The SAVE request of a valid form: a parent phone only for a student (screens.md §6). */
export function userSaveRequest(form: UserForm, userIdx: number | undefined) {
  // The select offers only USER_TYPE codes, and the rules required one.
  const userType = Number(form.userType) as UserType;
  const common = {
    userName: form.userName.trim(),
    phone: form.phone,
    email: form.email,
    userType,
    groupIdx: Number(form.groupIdx || TOP_GROUP_IDX),
    ...(hasParentPhone(userType) ? { phone2: form.phone2 } : {}),
  };
  return userIdx === undefined
    ? { ...common, userId: form.userId, password: form.password }
    : { ...common, userIdx };
}

export interface GroupOption {
  value: string;
  label: string;
}

/**
 * The groups as select options in tree order, each indented by its depth so the tree shows in a
 * flat list; the top level (upGroupIdx 0) comes first.
 */
export function groupOptions(groups: readonly Group[], topLabel: string): GroupOption[] {
  const children = new Map<number, Group[]>();
  for (const group of groups) {
    const list = children.get(group.upGroupIdx) ?? [];
    list.push(group);
    children.set(group.upGroupIdx, list);
  }
  const options: GroupOption[] = [{ value: String(TOP_GROUP_IDX), label: topLabel }];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const group of children.get(parent) ?? []) {
      // A broken tree (a cycle) must not hang the form.
      if (seen.has(group.groupIdx)) continue;
      seen.add(group.groupIdx);
      // Non-breaking spaces: a select's option text keeps them.
      options.push({
        value: String(group.groupIdx),
        label: `${'\u00a0\u00a0'.repeat(depth)}${group.groupName}`,
      });
      walk(group.groupIdx, depth + 1);
    }
  };
  walk(TOP_GROUP_IDX, 1);
  return options;
}

/**
 * The saved price an overlap refusal names (the contract's unitPriceOverlapReply carries it in
 * `result`, which the client keeps as ApiError.detail); null for any other failure.
 */
export function overlappedPrice(error: unknown): UnitPrice | null {
  if (!isUnitPriceOverlap(error)) return null;
  const parsed = unitPriceSchema.safeParse(error.detail);
  return parsed.success ? parsed.data : null;
}

/**
 * screens.md §5 "end not before start (end resets if start passes it)": a new start date after
 * the end date clears the end date. Returns the end date to keep.
 */
export function endAfterStartChange(startDate: string, endDate: string): string {
  return endDate !== '' && startDate !== '' && endDate < startDate ? '' : endDate;
}
