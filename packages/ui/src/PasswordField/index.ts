export { isCapsLockOn } from './capsLock.ts';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
