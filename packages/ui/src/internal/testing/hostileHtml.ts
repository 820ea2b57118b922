/**
 * Stored HTML written to run script in the viewer's page, after the kinds of OWASP's XSS filter
 * evasion cheat sheet: script and event handlers, `javascript:` and data URLs in every attribute
 * that takes a URL, SVG and MathML, frames and objects, CSS, DOM clobbering, mutation XSS (markup
 * that parses differently the second time) and broken markup. Every payload that runs calls
 * `__xss('<its name>')` (or `parent.__xss` from a frame), so a story can tell which one ran.
 */
export interface HostilePayload {
  name: string;
  html: string;
}

/** The global a payload calls when it runs. */
export const XSS_SENTINEL = '__xss';

const call = (name: string) => `${XSS_SENTINEL}('${name}')`;
const base64 = (text: string) => btoa(text);

export const HOSTILE_HTML: readonly HostilePayload[] = [
  { name: 'script', html: `<script>${call('script')}</script>` },
  { name: 'img-onerror', html: `<img src="x" onerror="${call('img-onerror')}">` },
  {
    name: 'img-onload',
    html: `<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${call('img-onload')}">`,
  },
  { name: 'svg-onload', html: `<svg onload="${call('svg-onload')}"></svg>` },
  { name: 'svg-script', html: `<svg><script>${call('svg-script')}</script></svg>` },
  {
    name: 'svg-animate',
    html: `<svg><animate onbegin="${call('svg-animate')}" attributeName="x" dur="1s"></animate></svg>`,
  },
  {
    name: 'svg-xlink',
    html: `<svg><a xlink:href="javascript:${call('svg-xlink')}"><text x="0" y="20">link</text></a></svg>`,
  },
  {
    name: 'details-ontoggle',
    html: `<details open ontoggle="${call('details-ontoggle')}"><summary>x</summary></details>`,
  },
  { name: 'input-autofocus', html: `<input autofocus onfocus="${call('input-autofocus')}">` },
  { name: 'body-onload', html: `<body onload="${call('body-onload')}">` },
  { name: 'video-source', html: `<video><source onerror="${call('video-source')}"></video>` },
  { name: 'audio-onerror', html: `<audio src="x" onerror="${call('audio-onerror')}"></audio>` },
  { name: 'marquee-onstart', html: `<marquee onstart="${call('marquee-onstart')}">x</marquee>` },
  {
    name: 'entity-handler',
    html: `<img src="x" onerror="&#x5F;&#x5F;xss&#x28;'entity-handler'&#x29;">`,
  },
  {
    name: 'iframe-javascript',
    html: `<iframe src="javascript:parent.${call('iframe-javascript')}"></iframe>`,
  },
  {
    name: 'iframe-srcdoc',
    html: `<iframe srcdoc="<script>parent.${call('iframe-srcdoc')}</script>"></iframe>`,
  },
  {
    name: 'iframe-data',
    html: `<iframe src="data:text/html;base64,${base64(`<script>parent.${call('iframe-data')}</script>`)}"></iframe>`,
  },
  {
    name: 'object-data',
    html: `<object data="data:text/html;base64,${base64(`<script>parent.${call('object-data')}</script>`)}"></object>`,
  },
  { name: 'embed-javascript', html: `<embed src="javascript:${call('embed-javascript')}">` },
  {
    name: 'style-import',
    html: `<style>@import url("javascript:${call('style-import')}");</style>`,
  },
  {
    name: 'link-stylesheet',
    html: `<link rel="stylesheet" href="javascript:${call('link-stylesheet')}">`,
  },
  {
    name: 'meta-refresh',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}">`,
  },
  { name: 'base-href', html: `<base href="javascript:${call('base-href')}//">` },
  {
    name: 'style-attribute',
    html: `<p style="background:url('javascript:${call('style-attribute')}');position:fixed;inset:0">overlay</p>`,
  },
  {
    name: 'form-action',
    html: `<form action="javascript:${call('form-action')}"><button>send</button></form>`,
  },
  {
    name: 'math-mglyph-mxss',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${call('math-mglyph-mxss')}">`,
  },
  {
    name: 'noscript-mxss',
    html: `<noscript><p title="</noscript><img src=x onerror=${call('noscript-mxss')}>">`,
  },
  {
    name: 'form-math-mxss',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${call('form-math-mxss')}">`,
  },
  {
    name: 'svg-style-mxss',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${call('svg-style-mxss')}>">`,
  },
  {
    name: 'template-script',
    html: `<template><script>${call('template-script')}</script></template>`,
  },
  { name: 'broken-quotes', html: `<img """><script>${call('broken-quotes')}</script>">` },
  { name: 'double-lt', html: `<<script>${call('double-lt')}//<</script>` },
  { name: 'nested-tags', html: `<scr<script>ipt>${call('nested-tags')}</scr</script>ipt>` },
  { name: 'unclosed-img', html: `<img src=x onerror=${call('unclosed-img')}` },
  // Links: kept as text, without an href, when their URL is not a page or an e-mail.
  { name: 'a-javascript', html: `<a href="javascript:${call('a-javascript')}">a</a>` },
  { name: 'a-mixed-case', html: `<a href="JaVaScRiPt:${call('a-mixed-case')}">b</a>` },
  { name: 'a-tab', html: `<a href="java&#x09;script:${call('a-tab')}">c</a>` },
  {
    name: 'a-entities',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${call('a-entities')}">d</a>`,
  },
  { name: 'a-leading-space', html: `<a href="  javascript:${call('a-leading-space')}">e</a>` },
  { name: 'a-vbscript', html: `<a href="vbscript:msgbox(1)">f</a>` },
  {
    name: 'a-data-html',
    html: `<a href="data:text/html;base64,${base64(`<script>${call('a-data-html')}</script>`)}">g</a>`,
  },
  { name: 'a-protocol-relative', html: '<a href="//evil.example/">h</a>' },
  // Images: only the editor's data URLs and images on the web.
  {
    name: 'img-svg-data',
    html: `<img src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${call('img-svg-data')}"/>`)}">`,
  },
  { name: 'img-javascript', html: `<img src="javascript:${call('img-javascript')}">` },
  // DOM clobbering: names and ids that would shadow the page's globals.
  {
    name: 'clobber-id',
    html: `<img id="${XSS_SENTINEL}" src="x"><a id="defaultView" name="cookie">i</a>`,
  },
  { name: 'clobber-form', html: '<form name="getElementById"><input name="attributes"></form>' },
  { name: 'aria-data', html: '<p data-action="x" aria-hidden="true" role="button">hidden</p>' },
];
