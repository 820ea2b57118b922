import type { PasswordPolicy } from '../config/readers.ts';
import { z } from '../zod.ts';
import { validateEmail, validateParentPhone, validatePhone } from './contact.ts';
import { parseInviteCode, validateInviteCode } from './inviteCode.ts';
import { validatePassword } from './password.ts';
import {
  type NameOptions,
  validateGroupName,
  validateLoginPassword,
  validateLoginUsername,
  validateMemo,
  validateName,
  validateNickname,
  validateRoomName,
  validateRoomPassword,
  validateRoomTitle,
  validateTitle,
} from './text.ts';
import { validateFeeAmount } from './unitPrice.ts';
import { validateUserId } from './userId.ts';
import { ruleSchema } from './zodRule.ts';

/**
 * zod schemas of the validation rules, for forms. Each wraps the plain function of the same
 * rule (see zodRule.ts); an issue's message is the text key of validationTexts and its params
 * the text's values (read them back with `faultOfIssue`).
 */
export const userIdFieldSchema = ruleSchema(validateUserId);
export const passwordFieldSchema = (policy: PasswordPolicy) =>
  ruleSchema((value) => validatePassword(value, policy));
export const nameFieldSchema = (options: NameOptions = {}) =>
  ruleSchema((value) => validateName(value, options));
export const nicknameFieldSchema = ruleSchema(validateNickname);
export const phoneFieldSchema = ruleSchema(validatePhone);
export const parentPhoneFieldSchema = ruleSchema(validateParentPhone);
export const emailFieldSchema = ruleSchema(validateEmail);
export const roomPasswordFieldSchema = ruleSchema(validateRoomPassword);
export const roomTitleFieldSchema = ruleSchema(validateRoomTitle);
export const roomNameFieldSchema = ruleSchema(validateRoomName);
export const groupNameFieldSchema = ruleSchema(validateGroupName);
export const memoFieldSchema = ruleSchema(validateMemo);
/** Homework title and book title (50). */
export const titleFieldSchema = ruleSchema(validateTitle);
export const feeAmountFieldSchema = ruleSchema(validateFeeAmount);

/** An invite code or link; the output is the 9 digits. */
export const inviteCodeFieldSchema = z.pipe(
  ruleSchema(validateInviteCode),
  z.transform((value) => parseInviteCode(value) ?? ''),
);

/** The ID/password login form (screens.md §5). */
export const loginFormSchema = z.object({
  username: ruleSchema(validateLoginUsername),
  password: ruleSchema(validateLoginPassword),
});

/**
 * The password change form: old password (own change only), new password by the policy, and a
 * confirmation that matches (foundation.md §5).
 */
export function passwordChangeFormSchema(policy: PasswordPolicy, own: boolean) {
  return z
    .object({
      oldPassword: own
        ? ruleSchema((v) => (v === '' ? { key: 'valid.required' } : null))
        : z.string(),
      newPassword: passwordFieldSchema(policy),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.confirmPassword === '') {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'valid.required' });
        } else if (form.confirmPassword !== form.newPassword) {
          ctx.addIssue({
            code: 'custom',
            path: ['confirmPassword'],
            message: 'valid.passwordMismatch',
          });
        }
      }),
    );
}
