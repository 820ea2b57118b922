export { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';
export { sanitizePhoneInput } from './phone.ts';
