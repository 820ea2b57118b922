import { type IconProps, Svg } from './Svg.tsx';

/** An entry added one level below another (the book index). */
export const AddChildIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M4 3v6h5M11 7v6M8 10h6" />
  </Svg>
);
