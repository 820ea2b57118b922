import { HEADER_LINE } from './headerLine.ts';
import { type IconProps, Svg } from './Svg.tsx';

export const LogoutIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11 13.5 8l-3-3M13.25 8H6" />
  </Svg>
);
