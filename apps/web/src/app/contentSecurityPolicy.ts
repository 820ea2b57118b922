import { createHash } from 'node:crypto';
import { AGENT_ORIGIN } from '../../../../packages/contract/src/agent/protocol.ts';
import { YOUTUBE_EMBED_ORIGIN } from '../../../../packages/contract/src/whiteboard/youtube.ts';

/**
 * The Content-Security-Policy of the built app (issue 17 item 12), written once for the meta tag
 * of each page and for the static host's headers. It is imported by vite.config.ts, so it
 * reaches the contract by path (a config loads no TypeScript from packages).
 *
 * - Scripts only from the app's origin: no inline script but the built page's language chooser,
 *   allowed by its hash (apps/web/textsPlugin.ts), and no eval (zod runs jitless, pdf.js without
 *   eval support).
 * - Styles may be inline: Radix's scroll lock injects a <style>, and a static host cannot hand
 *   out nonces.
 * - Images from the app, the api, data: URLs (editor images are JPEG data URLs) and blob: URLs
 *   (cropped pictures, page previews).
 * - Calls to the app, the api and the local agent (AGENT_ORIGIN, a loopback address).
 * - Frames only from YouTube's privacy-enhanced host (the whiteboard's video page).
 */
export interface PolicyInput {
  /** The api prefix of the build (VITE_API_BASE): a path on the app's origin or a full URL. */
  apiBase: string;
  /**
   * The origin of the whiteboard client's page that frames /wb/* (VITE_WHITEBOARD_HOST_ORIGIN),
   * when the build names one: the only site allowed to frame the app.
   */
  whiteboardHostOrigin?: string | null;
  /** The hashes (`sha256-…`) of the inline scripts the built page carries. */
  inlineScriptHashes?: readonly string[];
}

type Directives = ReadonlyArray<readonly [string, ...string[]]>;

/** The api's origin when it lives elsewhere; none when it is a path of the app's own origin. */
export function apiOriginOf(apiBase: string): string | null {
  if (!/^https?:\/\//i.test(apiBase)) return null;
  return new URL(apiBase).origin;
}

function directives({ apiBase, inlineScriptHashes = [] }: PolicyInput): Directives {
  const api = apiOriginOf(apiBase);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources);
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...withApi("'self'", 'data:', 'blob:')],
    ['media-src', ...withApi("'self'", 'blob:')],
    ['font-src', "'self'"],
    ['connect-src', ...withApi("'self'", AGENT_ORIGIN)],
    ['worker-src', "'self'"],
    ['frame-src', YOUTUBE_EMBED_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
}

const written = (list: Directives) => list.map((parts) => parts.join(' ')).join('; ');

/** The policy of the page's meta tag: what a meta tag may carry. */
export function metaPolicy(input: PolicyInput): string {
  return written(directives(input));
}

/**
 * What the static host sends as headers: the same policy plus what only a header can carry
 * (frame-ancestors: no site frames the app, the native whiteboard client opens /wb/* in a web
 * view; a build that names the client's host page lets that one origin frame it), and the
 * headers that go with it. Written as a `_headers` file
 * (the format of Netlify and Cloudflare Pages; other hosts take the same lines).
 */
export function hostHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': written([
      ...directives(input),
      ['frame-ancestors', input.whiteboardHostOrigin || "'none'"],
    ]),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

export function headersFile(input: PolicyInput): string {
  const lines = Object.entries(hostHeaders(input)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** The CSP sources (`sha256-…`) of a page's inline scripts (JSON data blocks are no scripts). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `sha256-${createHash('sha256').update(script).digest('base64')}`,
  );
}
