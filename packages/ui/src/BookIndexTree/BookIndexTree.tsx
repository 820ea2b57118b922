import { type IndexNode, indexTreeDepth, LIMITS, type ValidationFault } from '@platform/contract';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { DigitsField } from '../DigitsField/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { AddChildIcon } from '../internal/icons/AddChildIcon.tsx';
import { ArrowIcon } from '../internal/icons/ArrowIcon.tsx';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { PlusIcon } from '../internal/icons/PlusIcon.tsx';
import { parsePage } from '../internal/parsePage.ts';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import { TextField } from '../TextField/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './BookIndexTree.module.css';
import {
  type DraftNode,
  editTree,
  emptyDraft,
  flatten,
  pruneEmptyLeaves,
  type TreeEdit,
  toDraft,
  toIndexNodes,
  validateDraft,
} from './indexTree.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

export interface BookIndexTreeProps {
  /** The book's `indexNode`: its top-level entries. */
  nodes: readonly IndexNode[];
  pageCount: number;
  /** Offers edit mode (the author's own book). */
  editable?: boolean;
  /** Receives the new tree; edit mode ends when it returns, stays open if its promise rejects. */
  onSave?: (nodes: IndexNode[]) => void | Promise<void>;
  /** Called with an entry's start page when it is chosen in the read-only tree. */
  onSelectPage?: (page: number) => void;
}

const ICONS = {
  moveUp: <ArrowIcon direction="up" />,
  moveDown: <ArrowIcon direction="down" />,
  indent: <ArrowIcon direction="right" />,
  outdent: <ArrowIcon direction="left" />,
  addChild: <AddChildIcon />,
  addSibling: <PlusIcon />,
  delete: <CloseIcon />,
} as const;

