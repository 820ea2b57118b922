export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
