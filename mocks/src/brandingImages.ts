/** Stand-in images the branding image call answers with (the real server stores uploads). */
const logo = (label: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="${fill}"/><text x="80" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${label}</text></svg>`;

export const brandingImages: Record<string, string> = {
  MAIN_TOP_LOGO: logo('BODA MATH', '#0f5e4a'),
  LOGIN_TOP_LOGO: logo('BODA MATH', '#0f5e4a'),
  LOGIN_LOGO: logo('BODA', '#0f5e4a'),
  LOGIN_BG:
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#e6f4ef"/></svg>',
  FAVICON:
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0f5e4a"/><text x="16" y="22" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">B</text></svg>',
};
