export { ErrorModal, type ErrorModalProps } from './ErrorModal.tsx';
export { type ErrorModalText, errorModalText, MISSING_CODE_MARK } from './errorModalText.ts';
