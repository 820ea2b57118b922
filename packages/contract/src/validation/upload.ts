import { LIMITS } from './limits.ts';
import { type ValidationFault, type ValidationKey, validationFault } from './messages.ts';

/** What the checks need of a file; a browser `File` is one. */
export interface UploadCandidate {
  name: string;
  /** Bytes. */
  size: number;
}

export interface UploadRule {
  /** Files at most, those already attached included. */
  maxFiles: number;
  /** Bytes per file; a file of exactly this size passes (assumed: the limit is the largest allowed). */
  maxFileBytes: number;
  /** Allowed extensions, lower case, without the dot; compared case-insensitively. */
  extensions: readonly string[];
  /** Extensions refused with "incorrect file type" even if listed elsewhere (jfif). */
  rejectedExtensions: readonly string[];
  /** foundation.md §5: "Duplicate names are rejected unless allowed." */
  allowDuplicateNames: boolean;
  /** screens.md §5 "optional required filename suffixes": the name before the extension must end with one. */
  requiredSuffixes?: readonly string[];
  /** The message for a wrong extension (the profile picture has its own). */
  extensionFaultKey?: ValidationKey;
}

const MB = 1024 * 1024;
const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;

/** foundation.md §5 "Shared upload rule". */
const SHARED: UploadRule = {
  maxFiles: LIMITS.UPLOAD_FILES_MAX,
  maxFileBytes: LIMITS.UPLOAD_FILE_BYTES_MAX,
  extensions: [
    'png',
    'jpeg',
    'jpg',
    'gif',
    'ppt',
    'pptx',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'pdf',
    'hwp',
    'hwpx',
  ],
  rejectedExtensions: ['jfif'],
  allowDuplicateNames: false,
};

/**
 * The file uploader of books and homework (screens.md §5): "allowed extensions default pdf, jpg,
 * jpeg, png (books pdf only); size per maxSize MB, 100 MB for PDFs; optional required filename
 * suffixes; one file at a time".
 */
export function fileUploaderRule(options: {
  maxSizeMb: number;
  extensions?: readonly string[];
  requiredSuffixes?: readonly string[];
}): UploadRule {
  return {
    maxFiles: 1,
    maxFileBytes: options.maxSizeMb * MB,
    extensions: options.extensions ?? ['pdf', 'jpg', 'jpeg', 'png'],
    rejectedExtensions: ['jfif'],
    allowDuplicateNames: false,
    ...(options.requiredSuffixes ? { requiredSuffixes: options.requiredSuffixes } : {}),
  };
}

/**
 * The upload rules of each screen. Where screens.md §5 gives only part of a rule, the rest is the
 * shared rule (assumed), and jfif is refused everywhere (assumed: the spec rejects it as a type).
 */
export const UPLOAD_RULE = {
  shared: SHARED,
  /** screens.md §5 board editor: "Attachments max 5 (image, GIF, presentation, word, excel, PDF, HWP)". */
  board: { ...SHARED, maxFiles: LIMITS.BOARD_ATTACHMENTS_MAX },
  /** screens.md §5 messages: "max 3 attachments". */
  message: { ...SHARED, maxFiles: LIMITS.MESSAGE_ATTACHMENTS_MAX },
  /** Books: PDF only, 100 MB, one at a time. */
  bookPdf: fileUploaderRule({ maxSizeMb: LIMITS.PDF_UPLOAD_BYTES_MAX / MB, extensions: ['pdf'] }),
  /** "Image upload up to 200 images, 10 MB each". assumed: png, jpg, jpeg. */
  images: {
    ...SHARED,
    maxFiles: LIMITS.IMAGE_UPLOAD_FILES_MAX,
    maxFileBytes: LIMITS.IMAGE_UPLOAD_BYTES_MAX,
    extensions: ['png', 'jpg', 'jpeg'],
  },
  /** Users excel upload: "one file, max 10485760 bytes, excel only". */
  excel: {
    ...SHARED,
    maxFiles: 1,
    maxFileBytes: LIMITS.EXCEL_UPLOAD_BYTES_MAX,
    extensions: ['xls', 'xlsx'],
  },
  /** Reference files of a class: the listed types plus zip, "max size 500 (unit not shown)", assumed MB. */
  reference: {
    ...SHARED,
    maxFileBytes: LIMITS.REFERENCE_FILE_BYTES_MAX,
    extensions: [
      'pdf',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'hwp',
      'hwpx',
      'ppt',
      'pptx',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'zip',
    ],
  },
  /** foundation.md §5: "Profile image must be an image type." One file; size as shared (assumed). */
  profileImage: {
    ...SHARED,
    maxFiles: 1,
    extensions: IMAGE_EXTENSIONS,
    extensionFaultKey: 'valid.profileImage',
  },
} as const satisfies Record<string, UploadRule>;

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** `31457280` -> `30 MB`, for the size message. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** The rules of an upload; `signature` is checkUploadContents' (fileSignature.ts): bytes unlike the name. */
export type UploadRuleName =
  | 'type'
  | 'extension'
  | 'signature'
  | 'suffix'
  | 'size'
  | 'duplicateName'
  | 'count';

