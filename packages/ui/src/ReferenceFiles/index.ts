export { ReferenceFiles, type ReferenceFilesProps } from './ReferenceFiles.tsx';
