import { z } from '../zod.ts';
import { int, opt } from './primitives.ts';

/**
 * One row the Excel registration passed over. assumed (the spec shows no reply): `rowNo` is the
 * sheet's row number (the header is row 1), `reason` a contract text key (`valid.*`) with the
 * values of its placeholders in `params`, `column` the column key of USER_EXCEL_COLUMNS at fault.
 */
export const userExcelSkipSchema = z.looseObject({
  rowNo: int,
  userId: opt(z.string()),
  column: opt(z.string()),
  reason: z.string(),
  params: opt(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type UserExcelSkip = z.infer<typeof userExcelSkipSchema>;

/**
 * The reply of userExcel.ADD_USER in `result`: how many users were registered (`completeCount`,
 * the word of MODIFY_STATUS_MULTI), how many rows were skipped and why ("Duplicates are skipped on
 * bulk save", foundation.md §5; issue 7 item 8 "reports added, skipped and why, per row").
 */
export const userExcelResultSchema = z.looseObject({
  completeCount: int,
  skipCount: int,
  skipList: z.array(userExcelSkipSchema),
});
export type UserExcelResult = z.infer<typeof userExcelResultSchema>;
