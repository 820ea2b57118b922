// Header icons: decorative, the controls carry the names.
const svgProps = {
  viewBox: '0 0 16 16',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const DownloadIcon = () => (
  <svg aria-hidden="true" {...svgProps}>
    <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11" />
  </svg>
);

export const MessageIcon = () => (
  <svg aria-hidden="true" {...svgProps}>
    <rect x="1.75" y="3.25" width="12.5" height="9.5" rx="1.5" />
    <path d="m2.5 4.5 5.5 4 5.5-4" />
  </svg>
);

export const HelpIcon = () => (
  <svg aria-hidden="true" {...svgProps}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M6.25 6.25a1.75 1.75 0 1 1 2.5 1.6c-.5.23-.75.6-.75 1.15v.25M8 11.5v.01" />
  </svg>
);

export const ProfileIcon = () => (
  <svg aria-hidden="true" {...svgProps}>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.75 14a5.25 5.25 0 0 1 10.5 0" />
  </svg>
);

export const LogoutIcon = () => (
  <svg aria-hidden="true" {...svgProps}>
    <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11 13.5 8l-3-3M13.25 8H6" />
  </svg>
);
