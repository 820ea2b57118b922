import { type IconProps, Svg, TURN } from './Svg.tsx';

export const DoubleChevronIcon = ({
  direction,
  ...props
}: IconProps & { direction: 'left' | 'right' }) => (
  <Svg {...props}>
    <path d="M4 3.5 8.5 8 4 12.5M8.5 3.5 13 8l-4.5 4.5" transform={TURN[direction]} />
  </Svg>
);
