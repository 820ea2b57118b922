import { validationFault } from './messages.ts';
import {
  checkUpload,
  type FileRejection,
  fileExtension,
  type UploadCandidate,
  type UploadCheck,
  type UploadRule,
} from './upload.ts';

/*
 * A file is judged by its bytes, not by its name (issue 17 item 3): an HTML page or a program
 * renamed `profile_image.png` is no picture. The first bytes of every upload are compared with
 * the signature its extension promises, by the browser before the upload and by the server on
 * arrival, with this one table.
 */

/** What the first bytes of a file say it is. */
export type SignatureFamily = 'png' | 'jpeg' | 'gif' | 'pdf' | 'ole2' | 'zip';

/**
 * The signatures of each family, as byte lists from offset 0 (`null` matches any byte).
 * - png: the 8-byte PNG signature; jpeg: FF D8 FF (SOI and a marker); gif: GIF87a or GIF89a;
 *   pdf: `%PDF-`. Images and PDF are checked exactly.
 * - ole2: the compound-file signature D0 CF 11 E0 A1 B1 1A E1 of doc, xls, ppt and hwp (HWP 5).
 * - zip: a local file header `PK\x03\x04` (docx, xlsx, pptx, hwpx and zip); a zip archive may
 *   also open with an empty archive's end record `PK\x05\x06` or a spanned archive's
 *   `PK\x07\x08` (assumed: accepted for the family, as every zip reader accepts them).
 * The office formats are checked by family only: with the extension, which the upload rule
 * checks first, that is enough to tell an office file from a disguised one.
 */
const SIGNATURES: Readonly<Record<SignatureFamily, readonly (readonly (number | null)[])[]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  ole2: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
    [0x50, 0x4b, 0x07, 0x08],
  ],
};

/** The family each uploadable extension promises (every extension of every UPLOAD_RULE). */
export const EXTENSION_SIGNATURE: Readonly<Record<string, SignatureFamily>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  pdf: 'pdf',
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  hwp: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  hwpx: 'zip',
  zip: 'zip',
};

/**
 * The type a file is served with once its bytes matched its extension (issue 17 item 3: "files
 * are served with their checked type"). assumed for hwp and hwpx: the types Hancom registers.
 */
export const EXTENSION_CONTENT_TYPE: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  hwp: 'application/x-hwp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  hwpx: 'application/hwp+zip',
  zip: 'application/zip',
};

/** The type of a file whose kind is not known: a browser only offers to save it. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** How many first bytes the check reads: the longest signature. */
export const SIGNATURE_HEAD_BYTES = Math.max(
  ...Object.values(SIGNATURES).flatMap((list) => list.map((bytes) => bytes.length)),
);

const EMPTY = new Uint8Array();

const startsWith = (head: Uint8Array, bytes: readonly (number | null)[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => byte === null || head[i] === byte);

/** The family the first bytes belong to, or null for anything else (text, HTML, a program...). */
export function signatureFamilyOf(head: Uint8Array): SignatureFamily | null {
  for (const [family, list] of Object.entries(SIGNATURES) as [
    SignatureFamily,
    (typeof SIGNATURES)[SignatureFamily],
  ][]) {
    if (list.some((bytes) => startsWith(head, bytes))) return family;
  }
  return null;
}

/**
 * Whether the first bytes are what a file of `extension` must start with. An extension without
 * a known signature never matches: no upload rule lists one.
 */
export function matchesSignature(extension: string, head: Uint8Array): boolean {
  const family = EXTENSION_SIGNATURE[extension.toLowerCase()];
  return family !== undefined && SIGNATURES[family].some((bytes) => startsWith(head, bytes));
}

/** The checked type of a file named `name` (its extension's), for serving it. */
export function contentTypeOf(name: string): string {
  return EXTENSION_CONTENT_TYPE[fileExtension(name)] ?? UNKNOWN_CONTENT_TYPE;
}

/** The signature bytes a file of `extension` starts with (tests and stories build files from it). */
export function signatureOf(extension: string): Uint8Array<ArrayBuffer> {
  const family = EXTENSION_SIGNATURE[extension.toLowerCase()];
  const bytes = family ? SIGNATURES[family][0] : undefined;
  return new Uint8Array((bytes ?? []).map((byte) => byte ?? 0));
}

/** The first bytes of a file (a browser File, a Blob of a form in the mock). */
export async function readFileHead(
  file: Blob,
  length: number = SIGNATURE_HEAD_BYTES,
): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

/** The refusal of a file whose bytes are not what its name says, naming the extension. */
export function signatureRejection(name: string, head: Uint8Array): FileRejection | null {
  const extension = fileExtension(name);
  if (matchesSignature(extension, head)) return null;
  return {
    fileName: name,
    rule: 'signature',
    fault: validationFault('valid.fileSignature', { extension: extension || '?' }),
  };
}

/**
 * `checkUpload` plus the files' first bytes: a file whose type and extension the rule allows but
 * whose bytes are not of that extension is refused with the rule `signature`, after the type and
 * extension rules and before the others, so that it neither takes a place in the count nor
 * blocks a genuine file of the same name. The refusals come in the order of `files`.
 */
export async function checkUploadContents<F extends UploadCandidate & Blob>(
  files: readonly F[],
  rule: UploadRule,
  attached: readonly UploadCandidate[] = [],
): Promise<UploadCheck<F>> {
  const heads = await Promise.all(files.map((file) => readFileHead(file)));
  const accepted: F[] = [];
  const rejected: FileRejection[] = [];
  files.forEach((file, index) => {
    const extension = fileExtension(file.name);
    const nameAllowed =
      !rule.rejectedExtensions.includes(extension) && rule.extensions.includes(extension);
    const disguised = nameAllowed ? signatureRejection(file.name, heads[index] ?? EMPTY) : null;
    if (disguised) {
      rejected.push(disguised);
      return;
    }
    // One file at a time against what is attached and accepted so far: the same verdicts as
    // checkUpload over the whole list, with the disguised files left out of it.
    const one = checkUpload([file], rule, [...attached, ...accepted]);
    accepted.push(...one.accepted);
    rejected.push(...one.rejected);
  });
  return { accepted, rejected };
}
