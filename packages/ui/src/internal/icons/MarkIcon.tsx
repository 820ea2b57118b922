import { type IconProps, Svg } from './Svg.tsx';

/**
 * The marker's stroke over a question, stretched to its answer box: a circle for correct, a slash
 * for wrong, a frame for unmarked. Its stroke comes from the card's CSS.
 */
export const MarkIcon = ({
  mark,
  ...props
}: IconProps & { mark: 'correct' | 'wrong' | 'unmarked' }) => (
  <Svg viewBox="0 0 100 100" preserveAspectRatio="none" {...props}>
    {mark === 'correct' && <ellipse cx="50" cy="50" rx="44" ry="44" />}
    {mark === 'wrong' && <path d="M14 86 L86 14" />}
    {mark === 'unmarked' && <rect x="4" y="4" width="92" height="92" rx="6" />}
  </Svg>
);
