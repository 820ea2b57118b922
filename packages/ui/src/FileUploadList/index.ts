export { FileUploadList, type FileUploadListProps } from './FileUploadList.tsx';
