import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { TextField } from '../TextField/index.ts';
import { editorLinkHref } from './editorLink.ts';
import styles from './RichTextEditor.module.css';

export interface LinkFormProps {
  /** The address of the link at the cursor, to change; '' for a new link. */
  initialAddress: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * The link field under the toolbar (not a form element: the editor usually sits in the page's own
 * form). What is typed passes the contract's rule for rich-text links (`RICH_TEXT_LINK`: http, https,
 * mailto); anything else is refused with a message and the field keeps its text. Enter applies
 * (never mid-syllable), Escape closes it and returns to the writing area.
 */
export function LinkForm({ initialAddress, hasLink, onApply, onRemove, onCancel }: LinkFormProps) {
  const t = useT();
  const [text, setText] = useState(initialAddress);
  const [error, setError] = useState<TextKey | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const apply = (typed = text) => {
    const href = editorLinkHref(typed);
    if (href === null) {
      setError('richTextEditor.linkRefused');
      inputRef.current?.focus();
      return;
    }
    onApply(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group; a fieldset would need a visible legend
    <div
      role="group"
      aria-label={t('richTextEditor.link')}
      className={styles.linkForm}
      data-slot="rich-text-editor-link-form"
      onKeyDown={onKeyDown}
    >
      <TextField
        ref={inputRef}
        className={styles.linkField}
        label={t('richTextEditor.linkAddress')}
        description={t('richTextEditor.linkHint')}
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        defaultValue={initialAddress}
        onValueChange={(next) => {
          setText(next);
          setError(null);
        }}
        onEnter={(committed, event) => {
          event.preventDefault();
          apply(committed);
        }}
        error={error ? t(error) : undefined}
      />
      <div className={styles.linkActions}>
        <Button size="sm" onClick={() => apply()}>
          {t('richTextEditor.linkApply')}
        </Button>
        {hasLink && (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {t('richTextEditor.linkRemove')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('richTextEditor.linkCancel')}
        </Button>
      </div>
    </div>
  );
}
