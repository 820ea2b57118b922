// The static host that bench/lighthouse.mjs measures against: a built apps/web folder served as a
// static host would serve it (compressed, long-cached hashed assets, the build's `_headers`, the
// app's HTML for any other path), plus, for the production build, a stub of the open calls its
// public pages make under the API base (`/boda`).
//
// The stub's replies are fixed JSON taken from the mock seed (mocks/src/db/companies.ts through the
// mock's own handlers, mocks/src/handlers/company.ts): the demo institution's login info in both
// languages and the institution search. A call the stub does not know is answered 404 with the
// envelope of an error and counted, so that the benchmark can say a page made a call nobody
// answered instead of measuring an error page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** The demo institution's configuration string, as the mock hands it out (Korean branding text). */
const DEMO_CFG_KO =
  'SYSTEM_EMERGENCY_MODE=0&WEB_FRONT_ACCOUNT_PWD_POLICY=high&WEB_BRAND_THEME=campus&BRANDING_WEB_IMG=MAIN_TOP_LOGO,FAVICON&BRANDING_WEB_TEXT=보다 수학 아카데미,온라인 수학 수업과 숙제%2c 노트 첨삭,수학%2c 온라인 수업%2c 숙제&WEB_USER_TYPE_AUTH=3,2149595136|4,12288|5,2111488|10,2097152|11,2149595136|12,0|13,2111488|15,0&WEB_FUNC_USE=1,0,1,1,1,1,1,1,1,1&WEB_ROOM_CATEGORY_1=1&WEB_ROOM_CATEGORY_3=1&WEB_FRONT_HELP_SITE=/demo-pages/help.html&WEB_CLIENT_SETTING=3&WEB_FRONT_LOGIN_DISPLAY=1&WEB_FILE_MANUAL=boda-manual.pdf&BASE_APP_BODA_SPEC=boda-app-2.4&WEB_SITE_URL=https://demo.boda.example&WEB_SUPPORT_CONTACT=02-000-0100,help@demo.boda.example,/demo-pages/help.html#contact';
const DEMO_CFG_EN = DEMO_CFG_KO.replace(
  'BRANDING_WEB_TEXT=보다 수학 아카데미,온라인 수학 수업과 숙제%2c 노트 첨삭,수학%2c 온라인 수업%2c 숙제',
  'BRANDING_WEB_TEXT=Boda Math Academy,Online maths classes%2c homework and note review,maths%2c online classes%2c homework',
);
/** The public site's setting (INTRO_SETTING's assumed keys, packages/contract/src/intro). */
const INTRO_CFG =
  'INTRO_MAIL_RECIPIENTS=desk@mathacademy.example.kr&INTRO_MAIL_SENDER=noreply@mathacademy.example.kr&INTRO_ENQUIRY_PERIOD=2026-01-01,2099-12-31&INTRO_CONTACT=02-555-0100,desk@mathacademy.example.kr,평일 14:00-22:00&INTRO_COMPANY=보다 수학학원,김보다,123-45-67890,서울특별시 강남구 테헤란로 1&INTRO_SOCIAL=blog,https://blog.example.com/bodamath|instagram,https://instagram.example.com/bodamath';
const DEMO_COMPANY = { companyIdx: 1, companyId: 'demo', companyName: '보다 수학 아카데미' };
const COMPANIES = [
  DEMO_COMPANY,
  { companyIdx: 2, companyId: 'hanbit', companyName: '한빛초등학교' },
  { companyIdx: 3, companyId: 'saebom', companyName: '새봄 영어학원' },
];

const loginInfo = (cfg) => ({
  success: true,
  result: {
    cfg,
    bodaSetting: {
      clientSetting: '3',
      frontHelpSite: '/demo-pages/help.html',
      lectureTask: '1',
      companyAuthKey: 'demo-auth-key',
      baseAppSpec: 'boda-app-2.4',
      loginDisplay: '1',
    },
    company: DEMO_COMPANY,
    bodaCompany: DEMO_COMPANY,
  },
  errorCode: null,
});

/** The demo institution's branding images (mocks/src/svg.ts markSvg and logoSvg, its colour). */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0f5e4a"/><g aria-label="B"><path d="M12.64 22L12.64 10.8L17.68 10.8L19.36 12.48L19.36 14.72L17.68 16.4L12.64 16.4M17.68 16.4L19.36 18.08L19.36 20.32L17.68 22L12.64 22" fill="none" stroke="#fff" stroke-width="1.34" stroke-linecap="round" stroke-linejoin="round"/></g></svg>';
const MAIN_TOP_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="#0f5e4a"/><g aria-label="BODA MATH"><path d="M42.48 26L42.48 14.8L47.52 14.8L49.2 16.48L49.2 18.72L47.52 20.4L42.48 20.4M47.52 20.4L49.2 22.08L49.2 24.32L47.52 26L42.48 26M53.12 14.8L56.48 14.8L58.16 16.48L58.16 24.32L56.48 26L53.12 26L51.44 24.32L51.44 16.48ZM60.4 14.8L64.88 14.8L67.12 17.04L67.12 23.76L64.88 26L60.4 26ZM69.36 26L72.72 14.8L76.08 26M70.48 22.08L74.96 22.08M82.8 26L82.8 14.8L86.72 21.52L90.64 14.8L90.64 26M92.88 26L96.24 14.8L99.6 26M94 22.08L98.48 22.08M101.84 14.8L108.56 14.8M105.2 14.8L105.2 26M110.8 14.8L110.8 26M117.52 14.8L117.52 26M110.8 20.4L117.52 20.4" fill="none" stroke="#fff" stroke-width="1.34" stroke-linecap="round" stroke-linejoin="round"/></g></svg>';

