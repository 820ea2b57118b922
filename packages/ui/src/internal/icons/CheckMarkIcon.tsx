import { type IconProps, Svg } from './Svg.tsx';

/** A tick and a dash; the checkbox's CSS shows one by its state (`data-part` `check`, `dash`). */
export const CheckMarkIcon = (props: IconProps) => (
  <Svg strokeWidth="2" {...props}>
    <path data-part="check" d="M3.5 8.5l3 3 6-7" />
    <path data-part="dash" d="M4 8h8" />
  </Svg>
);
