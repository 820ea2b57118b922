import { type ValidationFault, validationFault } from './messages.ts';

/**
 * Selections, foundation.md §5: "At least one selection is required for: account status,
 * answer, room log, target, receiver, attender, teacher, student, submitter and user type";
 * "selection limits allow up to a given count" (screens.md §5: export "selected rows max 50
 * (valid.selectUpTo)").
 */
export function validateSelection(
  count: number,
  options: { min?: number; max?: number } = {},
): ValidationFault | null {
  if (count < (options.min ?? 1)) return validationFault('valid.selectAtLeastOne');
  if (options.max !== undefined && count > options.max) {
    return validationFault('valid.selectUpTo', { max: options.max });
  }
  return null;
}

/** foundation.md §5: "In search mode only users can be selected in the group tree." */
export function validateTreeSelection(input: {
  searchMode: boolean;
  node: 'user' | 'group';
}): ValidationFault | null {
  return input.searchMode && input.node !== 'user'
    ? validationFault('valid.searchModeUsersOnly')
    : null;
}

/** foundation.md §5: "Only homework with wrong answers can be loaded" (wrong-answer rewriting). */
export function validateWrongAnswerLoad(
  wrongCount: number | null | undefined,
): ValidationFault | null {
  return (wrongCount ?? 0) > 0 ? null : validationFault('valid.wrongAnswersOnly');
}
