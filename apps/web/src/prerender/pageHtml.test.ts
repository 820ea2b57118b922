import { describe, expect, it } from 'vitest';
import { inlineStylesheets, pageHtml } from './pageHtml.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The product." />
    <title>BODA</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/Pretendard.subset.90-x.woff2">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  html: '<main><h1>수학</h1></main>',
  loaderData: { '0-1': { questions: ['</script><script>alert(1)</script>'] } },
  head: {
    title: 'A & B <script>',
    tags: [
      ['name', 'description', 'Say "hi" & <b>'],
      ['property', 'og:title', 'A & B'],
    ] as [string, string, string][],
  },
  routeModules: [],
};

describe('a prerendered page’s HTML', () => {
  const html = pageHtml(TEMPLATE, page, { styles: ['/assets/Page-1.css'] }, 'prerender-data', 'ko');

  it('holds the page in #root, in its language, with its own head', () => {
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<div id="root" data-prerendered="ko"><main><h1>수학</h1></main></div>');
    expect(html).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b>" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="A &amp; B" />');
  });

  it('carries the router data as JSON that no text in it can close', () => {
    const data = /<script type="application\/json" id="prerender-data">(.*)<\/script>/.exec(html);
    expect(data?.[1]).not.toContain('</script>');
    expect(JSON.parse(data?.[1] ?? '')).toEqual({ loaderData: page.loaderData });
  });

  it('leaves the fonts and the page’s chunks to load after the page (no preload competes with it)', () => {
    expect(html).not.toContain('as="font"');
    expect(html).not.toContain('modulepreload');
  });

  it('writes its stylesheets into it', () => {
    const css: Record<string, string> = {
      '/assets/index-1.css': ':root{--a:1}',
      '/assets/Page-1.css': '.x{color:red}</style><script>',
    };
    const inlined = inlineStylesheets(html, (href) => css[href] ?? '');
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(inlined).toContain('<style data-href="/assets/index-1.css">:root{--a:1}</style>');
    expect(inlined).toContain('.x{color:red}<\\/style><script>');
    expect(inlined.match(/<\/style>/g)).toHaveLength(2);
  });

  it('leaves Pretendard’s faces out of them: the page paints in the fallback', () => {
    const inlined = inlineStylesheets(html, (href) =>
      href.includes('index')
        ? '@font-face{font-family:Pretendard Fallback;src:local(Noto Sans CJK KR)}' +
          '@font-face{font-family:Pretendard Variable;src:url(/assets/P.subset.91-x.woff2)}:root{--a:1}'
        : '',
    );
    expect(inlined).toContain('Pretendard Fallback');
    expect(inlined).not.toContain('Pretendard Variable');
    expect(inlined).toContain(':root{--a:1}');
  });
});
