import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  headersFile,
  hostHeaders,
  inlineScriptHashes,
  metaPolicy,
} from './contentSecurityPolicy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the content security policy of the built app', () => {
  const policy = metaPolicy({ apiBase: '/boda' });

  it('runs only the app own scripts: no inline script, no eval', () => {
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
  });

  it('allows an inline script by its hash only: the language chooser, not JSON data blocks', () => {
    const chooser = 'if (a < b) load("/assets/index.js")';
    const page = `<script>${chooser}</script><script type="application/json" id="d">{}</script>`;
    const hashes = inlineScriptHashes(page);
    const expected = `sha256-${createHash('sha256').update(chooser).digest('base64')}`;
    expect(hashes).toEqual([expected]);
    const withChooser = metaPolicy({ apiBase: '/boda', inlineScriptHashes: hashes });
    expect(directive(withChooser, 'script-src')).toBe(`'self' '${expected}'`);
  });

  it('shows data: and blob: images (editor images, crops) and frames only YouTube without cookies', () => {
    expect(directive(policy, 'img-src')).toBe("'self' data: blob:");
    expect(directive(policy, 'frame-src')).toBe('https://www.youtube-nocookie.com');
  });

  it('calls the api and the local agent, and an api on another origin by its origin', () => {
    expect(directive(policy, 'connect-src')).toBe("'self' http://127.0.0.1:27432");
    const elsewhere = metaPolicy({ apiBase: 'https://api.example.test/boda' });
    expect(directive(elsewhere, 'connect-src')).toContain('https://api.example.test');
    expect(directive(elsewhere, 'img-src')).toContain('https://api.example.test');
    expect(apiOriginOf('/boda')).toBeNull();
  });

  it('leaves frame-ancestors to the header, where a meta tag cannot carry it', () => {
    expect(policy).not.toContain('frame-ancestors');
    expect(hostHeaders({ apiBase: '/boda' })['Content-Security-Policy']).toContain(
      "frame-ancestors 'none'",
    );
    expect(headersFile({ apiBase: '/boda' })).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
  });
  it("lets only the whiteboard client's host page frame the app, when the build names one", () => {
    const policy = hostHeaders({ apiBase: '/boda', whiteboardHostOrigin: 'https://board.example' })[
      'Content-Security-Policy'
    ];
    expect(policy).toContain('frame-ancestors https://board.example');
    expect(policy).not.toContain("frame-ancestors 'none'");
  });
});
