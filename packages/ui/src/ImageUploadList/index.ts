export { ImageUploadList, type ImageUploadListProps } from './ImageUploadList.tsx';
