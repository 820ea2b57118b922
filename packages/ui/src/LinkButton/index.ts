export {
  LINK_BUTTON_TONES,
  LinkButton,
  type LinkButtonProps,
  type LinkButtonTone,
} from './LinkButton.tsx';
