import type { ValidationFault } from '@platform/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A form's faults by field, as the contract's validators give them (null: the field is fine). */
export type FormFaults<V extends FieldValues> = Partial<
  Record<keyof V & string, ValidationFault | null | undefined>
>;

/** A react-hook-form error that carries the contract's fault, with its parameters. */
export interface FaultError extends FieldError {
  fault?: ValidationFault;
}

/**
 * A react-hook-form resolver over the contract's own rules (`validateName`, `validateGroupName`,
 * `validatePasswordChange`...), so a rule is written once, in the contract, and read the same way
 * by the form and by the mock server. The fault keeps its parameters (valid.maxLength's {max}),
 * which a message string would lose.
 */
export function contractResolver<V extends FieldValues>(
  validate: (values: V) => FormFaults<V>,
): Resolver<V> {
  return (values) => {
    const faults = validate(values);
    const errors: Record<string, FaultError> = {};
    for (const [name, fault] of Object.entries(faults) as [string, ValidationFault | null][]) {
      if (fault) errors[name] = { type: fault.key, message: fault.key, fault };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}

/**
 * What a field shows for its react-hook-form error: the contract's fault with its parameters, or
 * the message (a text key, or a server's text already in words, which the field shows as is).
 */
export function faultOf(
  error: FieldError | { message?: string | undefined } | undefined,
): ValidationFault | string | undefined {
  if (!error) return undefined;
  const { fault } = error as FaultError;
  if (fault) return fault;
  return error.message || 'valid.required';
}
