import {
  checkUpload,
  checkUploadContents,
  type FileRejection,
  formatFileSize,
  type UploadCandidate,
  type UploadRule,
} from '@platform/contract';
import type { Translate } from '../../i18n/index.ts';

/** The file chooser's `accept`, from the rule's extensions (jfif is never listed). */
export function acceptAttribute(rule: UploadRule): string {
  return rule.extensions.map((extension) => `.${extension}`).join(',');
}

/** What the rule allows, in the words of `upload.rules`-like texts. */
export function ruleParams(rule: UploadRule): { max: number; size: string; list: string } {
  return {
    max: rule.maxFiles,
    size: formatFileSize(rule.maxFileBytes),
    list: rule.extensions.join(', '),
  };
}

export interface AddFilesResult<F> {
  files: F[];
  added: F[];
  rejected: FileRejection[];
}

/**
 * Adds what the contract's rule accepts after the files already there; what it refuses comes back
 * named with the rule it broke, and nothing already attached is lost.
 */
export function addFiles<F extends UploadCandidate>(
  current: readonly F[],
  incoming: readonly F[],
  rule: UploadRule,
): AddFilesResult<F> {
  const { accepted, rejected } = checkUpload(incoming, rule, current);
  return { files: [...current, ...accepted], added: accepted, rejected };
}

/**
 * `addFiles` with the files' first bytes read as well (issue 17 item 3): a file that is not what
 * its extension says (an HTML page named `.png`, a text named `.pdf`) is refused and named with
 * the rule `signature`, before it can travel.
 */
export async function addCheckedFiles<F extends UploadCandidate & Blob>(
  current: readonly F[],
  incoming: readonly F[],
  rule: UploadRule,
): Promise<AddFilesResult<F>> {
  const { accepted, rejected } = await checkUploadContents(incoming, rule, current);
  return { files: [...current, ...accepted], added: accepted, rejected };
}

/** "{file name}: {why}" in the user's language, one line per refused file. */
export function rejectionText(rejection: FileRejection, t: Translate): string {
  return t('upload.rejected', {
    name: rejection.fileName,
    message: t(rejection.fault.key, rejection.fault.params),
  });
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A stable identity for each File object, for React keys and focus after a reorder. */
const ids = new WeakMap<object, string>();
let nextId = 0;
export function fileKey(file: object): string {
  let id = ids.get(file);
  if (!id) {
    nextId += 1;
    id = `file-${nextId}`;
    ids.set(file, id);
  }
  return id;
}
