import { type IconDirection, type IconProps, Svg, TURN } from './Svg.tsx';

export const ChevronIcon = ({ direction, ...props }: IconProps & { direction: IconDirection }) => (
  <Svg {...props}>
    <path d="M6 3.5 10.5 8 6 12.5" transform={TURN[direction]} />
  </Svg>
);
