export {
  KEBAB_MENU_ITEM_TONES,
  KebabMenu,
  type KebabMenuItem,
  type KebabMenuItemTone,
  type KebabMenuProps,
} from './KebabMenu.tsx';
