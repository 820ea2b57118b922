// Pretendard's @font-face rules (92 unicode-range faces, 13 kB gzip) are not part of the
// render-blocking CSS (vite.config.ts keeps only the metric-matched fallback there): they load
// as a stylesheet of their own while the app starts, and the text swaps to Pretendard, in place,
// as each subset arrives (issue 18 item 3).
void import('@platform/tokens/fonts-pretendard.css');
