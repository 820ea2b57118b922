import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import menuStyles from '../internal/menu.module.css';
import { usePortalContainer } from '../theme/index.ts';
import styles from './GroupTree.module.css';

export interface MenuAction {
  id: string;
  label: string;
  run: () => void;
  tone?: 'default' | 'danger';
  /** The action opens a dialog, which takes the focus instead of the row. */
  opensDialog?: boolean;
}

export interface TreeContextMenuProps {
  open: boolean;
  /** Where the menu opens, relative to the tree's box (the pointer, or the focused row). */
  x: number;
  y: number;
  label: string;
  actions: readonly MenuAction[];
  /** The menu asks to close (Escape, a click outside, an item chosen). */
  onDismiss: () => void;
  /** The menu has closed and released the focus; then the chosen action (or none) runs. */
  onClosed: (action: MenuAction | null) => void;
}

/**
 * The tree's context menu: Radix's menu (arrows, typeahead, Escape) anchored at a point rather
 * than at a button. The chosen action runs after the menu has closed and released the focus, so
 * that a dialog it opens is not fighting the menu's focus trap.
 */
export function TreeContextMenu({
  open,
  x,
  y,
  label,
  actions,
  onDismiss,
  onClosed,
}: TreeContextMenuProps) {
  const container = usePortalContainer();
  const chosen = useRef<MenuAction | null>(null);
  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <DropdownMenu.Trigger asChild>
        <span
          className={styles.menuAnchor}
          style={{ insetInlineStart: x, insetBlockStart: y }}
          data-slot="group-tree-menu-anchor"
          aria-hidden="true"
          tabIndex={-1}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={menuStyles.content}
          data-slot="group-tree-menu"
          aria-label={label}
          // Radix names the menu after its trigger, here an empty anchor: the label names it.
          aria-labelledby={undefined}
          align="start"
          sideOffset={2}
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            // The tree puts the focus back on the row itself (the anchor is not focusable).
            event.preventDefault();
            const action = chosen.current;
            chosen.current = null;
            onClosed(action);
          }}
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.id}
              className={menuStyles.item}
              data-slot="group-tree-menu-item"
              data-tone={action.tone ?? 'default'}
              onSelect={() => {
                chosen.current = action;
              }}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
