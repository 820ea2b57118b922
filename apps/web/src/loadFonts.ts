// Pretendard's @font-face rules (92 unicode-range faces, 13 kB gzip) are not part of the
// render-blocking CSS (vite.config.ts keeps only the metric-matched fallback there): they load
// as a stylesheet of their own while the app starts, and the text swaps to Pretendard, in place,
// as each subset arrives (issue 18 item 3).
const loadPretendard = () => void import('@platform/tokens/fonts-pretendard.css');

// A prerendered page (the public site, the terms) has painted its text in the fallback before
// any script runs: Pretendard follows once the page has loaded and the browser is idle, so that
// its subsets (a Korean page asks for a dozen) do not compete with the page's hydration.
if (document.getElementById('root')?.hasAttribute('data-prerendered')) {
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200);
  if (document.readyState === 'complete') whenIdle(loadPretendard);
  else window.addEventListener('load', () => whenIdle(loadPretendard), { once: true });
} else {
  loadPretendard();
}
