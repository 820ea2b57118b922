import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';
// The typography is the editor's too (RichTextEditor), so that a post reads as it was written.
import styles from '../internal/richTextContent.module.css';
import { sanitizeRichText } from './sanitizeRichText.ts';

export interface RichTextViewerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Stored HTML from the server (a board post's `content`, a message's `contents`). */
  html: string;
}

/**
 * Shows stored rich text as the editor wrote it, and nothing that could run: the HTML passes
 * DOMPurify with the editor's tags only; links lead to http, https or mailto and open in a new
 * tab with `rel="noopener noreferrer"`; images are the editor's JPEG, PNG or GIF data URLs or
 * images on the web, and every other data URL is dropped.
 */
export function RichTextViewer({ html, className, ...rest }: RichTextViewerProps) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeRichText(html));
  }, [html]);

  return (
    <div
      ref={ref}
      className={[styles.content, className].filter(Boolean).join(' ')}
      data-slot="rich-text"
      {...rest}
    />
  );
}
