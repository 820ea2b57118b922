/**
 * What stored rich text (a board post, a message) may link to and show, checked by the viewer
 * (issue 20). Apart from safeUrl.ts so that pages without rich text do not carry it.
 *
 * The images of a board post or a message. The contract has no image upload for the editor: the
 * editor stores each image in the HTML as a data URL, re-encoded as JPEG (or a GIF kept as it is,
 * a PNG pasted as it is). Any other data URL in stored HTML (SVG, HTML, an image type the editor
 * never writes) is hostile; an image on the web (http, https) is what older posts link to.
 */
import { type SafeUrlOptions, safeUrl, URL_SCHEMES } from './safeUrl.ts';

/** A link written in the rich-text editor: a page or an e-mail, absolute, no site path. */
export const RICH_TEXT_LINK: SafeUrlOptions = { allow: ['http:', 'https:', 'mailto:'] };

/** The data URL types an editor image may have. */
export const EDITOR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** `data:image/<type>;base64,` and base64 only: no parameters, no percent-encoded text. */
const EDITOR_IMAGE_DATA_URL = new RegExp(
  `^data:(${EDITOR_IMAGE_TYPES.map((type) => type.replace('/', '\\/')).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`,
);

/** The image source, when stored HTML may show it: an editor image or a web image; else null. */
export function safeEditorImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^data:/i.test(trimmed)) return EDITOR_IMAGE_DATA_URL.test(trimmed) ? trimmed : null;
  return safeUrl(trimmed, { allow: URL_SCHEMES.WEB });
}
