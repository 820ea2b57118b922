export type { ConfirmAction } from '../internal/dialog/useConfirmAction.ts';
export { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';
