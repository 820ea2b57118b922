// The header's icons: a finer, rounded line than the controls' icons.
export const HEADER_LINE = {
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
