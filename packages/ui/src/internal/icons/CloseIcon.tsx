import { type IconProps, Svg } from './Svg.tsx';

/** Close a dialog, toast or banner; remove an item; clear a search. */
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);
