import { type IconProps, Svg } from './Svg.tsx';

export const MinusIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10" />
  </Svg>
);
