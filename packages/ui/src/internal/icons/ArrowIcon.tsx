import { type IconDirection, type IconProps, Svg, TURN } from './Svg.tsx';

export const ArrowIcon = ({ direction, ...props }: IconProps & { direction: IconDirection }) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10M9 4l4 4-4 4" transform={TURN[direction]} />
  </Svg>
);
