import { HEADER_LINE } from './headerLine.ts';
import { type IconProps, Svg } from './Svg.tsx';

export const HelpIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M6.25 6.25a1.75 1.75 0 1 1 2.5 1.6c-.5.23-.75.6-.75 1.15v.25M8 11.5v.01" />
  </Svg>
);
