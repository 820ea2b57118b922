import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useId } from 'react';
import type { ButtonSize } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { useT } from '../i18n/index.ts';
import { KebabIcon } from '../internal/icons/KebabIcon.tsx';
import styles from '../internal/menu.module.css';
import { usePortalContainer } from '../theme/index.ts';

export const KEBAB_MENU_ITEM_TONES = ['default', 'danger'] as const;
export type KebabMenuItemTone = (typeof KEBAB_MENU_ITEM_TONES)[number];

export interface KebabMenuItem {
  /** Stable key of the item. */
  id: string;
  label: string;
  onSelect: () => void;
  /** `danger` for destructive items (remove, close class). */
  tone?: KebabMenuItemTone;
  /** A disabled item stays in the list, is announced as unavailable and is skipped by arrows. */
  disabled?: boolean;
  /**
   * A second line under the label, read as the item's description: why a disabled item is
   * unavailable ("not while the class is open"), which a touch user cannot learn from a tooltip.
   */
  description?: string;
  icon?: ReactNode;
}

export interface KebabMenuProps {
  items: readonly KebabMenuItem[];
  /** The trigger's accessible name; say what the menu is about, e.g. "Class A: more actions". */
  label?: string;
  size?: ButtonSize;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Disables the trigger, e.g. without the room-registration permission. */
  disabled?: boolean;
}

/**
 * The '⋮' menu of a card or row: Radix's menu button, so arrows, Home/End and typeahead move
 * through the items, Enter or Space choose, and Escape closes and gives focus back to the trigger.
 */
export function KebabMenu({
  items,
  label,
  size = 'md',
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
}: KebabMenuProps) {
  const t = useT();
  const container = usePortalContainer();
  const menuId = useId();
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <IconButton
          size={size}
          icon={<KebabIcon />}
          label={label ?? t('kebabMenu.label')}
          data-slot="kebab-menu-trigger"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={styles.content}
          data-slot="kebab-menu-content"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              className={styles.item}
              data-slot="kebab-menu-item"
              data-tone={item.tone ?? 'default'}
              disabled={item.disabled}
              onSelect={item.onSelect}
              textValue={item.label}
              // With a description the name stays the label, and the description is read after it.
              aria-label={item.description ? item.label : undefined}
              aria-describedby={item.description ? `${menuId}-${item.id}` : undefined}
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
                    id={`${menuId}-${item.id}`}
                    className={styles.description}
                    data-slot="kebab-menu-item-description"
                  >
                    {item.description}
                  </span>
                </span>
              ) : (
                item.label
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
