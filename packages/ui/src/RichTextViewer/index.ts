export { RichTextViewer, type RichTextViewerProps } from './RichTextViewer.tsx';
