import { LOGIN_PROVIDER, type ValidationFault, validateName } from '@platform/contract';

/**
 * Whether my-info offers the password change (foundation.md §6 "Users of certain account owner
 * types cannot change their password in my-info"). assumed: only accounts of our own login
 * (LOGIN_PROVIDER.OWN, 1) may; every external sign-in provider keeps the password elsewhere.
 */
export function canChangeOwnPassword(accountOwnerType: number | string | null | undefined) {
  return Number(accountOwnerType) === LOGIN_PROVIDER.OWN;
}

/** The name of my-info: required, at most 20, at least 2 as a change (foundation.md §5). */
export function nameFault(name: string): ValidationFault | null {
  return validateName(name, { modified: true });
}
