export { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog.tsx';