const ALT_KEYS: Record<string, 'moveUp' | 'moveDown' | 'indent' | 'outdent'> = {
  ArrowUp: 'moveUp',
  ArrowDown: 'moveDown',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

function ReadTree({
  nodes,
  onSelectPage,
  label,
}: {
  nodes: readonly IndexNode[];
  onSelectPage?: (page: number) => void;
  label: string;
}) {
  const t = useT();
  const rows = flatten(nodes as IndexNode[], (node) => node.key);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLLIElement | null)[]>([]);
  const go = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in keys) {
      event.preventDefault();
      go(keys[event.key] ?? 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const row = rows[active];
      if (row) onSelectPage?.(row.node.startPage);
    }
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG tree on a list element, so that it reads as a list where tree roles are not supported.
    <ul className={styles.tree} role="tree" aria-label={label} onKeyDown={onKeyDown}>
      {rows.map((row, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handles Enter and Space for the focused item.
        <li
          key={row.node.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="treeitem"
          aria-level={row.level}
          aria-setsize={row.setSize}
          aria-posinset={row.position}
          aria-selected={index === active}
          tabIndex={index === active ? 0 : -1}
          className={styles.treeItem}
          style={{ '--_level': row.level - 1 } as CSSProperties}
          onClick={() => {
            setActive(index);
            onSelectPage?.(row.node.startPage);
          }}
          data-slot="book-index-item"
        >
          <span className={styles.title}>{row.node.title}</span>
          <span className={styles.page}>
            {t('bookIndex.pageRef', { page: row.node.startPage })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A book's table of contents (screens.md §3 "indexNode tree", §4 "Book index tree read-only until
 * edit mode, saved on save", §5 "each start page a number 1..page count, not less than previous
 * sibling; empty-title leaves removed"). Read-only it is an APG tree; in edit mode each entry is
 * a row with its title and start page, and buttons (or Alt + arrow keys) that move, indent,
 * outdent, add and delete, so nothing needs dragging.
 */
export function BookIndexTree({
  nodes,
  pageCount,
  editable = false,
  onSave,
  onSelectPage,
}: BookIndexTreeProps) {
  const t = useT();
  const [draft, setDraft] = useState<DraftNode[] | null>(null);
  const [faults, setFaults] = useState<Map<string, ValidationFault>>(new Map());
  // One save however fast Save is pressed twice (the kit's submit guard).
  const { pending: saving, run: guarded } = useSubmitGuard();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const label = t('bookIndex.label');

  useEffect(() => {
    if (!focusId) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-entry="${focusId}"] input`)?.focus();
    setFocusId(null);
  }, [focusId]);

  const startEditing = () => {
    setFaults(new Map());
    setDraft(toDraft(nodes));
  };

  const apply = (edit: TreeEdit, titleOf?: string) => {
    if (!draft) return;
    const result = editTree(draft, edit);
    setDraft(result.tree);
    if (edit.type === 'delete') {
      setAnnouncement(t('bookIndex.deleted', { title: titleOf ?? '' }));
      if (result.focusId) setFocusId(result.focusId);
      return;
    }
    if (edit.type === 'rename' || edit.type === 'setPage') return;
    if (result.focusId) setFocusId(result.focusId);
    const moved = flatten(result.tree, (node) => node.id).find(
      (row) => row.node.id === (edit.type.startsWith('add') ? result.focusId : edit.id),
    );
    if (moved) {
      setAnnouncement(
        t('bookIndex.moved', {
          title: moved.node.title || t('bookIndex.untitled'),
          level: moved.level,
          position: moved.position,
          count: moved.setSize,
        }),
      );
    }
  };

  const save = async () => {
    if (!draft) return;
    const pruned = pruneEmptyLeaves(draft);
    const found = validateDraft(pruned, pageCount);
    setFaults(found);
    if (found.size > 0) return;
    await guarded(async () => {
      try {
        await onSave?.(toIndexNodes(pruned));
        setDraft(null);
      } catch {
        // The screen reports its own failure; what was typed stays for another try.
      }
    });
  };

  let body: ReactNode;
  if (!draft) {
    body =
      nodes.length === 0 ? (
        <EmptyState
          title={t('empty.noBookIndex.title')}
          description={t('empty.noBookIndex.description')}
        />
      ) : (
        <ReadTree nodes={nodes} onSelectPage={onSelectPage} label={label} />
      );
  } else {
    const rows = flatten(draft, (node) => node.id);
    body = (
      <>
        <p className={styles.hint}>{t('bookIndex.editHint')}</p>
        {faults.size > 0 && <InlineAlert tone="danger">{t('bookIndex.invalid')}</InlineAlert>}
        <ol className={styles.rows} aria-label={label}>
          {rows.map((row, index) => {
            const { node } = row;
            const title = node.title || t('bookIndex.untitled');
            const names = { title };
            const previousAtLevel = rows.slice(0, index).some((r) => r.parentId === row.parentId);
            return (
              <li
                key={node.id}
                className={styles.row}
                style={{ '--_level': row.level - 1 } as CSSProperties}
                data-entry={node.id}
              >
                {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the row's fields; the group's name says the entry's level and position. */}
                <div
                  role="group"
                  aria-label={t('bookIndex.row', {
                    title,
                    level: row.level,
                    position: row.position,
                    count: row.setSize,
                  })}
                  className={styles.rowGroup}
                  onKeyDown={(event) => {
                    const type = event.altKey ? ALT_KEYS[event.key] : undefined;
                    if (!type) return;
                    event.preventDefault();
                    apply({ type, id: node.id });
                  }}
                >
                  <TextField
                    className={styles.titleField}
                    label={t('bookIndex.titleOf', { position: row.position, level: row.level })}
                    hideLabel
                    value={node.title}
                    onValueChange={(value) => apply({ type: 'rename', id: node.id, title: value })}
                  />
                  <DigitsField
                    className={styles.pageField}
                    label={t('bookIndex.startPageOf', names)}
                    hideLabel
                    value={node.startPage === null ? '' : String(node.startPage)}
                    onValueChange={(value) =>
                      apply({ type: 'setPage', id: node.id, startPage: parsePage(value) })
                    }
                    error={faults.get(node.id)}
                  />
                  <div className={styles.actions}>
                    <IconButton
                      size="sm"
                      label={t('bookIndex.moveUp', names)}
                      icon={ICONS.moveUp}
                      disabled={row.position === 1}
                      onClick={() => apply({ type: 'moveUp', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.moveDown', names)}
                      icon={ICONS.moveDown}
                      disabled={row.position === row.setSize}
                      onClick={() => apply({ type: 'moveDown', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.outdent', names)}
                      icon={ICONS.outdent}
                      disabled={row.level === 1}
                      onClick={() => apply({ type: 'outdent', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.indent', names)}
                      icon={ICONS.indent}
                      disabled={
                        !previousAtLevel ||
                        row.position === 1 ||
                        row.level + indexTreeDepth(node.children) >= LIMITS.BOOK_INDEX_DEPTH_MAX
                      }
                      onClick={() => apply({ type: 'indent', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.addChild', names)}
                      icon={ICONS.addChild}
                      // No level below the deepest the contract allows (issue 17 item 4).
                      disabled={row.level >= LIMITS.BOOK_INDEX_DEPTH_MAX}
                      onClick={() => apply({ type: 'addChild', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.addSibling', names)}
                      icon={ICONS.addSibling}
                      onClick={() => apply({ type: 'addSibling', id: node.id })}
                    />
                    <IconButton
                      size="sm"
                      label={t('bookIndex.delete', names)}
                      icon={ICONS.delete}
                      onClick={() => apply({ type: 'delete', id: node.id }, title)}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          onClick={() => {
            const added = emptyDraft(1);
            setDraft([...draft, added]);
            setFocusId(added.id);
          }}
        >
          {t('bookIndex.addRoot')}
        </Button>
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-slot="book-index-tree"
      data-editing={draft ? true : undefined}
    >
      <div className={styles.header}>
        <h3 className={styles.heading}>{label}</h3>
        {editable && !draft && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            {t('bookIndex.edit')}
          </Button>
        )}
        {draft && (
          <div className={styles.headerActions}>
            <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
              {t('bookIndex.cancel')}
            </Button>
            <Button size="sm" loading={saving} onClick={save}>
              {t('bookIndex.save')}
            </Button>
          </div>
        )}
      </div>
      {body}
      <VisuallyHidden>
        <span role="status" data-slot="book-index-announcement">
          {announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}
