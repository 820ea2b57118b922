import { downloadFileTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { filePart, int, opt, wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';

/**
 * Pieces shared by the request and response schemas of several areas.
 */

/** A call that sends nothing besides its command. Strict: anything else is refused. */
export const noFields = z.strictObject({});

/**
 * The reply of a write whose data the spec does not show. assumed: the envelope with whatever
 * `result` (often none).
 */
export const writeReply = envelope(z.unknown());

/**
 * The first step of a two-step download (foundation.md §7 "File downloads": "Each first requests
 * file info (fileIdx, fileName) with a timestamp"; screens.md §7: "File download by searchIdx and
 * fileType"). assumed: `timestamp` is milliseconds, sent so that no cache answers; the file is
 * named by fileIdx or by searchIdx and fileType.
 */
export const fileInfoQuery = z.strictObject({
  fileIdx: z.optional(wireInt),
  searchIdx: z.optional(wireInt),
  fileType: z.optional(downloadFileTypeValue),
  timestamp: z.optional(wireInt),
});

/** What the first step returns (foundation.md §7: "file info (fileIdx, fileName)"), in `result`. */
export const fileInfoSchema = z.looseObject({
  fileIdx: int,
  fileName: z.string(),
  /** assumed: the original name, when the server keeps one apart. */
  orgFileName: opt(z.string()),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;
export const fileInfoReply = envelope(fileInfoSchema);

/** The second step by fileIdx (foundation.md §7: "Then GET by command DOWNLOAD_FILE"). */
export const downloadByFileIdx = z.strictObject({ fileIdx: wireInt });

/**
 * A multipart form with numbered file parts (`uploadFile_{idx}` of meet file ADD, `pageFile_{n}`
 * of book ADD; foundation.md §7). The named fields are checked by `shape`; every other part must be
 * `{prefix}{number}` and a file.
 */
export function formWithNumberedFiles<S extends z.core.$ZodShape>(shape: S, prefix: string) {
  const partName = new RegExp(`^${prefix}\\d+$`);
  return z.catchall(z.object(shape), filePart).check(
    z.superRefine((value, context) => {
      for (const key of Object.keys(value)) {
        if (!(key in shape) && !partName.test(key)) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `Unknown form part; files go under ${prefix}{number}`,
          });
        }
      }
    }),
  );
}
