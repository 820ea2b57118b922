import { type IconProps, Svg } from './Svg.tsx';

/**
 * Both sort arrows; the table's CSS lights the one of `data-direction` through the arrows'
 * `data-part` (`asc`, `desc`).
 */
export const SortIcon = ({
  direction,
  ...props
}: IconProps & { direction: false | 'asc' | 'desc' }) => (
  <Svg fill="currentColor" stroke="none" data-direction={direction || 'none'} {...props}>
    <path data-part="asc" d="M8 3 12 7H4z" />
    <path data-part="desc" d="M8 13 4 9h8z" />
  </Svg>
);
