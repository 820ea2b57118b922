import { RICH_TEXT_LINK, safeEditorImageSrc, safeUrl } from '@platform/contract';
import DOMPurify from 'dompurify';

/**
 * What the rich-text editor writes (issue 20 item 1): paragraphs, headings, bold, italic,
 * underline, lists, links and images, and the line breaks and marks between them. Nothing else of
 * stored HTML is shown: no style (an overlay drawn over the page is a phishing page), no id or
 * name (DOM clobbering), no forms, frames, media, SVG or MathML.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'hr',
  'code',
  'pre',
  'span',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];

/**
 * The product's own DOMPurify: its hooks check every link and image source with the contract's
 * rules, and no other user of DOMPurify on the page changes them.
 */
function createSanitizer() {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = safeUrl(node.getAttribute('href'), RICH_TEXT_LINK);
      if (href === null) {
        node.removeAttribute('href');
      } else {
        node.setAttribute('href', href);
        // A page of someone else's opens apart, and cannot reach back into the product.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = safeEditorImageSrc(node.getAttribute('src'));
      if (src === null) node.remove();
      else node.setAttribute('src', src);
    }
  });
  return purify;
}

let sanitizer: ReturnType<typeof createSanitizer> | undefined;

/**
 * Stored HTML (a board post, a message) as a fragment that is safe to put in the page: built by
 * DOMPurify as nodes, so that the browser never parses the cleaned text a second time (mutation
 * XSS lives in that second parse).
 */
export function sanitizeRichText(html: string): DocumentFragment {
  sanitizer ??= createSanitizer();
  return sanitizer.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
