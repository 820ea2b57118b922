import { type IconProps, Svg } from './Svg.tsx';

export const PlusIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10M8 3v10" />
  </Svg>
);
