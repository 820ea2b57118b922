export { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';
export type { ConfirmAction } from './useConfirmAction.ts';
