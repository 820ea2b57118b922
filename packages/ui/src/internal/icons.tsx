// The kit's icons, each drawn once. They are decorative: the control around an icon carries the
// name, so every icon is hidden from assistive technology and never takes focus (old Edge and IE
// focused SVGs). They draw in currentColor and take their size from the CSS of where they sit.
import type { ReactNode, SVGProps } from 'react';
import type { FeedbackTone } from './feedbackTones.ts';

/** A class for size or motion, and data attributes for the component's CSS; never a name. */
export type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'ref' | 'viewBox' | 'aria-hidden' | 'focusable' | 'direction'
>;

export type IconDirection = 'up' | 'right' | 'down' | 'left';

/** The glyphs are drawn pointing right; the other directions turn them about the centre. */
const TURN: Record<IconDirection, string | undefined> = {
  right: undefined,
  down: 'rotate(90 8 8)',
  left: 'rotate(180 8 8)',
  up: 'rotate(270 8 8)',
};

function Svg({
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

export const ChevronIcon = ({ direction, ...props }: IconProps & { direction: IconDirection }) => (
  <Svg {...props}>
    <path d="M6 3.5 10.5 8 6 12.5" transform={TURN[direction]} />
  </Svg>
);

export const DoubleChevronIcon = ({
  direction,
  ...props
}: IconProps & { direction: 'left' | 'right' }) => (
  <Svg {...props}>
    <path d="M4 3.5 8.5 8 4 12.5M8.5 3.5 13 8l-4.5 4.5" transform={TURN[direction]} />
  </Svg>
);

export const ArrowIcon = ({ direction, ...props }: IconProps & { direction: IconDirection }) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10M9 4l4 4-4 4" transform={TURN[direction]} />
  </Svg>
);

/** Close a dialog, toast or banner; remove an item; clear a search. */
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10M8 3v10" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M3 8h10" />
  </Svg>
);

/** An entry added one level below another (the book index). */
export const AddChildIcon = (props: IconProps) => (
  <Svg strokeLinecap="round" {...props}>
    <path d="M4 3v6h5M11 7v6M8 10h6" />
  </Svg>
);

export const SearchIcon = (props: IconProps) => (
  <Svg viewBox="0 0 20 20" {...props}>
    <circle cx="9" cy="9" r="5.5" />
    <path d="M13 13l4 4" />
  </Svg>
);

/** Show a password; `crossed` once it is shown (the button then hides it). */
export const EyeIcon = ({ crossed = false, ...props }: IconProps & { crossed?: boolean }) => (
  <Svg viewBox="0 0 20 20" {...props}>
    <path d="M1.5 10s3-6 8.5-6 8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
    <circle cx="10" cy="10" r="2.5" />
    {crossed && <path d="M3 17L17 3" />}
  </Svg>
);

export const KebabIcon = (props: IconProps) => (
  <Svg fill="currentColor" stroke="none" {...props}>
    <circle cx="8" cy="3" r="1.5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="8" cy="13" r="1.5" />
  </Svg>
);

/**
 * Both sort arrows; the table's CSS lights the one of `data-direction` through the arrows'
 * `data-part` (`asc`, `desc`).
 */
export const SortIcon = ({
  direction,
  ...props
}: IconProps & { direction: false | 'asc' | 'desc' }) => (
  <Svg fill="currentColor" stroke="none" data-direction={direction || 'none'} {...props}>
    <path data-part="asc" d="M8 3 12 7H4z" />
    <path data-part="desc" d="M8 13 4 9h8z" />
  </Svg>
);

/** A tick and a dash; the checkbox's CSS shows one by its state (`data-part` `check`, `dash`). */
export const CheckMarkIcon = (props: IconProps) => (
  <Svg strokeWidth="2" {...props}>
    <path data-part="check" d="M3.5 8.5l3 3 6-7" />
    <path data-part="dash" d="M4 8h8" />
  </Svg>
);

const TONE_MARKS: Record<FeedbackTone, string> = {
  info: 'M8 7v4.5M8 4.75v.5',
  success: 'M4.75 8.25l2.25 2.25 4.25-4.75',
  warning: 'M8 5v4M8 11.25v.5',
  danger: 'M5.75 5.75l4.5 4.5m0-4.5l-4.5 4.5',
};

/**
 * A shape per tone, so that the tone never rests on colour alone (WCAG 1.4.1); the components add
 * the tone's name as hidden text for screen readers.
 */
export const ToneIcon = ({ tone, ...props }: IconProps & { tone: FeedbackTone }) => (
  <Svg data-slot="tone-icon" {...props}>
    {tone === 'warning' ? (
      <path d="M8 1.75L14.75 13.75H1.25Z" strokeWidth="1.4" />
    ) : (
      <circle cx="8" cy="8" r="6.5" strokeWidth="1.4" />
    )}
    <path d={TONE_MARKS[tone]} />
  </Svg>
);

/**
 * The marker's stroke over a question, stretched to its answer box: a circle for correct, a slash
 * for wrong, a frame for unmarked. Its stroke comes from the card's CSS.
 */
export const MarkIcon = ({
  mark,
  ...props
}: IconProps & { mark: 'correct' | 'wrong' | 'unmarked' }) => (
  <Svg viewBox="0 0 100 100" preserveAspectRatio="none" {...props}>
    {mark === 'correct' && <ellipse cx="50" cy="50" rx="44" ry="44" />}
    {mark === 'wrong' && <path d="M14 86 L86 14" />}
    {mark === 'unmarked' && <rect x="4" y="4" width="92" height="92" rx="6" />}
  </Svg>
);

// The header's icons: a finer, rounded line than the controls' icons.
const HEADER_LINE = { strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const DownloadIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11" />
  </Svg>
);

export const MessageIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <rect x="1.75" y="3.25" width="12.5" height="9.5" rx="1.5" />
    <path d="m2.5 4.5 5.5 4 5.5-4" />
  </Svg>
);

export const HelpIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M6.25 6.25a1.75 1.75 0 1 1 2.5 1.6c-.5.23-.75.6-.75 1.15v.25M8 11.5v.01" />
  </Svg>
);

export const ProfileIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.75 14a5.25 5.25 0 0 1 10.5 0" />
  </Svg>
);

export const LogoutIcon = (props: IconProps) => (
  <Svg {...HEADER_LINE} {...props}>
    <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11 13.5 8l-3-3M13.25 8H6" />
  </Svg>
);
