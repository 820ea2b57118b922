import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { ButtonSize } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { useT } from '../i18n/index.ts';
import { KebabIcon } from '../internal/icons/KebabIcon.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import type { KebabMenuListProps } from './KebabMenuList.tsx';

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

/** Radix's menu and floating-ui: loaded when a menu is about to open (pointer over, focus, press). */
const loadList = () => import('./KebabMenuList.tsx');
let loadedList: ComponentType<KebabMenuListProps> | undefined;
let listLoading: Promise<ComponentType<KebabMenuListProps>> | undefined;
function loadMenuList(): Promise<ComponentType<KebabMenuListProps>> {
  listLoading ??= loadList().then(
    (module) => {
      loadedList = module.default;
      return module.default;
    },
    (error: unknown) => {
      // Offline or a replaced deploy: the next press tries again.
      listLoading = undefined;
      throw error;
    },
  );
  return listLoading;
}

/**
 * The '⋮' menu of a card or row: Radix's menu button, so arrows, Home/End and typeahead move
 * through the items, Enter or Space choose, and Escape closes and gives focus back to the trigger.
 *
 * The button is this module's own (the trigger semantics of Radix's DropdownMenu); the menu is a
 * chunk that loads on the first sign of use, so a screen with a menu on every row does not carry
 * it before its first paint. The button stays the same element throughout.
 */
export function KebabMenu({
  items,
  label,
  size = 'md',
  align = 'end',
  open: openProp,
  defaultOpen,
  onOpenChange,
  disabled = false,
}: KebabMenuProps) {
  const t = useT();
  const triggerId = useId();
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    name: 'KebabMenu `open`',
  });
  const [List, setList] = useState(() => loadedList);
  const [openedByKey, setOpenedByKey] = useState(false);

  const load = () => {
    if (List) return;
    loadMenuList().then(
      (loaded) => setList(() => loaded),
      // Nothing to show without the menu: the button closes it again, ready for another press.
      () => setOpen(false),
    );
  };
  // A menu open from the start (or opened by its parent) loads at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load only reads state it sets itself
  useEffect(() => {
    if (open) load();
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0 || event.ctrlKey) return;
    setOpenedByKey(false);
    setOpen((previous) => !previous);
    // Radix's trigger keeps the focus off the button, so that the menu can take it.
    if (!open) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    setOpenedByKey(!List);
    if (event.key === 'ArrowDown') setOpen(true);
    else setOpen((previous) => !previous);
  };

  return (
    <>
      <IconButton
        ref={triggerRef}
        id={triggerId}
        size={size}
        icon={<KebabIcon />}
        label={label ?? t('kebabMenu.label')}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && List ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-slot="kebab-menu-trigger"
        onPointerEnter={load}
        onFocus={load}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      {List && (
        <List
          items={items}
          align={align}
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
          triggerId={triggerId}
          contentId={contentId}
          focusFirstItem={openedByKey}
        />
      )}
    </>
  );
}
