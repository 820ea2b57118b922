export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.tsx';
