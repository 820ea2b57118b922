import { type IconProps, Svg } from './Svg.tsx';

export const KebabIcon = (props: IconProps) => (
  <Svg fill="currentColor" stroke="none" {...props}>
    <circle cx="8" cy="3" r="1.5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="8" cy="13" r="1.5" />
  </Svg>
);
