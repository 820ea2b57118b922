import { z } from '../zod.ts';
import { type ValidationFault, type ValidationKey, validationTexts } from './messages.ts';

/**
 * The zod side of the rules. Each rule is written once as a plain function returning a
 * ValidationFault (or null); `ruleSchema` wraps it, so the schema and the function cannot
 * disagree. The issue message is the text key, the issue params the text's values.
 */
export function ruleSchema(validate: (value: string) => ValidationFault | null) {
  return z.string({ error: 'valid.required' }).check(
    z.superRefine((value, ctx) => {
      const found = validate(value);
      if (found) ctx.addIssue({ code: 'custom', message: found.key, params: found.params ?? {} });
    }),
  );
}

function isValidationKey(text: string): text is ValidationKey {
  // A build carries one language's table until the other is asked for (laterTexts.ts).
  return Object.hasOwn(validationTexts.ko, text) || Object.hasOwn(validationTexts.en, text);
}

/**
 * The fault of a zod issue raised by these schemas. An issue of another origin (a wrong type, a
 * schema of someone else) reads as 'valid.required', the message the spec shows for a missing
 * value.
 */
export function faultOfIssue(issue: z.core.$ZodIssue): ValidationFault {
  if (!isValidationKey(issue.message)) return { key: 'valid.required' };
  const params = issue.code === 'custom' ? issue.params : undefined;
  return params && Object.keys(params).length > 0
    ? { key: issue.message, params: params as ValidationFault['params'] }
    : { key: issue.message };
}
