// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockServerFiles, mockServiceWorkerPlugin } from './vite-plugin.mjs';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

// The demo build's bundle, as far as the plugin reads it.
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/core.js'], '/r/apps/web/index.html'),
  'assets/core.js': chunk('assets/core.js', []),
  'assets/browser.js': chunk(
    'assets/browser.js',
    ['assets/core.js', 'assets/contract.js'],
    '/r/mocks/src/browser.ts',
  ),
  'assets/contract.js': chunk('assets/contract.js', ['assets/core.js']),
  'assets/later.js': chunk('assets/later.js', ['assets/contract.js'], '/r/mocks/src/later.ts'),
  'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
};

describe('the mock server preloaded by the demo page', () => {
  it('names the mock chunk and the chunks it imports, not those it loads later', () => {
    expect(mockServerFiles(bundle as never).sort()).toEqual([
      'assets/browser.js',
      'assets/contract.js',
      'assets/core.js',
    ]);
  });

  it('finds nothing in a bundle without the mock server', () => {
    expect(mockServerFiles({ 'assets/index.js': bundle['assets/index.js'] } as never)).toEqual([]);
  });

  const transform = (emit: boolean, html: string) => {
    const plugin = mockServiceWorkerPlugin({ emit });
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { filename: string; bundle?: unknown }) => string;
    };
    return hook.handler(html, { filename: '/r/apps/web/index.html', bundle });
  };
  const page =
    '<head>\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/core.js">\n</head>';

  it('adds a preload for each file the page does not name yet, in the demo build only', () => {
    const html = transform(true, page);
    expect(html.match(/href="\/assets\/core\.js"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/browser.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/contract.js">');
    expect(html).not.toContain('later.js');
    expect(transform(false, page)).toBe(page);
  });
});
