import { LIMITS } from '@platform/contract';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { richTextEditorTexts } from '../i18n/texts/richTextEditor.ts';
import { ChunkBoundary, useRetryableLazy } from '../internal/ChunkBoundary.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import styles from './RichTextEditor.module.css';

// The placeholder's texts come with the wrapper; the editor's chunk registers the same catalog.
registerTexts(richTextEditorTexts);

export interface RichTextEditorProps {
  /** The HTML being edited (a board post's `content`, a message's `contents`), when controlled. */
  value?: string;
  /** The HTML to start from, when not controlled. */
  defaultValue?: string;
  /**
   * The HTML after each change ('' when the editor is empty). A `value` passed back that the
   * editor wrote itself (even a late one) is not put back into the editor.
   */
  onChange?: (html: string) => void;
  /** The accessible name of the writing area (e.g. the form's "Content" label). */
  label: string;
  /** In a popup the editor is 500 px high instead of 600 (screens.md §9 "editor height 600 (500 in popup)"). */
  inPopup?: boolean;
  disabled?: boolean;
  /** The id of the writing area, for a label or an error message of the form around it. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/** tiptap and the editor's own code: a chunk of their own, loaded when an editor opens. */
const loadEditor = () => import('./RichTextEditorBody.tsx');

/** The editor's height from the contract's limits, for the frame and its placeholder alike. */
export function editorHeight(inPopup: boolean): CSSProperties {
  const height = inPopup ? LIMITS.EDITOR_HEIGHT_POPUP : LIMITS.EDITOR_HEIGHT;
  return { '--rich-text-editor-height': `${height}px` } as CSSProperties;
}

function EditorPlaceholder({ inPopup, children }: { inPopup: boolean; children: ReactNode }) {
  return (
    <div
      className={styles.placeholder}
      style={editorHeight(inPopup)}
      data-slot="rich-text-editor-placeholder"
    >
      {children}
    </div>
  );
}

function Loading({ inPopup }: { inPopup: boolean }) {
  const t = useT();
  return (
    <EditorPlaceholder inPopup={inPopup}>
      <div className={styles.loading}>
        <Skeleton variant="text" lines={4} label={t('richTextEditor.loading')} />
      </div>
    </EditorPlaceholder>
  );
}

function LoadFailed({ inPopup, onRetry }: { inPopup: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <EditorPlaceholder inPopup={inPopup}>
      <InlineAlert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('richTextEditor.retry')}
          </Button>
        }
      >
        {t('richTextEditor.loadFailed')}
      </InlineAlert>
    </EditorPlaceholder>
  );
}

/**
 * A rich-text editor (issue 20 item 1) for board posts and messages: paragraphs, headings, bold,
 * italic, underline, lists, links (http, https, mailto) and images, with a toolbar that is one tab
 * stop, moves by arrow keys and says which formats are on. Images chosen, pasted or dropped are
 * stored as data URLs: at most 1000 px wide as JPEG 0.8, GIFs as they are. Korean input is safe:
 * an Enter or a toolbar command during a composition waits until the syllable is written, and the
 * content is never put back while composing. 600 px high, 500 in a popup.
 *
 * tiptap loads when the editor first renders (a chunk of its own); until then a placeholder of
 * the same height holds its place.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const inPopup = props.inPopup ?? false;
  const { Part: Body, attempt, retry } = useRetryableLazy(loadEditor);
  return (
    <ChunkBoundary key={attempt} fallback={<LoadFailed inPopup={inPopup} onRetry={retry} />}>
      <Suspense fallback={<Loading inPopup={inPopup} />}>
        <Body {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
