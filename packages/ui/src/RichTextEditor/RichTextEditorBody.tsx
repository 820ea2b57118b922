import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { InlineAlert } from '../InlineAlert/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { richTextEditorTexts } from '../i18n/texts/richTextEditor.ts';
import contentStyles from '../internal/richTextContent.module.css';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { CompositionGuard } from './compositionGuard.ts';
import { EditorToolbar, type ToolbarState } from './EditorToolbar.tsx';
import { editorExtensions } from './editorExtensions.ts';
import {
  EDITOR_IMAGE_ACCEPT,
  editorImageAlt,
  isEditorImageType,
  prepareEditorImage,
} from './editorImage.ts';
import { LinkForm } from './LinkForm.tsx';
import styles from './RichTextEditor.module.css';
import { editorHeight, type RichTextEditorProps } from './RichTextEditor.tsx';

// The editor's texts come with its chunk (the wrapper registered the same catalog already).
registerTexts(richTextEditorTexts);

/** The HTML the editor hands out: '' for an empty editor, so that "required" is easy to check. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** How many of its own emitted values the editor recognises when the parent passes them late. */
const ECHOES_KEPT = 50;

interface ImageNote {
  key: TextKey;
  name: string;
}

/**
 * The editor itself, loaded lazily by RichTextEditor. Created once per mount: the options given
 * to tiptap never change (a changed option would make tiptap update or re-create the editor), and
 * what changes (the props, the callbacks) is read through refs.
 */
