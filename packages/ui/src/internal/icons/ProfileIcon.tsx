import { HEADER_LINE } from './headerLine.ts';
import { type IconProps, Svg } from './Svg.tsx';

export const ProfileIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.75 14a5.25 5.25 0 0 1 10.5 0" />
  </Svg>
);
