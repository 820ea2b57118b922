export { QrCodeDialog, type QrCodeDialogProps } from './QrCodeDialog.tsx';
