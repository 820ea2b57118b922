import { HEADER_LINE } from './headerLine.ts';
import { type IconProps, Svg } from './Svg.tsx';

export const DownloadIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11" />
  </Svg>
);