/**
 * The open calls the production build's `/demo` and `/` make, by path and command; each answer is
 * `[status, body, contentType?]`. `query` is the request's URLSearchParams.
 */
const OPEN_CALLS = {
  'GET /open/company/loginInfo LOGIN_INFO': (query) =>
    query.get('companyId') === 'demo' || query.get('companyIdx') === '1'
      ? [200, loginInfo(query.get('language') === 'en' ? DEMO_CFG_EN : DEMO_CFG_KO)]
      : [400, { success: false, result: null, errorCode: 'WB-400-205' }],
  'GET /open/login LOGIN_INFO': () => [200, loginInfo(DEMO_CFG_KO)],
  'GET /open/company LIST_NORMAL': (query) => {
    const keyword = (query.get('searchKeyword') ?? '').trim().toLowerCase();
    const content = COMPANIES.filter(
      (company) =>
        company.companyName.toLowerCase().includes(keyword) || company.companyId.includes(keyword),
    );
    return [
      200,
      {
        success: true,
        resultPage: {
          content,
          totalElements: content.length,
          totalPages: 1,
          number: 0,
          size: Number(query.get('size') ?? 20),
          numberOfElements: content.length,
          first: true,
          last: true,
          empty: content.length === 0,
        },
        errorCode: null,
      },
    ];
  },
  'GET /open/serviceIntro INTRO_SETTING': () => [
    200,
    { success: true, result: { cfg: INTRO_CFG }, errorCode: null },
  ],
  'GET /open/company/branding/image FAVICON': () => [200, FAVICON_SVG, 'image/svg+xml'],
  'GET /open/company/branding/image MAIN_TOP_LOGO': () => [200, MAIN_TOP_LOGO_SVG, 'image/svg+xml'],
};

/** `/* \n  Header: value` blocks of a `_headers` file; only `/*` (every path) is read. */
function readHeadersFile(root) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return {};
  const headers = {};
  let applies = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      applies = line.trim() === '/*';
      continue;
    }
    const at = line.indexOf(':');
    if (applies && at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

/**
 * Serves `root` on 127.0.0.1 (any free port). `apiBase` calls go to the stub when `stub` is set,
 * and are answered 404 otherwise (the demo build answers them in its service worker).
 * Resolves to `{ origin, unanswered, close }`; `unanswered` lists the calls nobody answered.
 */
export async function serveBuild(root, { apiBase = '/boda', stub = false } = {}) {
  const siteHeaders = readHeadersFile(root);
  const compressed = new Map();
  const unanswered = [];

  const send = (request, response, status, body, type, cache) => {
    const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const headers = { ...siteHeaders, 'Content-Type': type, 'Cache-Control': cache };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // extname('.html') is '': a name with an extension, so that HTML is compressed like the rest.
    const ext = extname(type.startsWith('text/html') ? 'page.html' : request.url.split('?')[0]);
    const compressible =
      buffer.length > 1024 && (COMPRESSIBLE.has(ext) || /json|javascript|css|svg/.test(type));
    let payload = buffer;
    if (compressible && /\bbr\b/.test(accepts)) {
      const key = `br:${request.url}:${buffer.length}`;
      if (!compressed.has(key)) {
        compressed.set(
          key,
          brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
      payload = compressed.get(key);
      headers['Content-Encoding'] = 'br';
    } else if (compressible && /\bgzip\b/.test(accepts)) {
      const key = `gz:${request.url}:${buffer.length}`;
      if (!compressed.has(key)) compressed.set(key, gzipSync(buffer, { level: 9 }));
      payload = compressed.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    if (compressible) headers.Vary = 'Accept-Encoding';
    headers['Content-Length'] = payload.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : payload);
  };

  const answerApi = (request, response, url) => {
    const path = url.pathname.slice(apiBase.length);
    const command = url.searchParams.get('command') ?? '';
    const key = `${request.method} ${path} ${command}`.trim();
    const handler = stub ? OPEN_CALLS[key] : undefined;
    if (!handler) {
      unanswered.push(key);
      return send(
        request,
        response,
        404,
        JSON.stringify({ success: false, result: null, errorCode: 'WB-404-101' }),
        'application/json; charset=utf-8',
        'no-store',
      );
    }
    const [status, body, type = 'application/json; charset=utf-8'] = handler(url.searchParams);
    send(
      request,
      response,
      status,
      typeof body === 'string' ? body : JSON.stringify(body),
      type,
      'no-store',
    );
  };

  const html = readFileSync(join(root, 'index.html'));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === apiBase || url.pathname.startsWith(`${apiBase}/`)) {
      return answerApi(request, response, url);
    }
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Hashed assets never change; everything else is checked on each visit.
      const cache = url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      return send(request, response, 200, readFileSync(file), type, cache);
    }
    // A prerendered page (the public site, the terms) has its own HTML, as static hosts serve
    // `<path>/index.html`; the app's other routes get its HTML (a single-page app's fallback).
    const page = normalize(join(root, decodeURIComponent(url.pathname), 'index.html'));
    const own = page.startsWith(root + sep) && existsSync(page) ? readFileSync(page) : html;
    send(request, response, 200, own, 'text/html; charset=utf-8', 'no-cache');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    unanswered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
