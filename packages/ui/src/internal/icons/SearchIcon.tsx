import { type IconProps, Svg } from './Svg.tsx';

export const SearchIcon = (props: IconProps) => (
  <Svg viewBox="0 0 20 20" {...props}>
    <circle cx="9" cy="9" r="5.5" />
    <path d="M13 13l4 4" />
  </Svg>
);
