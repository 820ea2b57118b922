import { codeLabelTexts } from './codes/index.ts';
import { dateTexts } from './dates/index.ts';
import { errorTexts } from './errors/index.ts';
import { mergeCatalogs } from './i18n/index.ts';
import { userExcelTexts, validationTexts } from './validation/index.ts';

/**
 * The texts every screen may need: errors, validation messages, date words. The code-table
 * labels and the Excel registration texts are catalogs of their own (`codeLabelTexts`,
 * `userExcelTexts`), which the screens that show them register, so the first page does not carry
 * them.
 */
export const contractCoreTexts = mergeCatalogs(errorTexts, validationTexts, dateTexts);

/** Every text of the contract: errors, validation messages, code-table labels, date words. */
export const contractTexts = /* @__PURE__ */ mergeCatalogs(
  contractCoreTexts,
  codeLabelTexts,
  userExcelTexts,
);
