import type { ReactNode } from 'react';
import { Svg } from '../internal/icons/Svg.tsx';

export type ToolbarIconName =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'image';

/**
 * The toolbar's glyphs, drawn in a 16 unit box in currentColor. They are the editor's alone, so
 * they live in its chunk rather than among the kit's icons; the button carries the name.
 */
const GLYPHS: Record<ToolbarIconName, ReactNode> = {
  bold: (
    <path
      d="M4.5 2.5h4.2a2.8 2.8 0 0 1 0 5.6H4.5zM4.5 8.1h5a2.7 2.7 0 0 1 0 5.4h-5z"
      strokeWidth="2"
    />
  ),
  italic: <path d="M7 2.5h5M4 13.5h5M9.5 2.5l-3 11" />,
  underline: <path d="M4.5 2.5v5a3.5 3.5 0 0 0 7 0v-5M3.5 14h9" />,
  heading2: <path d="M1.5 3v10M7 3v10M1.5 8H7M9.5 6.2a2 2 0 0 1 3.8.9c0 1.6-3.8 3.4-3.8 5.9h4" />,
  heading3: <path d="M1.5 3v10M7 3v10M1.5 8H7M9.6 5.5h3.6l-2 2.6a2.2 2.2 0 1 1-1.7 3.9" />,
  bulletList: (
    <>
      <path d="M6 4h8.5M6 8h8.5M6 12h8.5" />
      <circle cx="2.5" cy="4" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="2.5" cy="8" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="2.5" cy="12" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  orderedList: (
    <path d="M6.5 4h8M6.5 8h8M6.5 12h8M2 2.8l1-.6v3.6M1.6 9.4a1 1 0 0 1 1.9.4L1.6 12.4h2" />
  ),
  link: (
    <path d="M6.8 9.2a2.8 2.8 0 0 0 4 0l2.2-2.2a2.8 2.8 0 0 0-4-4l-.9.9M9.2 6.8a2.8 2.8 0 0 0-4 0L3 9a2.8 2.8 0 0 0 4 4l.9-.9" />
  ),
  image: (
    <>
      <rect x="1.8" y="2.8" width="12.4" height="10.4" rx="1.5" />
      <circle cx="5.5" cy="6.2" r="1.2" />
      <path d="M2.2 12l3.6-3.4 2.4 2.2 2.6-2.8 3.2 3.2" />
    </>
  ),
};

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <Svg strokeLinecap="round" strokeLinejoin="round">
      {GLYPHS[name]}
    </Svg>
  );
}
