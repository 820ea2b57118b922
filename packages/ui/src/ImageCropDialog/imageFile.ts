import {
  checkUpload,
  type FileRejection,
  readFileHead,
  signatureRejection,
  UPLOAD_RULE,
  validationFault,
} from '@platform/contract';

/** The file chooser's `accept`, from the contract's profile picture rule. */
export const PROFILE_IMAGE_ACCEPT = UPLOAD_RULE.profileImage.extensions
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * foundation.md §5 "Profile image must be an image type": the contract's upload rule (extension,
 * size), and then the browser's type, so that a text file renamed `.png` is refused as well.
 * assumed: an empty type (some systems give none) is left to the extension check.
 */
export function checkProfileImage(
  file: Pick<File, 'name' | 'size' | 'type'>,
): FileRejection | null {
  const [rejected] = checkUpload([file], UPLOAD_RULE.profileImage).rejected;
  if (rejected) return rejected;
  if (file.type && !file.type.startsWith('image/')) {
    return { fileName: file.name, rule: 'type', fault: validationFault('valid.profileImage') };
  }
  return null;
}

/**
 * `checkProfileImage`, then the file's first bytes (issue 17 item 3): an HTML page or a program
 * named `.png`, whose type the browser may report as an image from the name alone, is refused
 * with the rule `signature`, naming the file.
 */
export async function checkProfileImageContents(file: File): Promise<FileRejection | null> {
  return checkProfileImage(file) ?? signatureRejection(file.name, await readFileHead(file));
}

/** The name of the cropped file: the original's with the output's extension. */
export function croppedFileName(original: string, extension = 'png'): string {
  const dot = original.lastIndexOf('.');
  return `${dot > 0 ? original.slice(0, dot) : original || 'profile'}.${extension}`;
}
