export {
  InstantClassCard,
  type InstantClassCardProps,
  type InstantClassValues,
} from './InstantClassCard.tsx';
