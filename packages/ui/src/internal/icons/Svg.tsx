// The kit's icons, each drawn once. They are decorative: the control around an icon carries the
// name, so every icon is hidden from assistive technology and never takes focus (old Edge and IE
// focused SVGs). They draw in currentColor and take their size from the CSS of where they sit.
import type { ReactNode, SVGProps } from 'react';

/** A class for size or motion, and data attributes for the component's CSS; never a name. */
export type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'ref' | 'viewBox' | 'aria-hidden' | 'focusable' | 'direction'
>;

export type IconDirection = 'up' | 'right' | 'down' | 'left';

/** The glyphs are drawn pointing right; the other directions turn them about the centre. */
export const TURN: Record<IconDirection, string | undefined> = {
  right: undefined,
  down: 'rotate(90 8 8)',
  left: 'rotate(180 8 8)',
  up: 'rotate(270 8 8)',
};

export function Svg({
  viewBox = '0 0 16 16',
  children,
  ...props
}: IconProps & { viewBox?: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      {...props}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
