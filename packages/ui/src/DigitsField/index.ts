export { DigitsField, type DigitsFieldProps } from './DigitsField.tsx';
export { stripNonDigits } from './digits.ts';
