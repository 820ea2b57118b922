export {
  CONFIRM_DIALOG_VARIANTS,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
} from './ConfirmDialog.tsx';
