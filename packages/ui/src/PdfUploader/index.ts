export { type BookPdfFiles, PdfUploader, type PdfUploaderProps } from './PdfUploader.tsx';
