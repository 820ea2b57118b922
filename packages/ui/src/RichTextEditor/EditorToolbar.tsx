import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { type TextKey, useT } from '../i18n/index.ts';
import styles from './RichTextEditor.module.css';
import { ToolbarIcon, type ToolbarIconName } from './ToolbarIcon.tsx';

/** What the toolbar's toggles show as pressed, read from the editor's state. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

type Toggle = Exclude<keyof ToolbarState, 'link'>;

interface Tool {
  id: ToolbarIconName;
  label: TextKey;
  /** The editor's own shortcut for the same command, announced as aria-keyshortcuts. */
  shortcut?: string;
  group: number;
}

const TOOLS: readonly Tool[] = [
  { id: 'bold', label: 'richTextEditor.bold', shortcut: 'Control+B', group: 0 },
  { id: 'italic', label: 'richTextEditor.italic', shortcut: 'Control+I', group: 0 },
  { id: 'underline', label: 'richTextEditor.underline', shortcut: 'Control+U', group: 0 },
  { id: 'heading2', label: 'richTextEditor.heading2', shortcut: 'Control+Alt+2', group: 1 },
  { id: 'heading3', label: 'richTextEditor.heading3', shortcut: 'Control+Alt+3', group: 1 },
  { id: 'bulletList', label: 'richTextEditor.bulletList', shortcut: 'Control+Shift+8', group: 2 },
  { id: 'orderedList', label: 'richTextEditor.orderedList', shortcut: 'Control+Shift+7', group: 2 },
  { id: 'link', label: 'richTextEditor.link', shortcut: 'Control+K', group: 3 },
  { id: 'image', label: 'richTextEditor.image', group: 3 },
];

const COMMANDS: Record<Toggle, (editor: Editor) => void> = {
  bold: (editor) => editor.chain().toggleBold().run(),
  italic: (editor) => editor.chain().toggleItalic().run(),
  underline: (editor) => editor.chain().toggleUnderline().run(),
  heading2: (editor) => editor.chain().toggleHeading({ level: 2 }).run(),
  heading3: (editor) => editor.chain().toggleHeading({ level: 3 }).run(),
  bulletList: (editor) => editor.chain().toggleBulletList().run(),
  orderedList: (editor) => editor.chain().toggleOrderedList().run(),
};

export interface EditorToolbarProps {
  ref?: Ref<HTMLDivElement>;
  /** The id of the writing area the toolbar formats. */
  controls: string;
  state: ToolbarState;
  disabled: boolean;
  /** Runs a command on the editor (the editor waits while a syllable is being composed). */
  onCommand: (run: (editor: Editor) => void) => void;
  onLink: () => void;
  linkOpen: boolean;
  onImage: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between the buttons; each format is a toggle button whose aria-pressed says whether it is on at
 * the cursor. Operated by keyboard, focus stays on the toolbar so that the new state is heard; a
 * press of the mouse leaves the focus and the selection in the writing area.
 */
export function EditorToolbar({
  ref,
  controls,
  state,
  disabled,
  onCommand,
  onLink,
  linkOpen,
  onImage,
}: EditorToolbarProps) {
  const t = useT();
  const [active, setActive] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % TOOLS.length,
      ArrowLeft: (index) => (index - 1 + TOOLS.length) % TOOLS.length,
      Home: () => 0,
      End: () => TOOLS.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active);
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const press = (tool: Tool) => {
    if (tool.id === 'link') onLink();
    else if (tool.id === 'image') onImage();
    else onCommand(COMMANDS[tool.id]);
  };

  const groups: ReactNode[][] = [];
  TOOLS.forEach((tool, index) => {
    const pressed =
      tool.id === 'image'
        ? undefined
        : tool.id === 'link'
          ? state.link || linkOpen
          : state[tool.id];
    const group = groups[tool.group] ?? [];
    groups[tool.group] = group;
    group.push(
      <button
        key={tool.id}
        type="button"
        className={styles.tool}
        data-slot="rich-text-editor-tool"
        data-tool={tool.id}
        aria-label={t(tool.label)}
        aria-pressed={pressed}
        aria-keyshortcuts={tool.shortcut}
        aria-expanded={tool.id === 'link' ? linkOpen : undefined}
        tabIndex={index === active ? 0 : -1}
        disabled={disabled}
        // A mouse press keeps focus and selection in the writing area (and the input method's
        // composition going, which the editor lets finish before the command runs).
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setActive(index)}
        onClick={() => press(tool)}
      >
        <ToolbarIcon name={tool.id} />
      </button>,
    );
  });

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('richTextEditor.toolbar')}
      aria-controls={controls}
      aria-orientation="horizontal"
      className={styles.toolbar}
      data-slot="rich-text-editor-toolbar"
      onKeyDown={onKeyDown}
    >
      {groups.map((buttons, index) => (
        // The groups are fixed: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.toolGroup} role="presentation">
          {buttons}
        </div>
      ))}
    </div>
  );
}