export default function RichTextEditorBody({
  value,
  defaultValue,
  onChange,
  label,
  inPopup = false,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  className,
}: RichTextEditorProps) {
  const t = useT();
  const generatedId = useId();
  const areaId = id ?? `rich-text-editor-${generatedId}`;
  const [guard] = useState(() => new CompositionGuard());
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [status, setStatus] = useState<TextKey | null>(null);
  const [imageNotes, setImageNotes] = useState<ImageNote[]>([]);

  const latest = useRef({ value, onChange, disabled });
  useLayoutEffect(() => {
    latest.current = { value, onChange, disabled };
  });

  // What the editor last handed out, and what it handed out since the parent last caught up:
  // a `value` among them is the parent passing back the editor's own text, maybe late (a parent
  // that renders after a further keystroke), and is never put back into the editor.
  const [initial] = useState(() => value ?? defaultValue ?? '');
  const sync = useRef({ emitted: initial, echoes: new Set<string>() });

  // The writing area's name and description follow the props: tiptap reads them through a ref
  // (its options stay the same) and is asked to look again when they change.
  const areaAttributes = useRef<Record<string, string>>({});
  areaAttributes.current = {
    id: areaId,
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
  };
  const insertFilesRef = useRef<(files: File[], at?: number) => void>(() => {});

  const [options] = useState(() => ({
    extensions: editorExtensions(guard, {
      focusToolbar: () =>
        toolbarRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus(),
      openLinkForm: () => {
        if (!latest.current.disabled) setLinkOpen(true);
      },
    }),
    content: initial,
    editable: !disabled,
    immediatelyRender: true,
    // The toolbar reads what it needs through useEditorState; nothing else re-renders per key.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => ({
        role: 'textbox',
        'aria-multiline': 'true',
        class: [contentStyles.content, styles.writing].join(' '),
        'data-slot': 'rich-text-editor-area',
        ...areaAttributes.current,
      }),
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const data = event.clipboardData;
        const files = [...(data?.files ?? [])];
        // Text copied from an office program may carry a picture of itself: the text wins.
        if (files.length === 0 || data?.getData('text/plain')) return false;
        event.preventDefault();
        insertFilesRef.current(files);
        return true;
      },
      handleDrop: (
        view: { posAtCoords: (c: { left: number; top: number }) => { pos: number } | null },
        event: DragEvent,
        _slice: unknown,
        moved: boolean,
      ) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        insertFilesRef.current(files, at);
        return true;
      },
    },
    onUpdate: ({ editor }: { editor: Editor }) => {
      const html = htmlOf(editor);
      const state = sync.current;
      if (html === state.emitted) return;
      state.emitted = html;
      state.echoes.add(html);
      if (state.echoes.size > ECHOES_KEPT) {
        state.echoes.delete(state.echoes.values().next().value as string);
      }
      latest.current.onChange?.(html);
    },
  }));

  // Created once: no dependencies, and options that stay the same object.
  const editor = useEditor(options, []);

  // A `value` from the parent goes into the editor when it is new to it, and never during a
  // composition: putting content back under an input method drops the syllable it is writing
  // (or makes it write it twice). A new value that arrives then waits until the composition has
  // settled, and is looked at again with the parent's latest value.
  const valueWaits = useRef(false);
  useEffect(() => {
    // Runs again for each new value, read through `latest` (the listener below needs the newest).
    void value;
    if (!editor) return;
    const apply = () => {
      const next = latest.current.value;
      if (next === undefined || editor.isDestroyed) return;
      const state = sync.current;
      if (next === state.emitted) {
        state.echoes.clear();
        return;
      }
      if (state.echoes.has(next)) return;
      if (guard.busy) {
        valueWaits.current = true;
        return;
      }
      editor.commands.setContent(next, { emitUpdate: false });
      state.emitted = htmlOf(editor);
      state.echoes.clear();
    };
    apply();
    return guard.onSettled(() => {
      if (!valueWaits.current) return;
      valueWaits.current = false;
      apply();
    });
  }, [editor, guard, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => () => guard.destroy(), [guard]);

  useLayoutEffect(() => {
    void [areaId, label, describedBy, invalid, disabled];
    if (editor?.isInitialized && !editor.isDestroyed) editor.view.setProps({});
  }, [editor, areaId, label, describedBy, invalid, disabled]);

  insertFilesRef.current = (files, at) => {
    if (!editor || latest.current.disabled) return;
    void (async () => {
      const notes: ImageNote[] = [];
      let added = 0;
      setWorking(true);
      setStatus('richTextEditor.imageWorking');
      setImageNotes([]);
      for (const file of files) {
        if (!isEditorImageType(file.type)) {
          notes.push({ key: 'richTextEditor.imageRefused', name: file.name });
          continue;
        }
        try {
          const image = await prepareEditorImage(file);
          const attrs = { ...image, alt: editorImageAlt(file.name) };
          const place = added === 0 ? at : undefined;
          guard.run(() => {
            if (editor.isDestroyed) return;
            const chain = editor.chain();
            if (place !== undefined) chain.setTextSelection(place);
            chain.insertContent({ type: 'image', attrs }).run();
          });
          added += 1;
        } catch {
          notes.push({ key: 'richTextEditor.imageFailed', name: file.name });
        }
      }
      setWorking(false);
      setStatus(added > 0 ? 'richTextEditor.imageAdded' : null);
      setImageNotes(notes);
    })();
  };

  const toolbarState = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      heading2: current?.isActive('heading', { level: 2 }) ?? false,
      heading3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  /** A toolbar command: now, or after the syllable being composed is written. */
  const command = (run: (editor: Editor) => void) => {
    if (!editor) return;
    guard.run(() => {
      if (!editor.isDestroyed) run(editor);
    });
  };

  const closeLinkForm = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={editorHeight(inPopup)}
      data-slot="rich-text-editor"
      data-in-popup={inPopup || undefined}
      data-disabled={disabled || undefined}
    >
      <EditorToolbar
        ref={toolbarRef}
        controls={areaId}
        state={toolbarState}
        disabled={disabled || !editor}
        onCommand={command}
        onLink={() => setLinkOpen((open) => !open)}
        linkOpen={linkOpen}
        onImage={() => fileInputRef.current?.click()}
      />
      <input
        ref={fileInputRef}
        type="file"
        accept={EDITOR_IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-slot="rich-text-editor-file"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) insertFilesRef.current(files);
        }}
      />
      {linkOpen && editor && (
        <LinkForm
          initialAddress={(editor.getAttributes('link').href as string | undefined) ?? ''}
          hasLink={toolbarState.link}
          onApply={(href) => {
            command((current) => {
              const { empty } = current.state.selection;
              if (empty && !current.isActive('link')) {
                const text = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href;
                current
                  .chain()
                  .focus()
                  .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                  .run();
              } else {
                current.chain().focus().extendMarkRange('link').setLink({ href }).run();
              }
            });
            setLinkOpen(false);
          }}
          onRemove={() => {
            command((current) => current.chain().focus().extendMarkRange('link').unsetLink().run());
            setLinkOpen(false);
          }}
          onCancel={closeLinkForm}
        />
      )}
      <EditorContent
        editor={editor}
        className={styles.scroller}
        data-slot="rich-text-editor-scroller"
      />
      <VisuallyHidden role="status">{status ? t(status) : ''}</VisuallyHidden>
      {working && (
        <p className={styles.working} aria-hidden="true">
          {t('richTextEditor.imageWorking')}
        </p>
      )}
      {imageNotes.length > 0 && (
        <InlineAlert tone="danger" className={styles.notes}>
          {imageNotes.map((note) => (
            <span key={`${note.key}:${note.name}`} className={styles.note}>
              {t(note.key, { name: note.name })}
            </span>
          ))}
        </InlineAlert>
      )}
    </div>
  );
}
