import { HEADER_LINE } from './headerLine.ts';
import { type IconProps, Svg } from './Svg.tsx';

export const MessageIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <rect x="1.75" y="3.25" width="12.5" height="9.5" rx="1.5" />
    <path d="m2.5 4.5 5.5 4 5.5-4" />
  </Svg>
);