/**
 * The server's code for a file refused by each rule, so that the mock answers what the browser
 * refused with the code the spec gives it (foundation.md §8: WB-400-401 too many upload files,
 * WB-400-402 upload file too large, WB-400-403 extension not allowed). A file whose bytes are not
 * what its extension says is WB-400-403 too (issue 17 item 3). assumed: a missing name suffix and a
 * duplicate name, for which §8 has no code, are a bad request parameter (WB-400-212).
 */
export const UPLOAD_REFUSAL_CODE: Readonly<Record<UploadRuleName, string>> = {
  type: 'WB-400-403',
  extension: 'WB-400-403',
  signature: 'WB-400-403',
  suffix: 'WB-400-212',
  size: 'WB-400-402',
  duplicateName: 'WB-400-212',
  count: 'WB-400-401',
};

export interface FileRejection {
  fileName: string;
  rule: UploadRuleName;
  fault: ValidationFault;
}

export interface UploadCheck<F extends UploadCandidate> {
  accepted: F[];
  rejected: FileRejection[];
}

/**
 * Checks files about to be added. Each rejected file is named with the first rule it breaks, in
 * the order type, extension, suffix, size, duplicate name, count; the count rule takes files in
 * the order given, so the first ones that fit are kept (assumed). Names compare exactly.
 */
export function checkUpload<F extends UploadCandidate>(
  files: readonly F[],
  rule: UploadRule,
  attached: readonly UploadCandidate[] = [],
): UploadCheck<F> {
  const accepted: F[] = [];
  const rejected: FileRejection[] = [];
  const names = new Set(attached.map((file) => file.name));
  const reject = (file: F, name: UploadRuleName, found: ValidationFault) =>
    rejected.push({ fileName: file.name, rule: name, fault: found });

  for (const file of files) {
    const extension = fileExtension(file.name);
    const suffixes = rule.requiredSuffixes ?? [];
    if (rule.rejectedExtensions.includes(extension)) {
      reject(file, 'type', validationFault('valid.fileType'));
    } else if (!rule.extensions.includes(extension)) {
      const key = rule.extensionFaultKey ?? 'valid.fileExtension';
      reject(file, 'extension', validationFault(key, { list: rule.extensions.join(', ') }));
    } else if (suffixes.length > 0 && !suffixes.some((s) => baseName(file.name).endsWith(s))) {
      reject(file, 'suffix', validationFault('valid.fileSuffix', { list: suffixes.join(', ') }));
    } else if (file.size > rule.maxFileBytes) {
      reject(
        file,
        'size',
        validationFault('valid.fileSize', { max: formatFileSize(rule.maxFileBytes) }),
      );
    } else if (!rule.allowDuplicateNames && names.has(file.name)) {
      reject(file, 'duplicateName', validationFault('valid.fileDuplicate', { name: file.name }));
    } else if (attached.length + accepted.length >= rule.maxFiles) {
      reject(file, 'count', validationFault('valid.fileCount', { max: rule.maxFiles }));
    } else {
      accepted.push(file);
      names.add(file.name);
    }
  }
  return { accepted, rejected };
}
