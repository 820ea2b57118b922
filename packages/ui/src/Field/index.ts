export { isCommitEnter, isCompositionEnter } from './composition.ts';
export {
  Field,
  type FieldControlProps,
  type FieldCounter,
  type FieldFrameProps,
  type FieldProps,
} from './Field.tsx';
export { errorText, type FieldErrorValue, fieldErrorText } from './fieldError.ts';
export { countGraphemes, truncateGraphemes } from './graphemes.ts';
export { useFieldErrorText } from './useFieldErrorText.ts';
