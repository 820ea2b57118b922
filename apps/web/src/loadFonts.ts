// Pretendard's @font-face rules are not all part of the render-blocking CSS: vite.config.ts keeps
// there the metric-matched fallback and the two subsets every page needs first (Latin, digits,
// the commonest syllables; preloaded). The other 90 rules load here, once the page has loaded and
// the browser is idle, so that their subsets (a Korean page asks for four or five more, 25 kB
// each) compete neither with the page's own code nor with a prerendered page's hydration. Until
// they come, the syllables they hold are drawn in the system's Korean font scaled to Pretendard's
// widths: their arrival changes glyphs, not lines (issue 18 item 3).
const loadPretendard = () => void import('@platform/tokens/fonts-pretendard.css');

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200);

if (document.readyState === 'complete') whenIdle(loadPretendard);
else window.addEventListener('load', () => whenIdle(loadPretendard), { once: true });
