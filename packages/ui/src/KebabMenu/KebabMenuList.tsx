import * as Menu from '@radix-ui/react-menu';
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import styles from '../internal/menu.module.css';
import { usePortalContainer } from '../theme/index.ts';
import type { KebabMenuItem } from './KebabMenu.tsx';

export interface KebabMenuListProps {
  items: readonly KebabMenuItem[];
  align: 'start' | 'end';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** KebabMenu's own button: the menu is placed by it, named by it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
  /**
   * Opened by a key before this chunk had loaded: Radix had not yet seen the key, so the first
   * item is focused here, as Radix does for a menu opened by keyboard.
   */
  focusFirstItem: boolean;
}

// The names of DropdownMenu's content properties, which menu.module.css reads.
const CONTENT_STYLE = {
  '--radix-dropdown-menu-content-transform-origin': 'var(--radix-popper-transform-origin)',
  '--radix-dropdown-menu-content-available-width': 'var(--radix-popper-available-width)',
  '--radix-dropdown-menu-content-available-height': 'var(--radix-popper-available-height)',
} as CSSProperties;

/**
 * The open part of KebabMenu: Radix's menu (and floating-ui, which places it), a chunk of its own
 * that loads when a menu is about to open, so that a screen of rows with menus paints without it.
 * What DropdownMenu does around Radix's menu is done here and in KebabMenu's button.
 */
export default function KebabMenuList({
  items,
  align,
  open,
  onOpenChange,
  triggerRef,
  triggerId,
  contentId,
  focusFirstItem,
}: KebabMenuListProps) {
  const container = usePortalContainer();
  const contentRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);
  useEffect(() => {
    if (!open || !focusFirstItem) return;
    // After Radix has focused the menu itself (its focus scope mounts in the same commit).
    const frame = requestAnimationFrame(() =>
      contentRef.current
        ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, focusFirstItem]);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal>
      <Menu.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Menu.Portal container={container}>
        <Menu.Content
          ref={contentRef}
          id={contentId}
          aria-labelledby={triggerId}
          className={styles.content}
          style={CONTENT_STYLE}
          data-slot="kebab-menu-content"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
          onCloseAutoFocus={(event) => {
            if (!interactedOutside.current) triggerRef.current?.focus();
            interactedOutside.current = false;
            event.preventDefault();
          }}
          onInteractOutside={(event) => {
            const { button, ctrlKey } = event.detail.originalEvent as PointerEvent;
            // A right or ctrl click elsewhere opens that place's own menu: focus stays there.
            if (button === 2 || (button === 0 && ctrlKey)) interactedOutside.current = true;
          }}
        >
          {items.map((item) => (
            <Menu.Item
              key={item.id}
              className={styles.item}
              data-slot="kebab-menu-item"
              data-tone={item.tone ?? 'default'}
              disabled={item.disabled}
              onSelect={item.onSelect}
              textValue={item.label}
              // With a description the name stays the label, and the description is read after it.
              aria-label={item.description ? item.label : undefined}
              aria-describedby={item.description ? `${contentId}-${item.id}` : undefined}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.description ? (
                <span className={styles.text}>
                  {item.label}
                  <span
                    id={`${contentId}-${item.id}`}
                    className={styles.description}
                    data-slot="kebab-menu-item-description"
                  >
                    {item.description}
                  </span>
                </span>
              ) : (
                item.label
              )}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
