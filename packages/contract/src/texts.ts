import { codeLabelTexts } from './codes/index.ts';
import { dateTexts } from './dates/index.ts';
import { errorTexts } from './errors/index.ts';
import { mergeCatalogs } from './i18n/index.ts';
import { validationTexts } from './validation/index.ts';

/** Every text of the contract: errors, validation messages, code-table labels, date words. */
export const contractTexts = mergeCatalogs(errorTexts, codeLabelTexts, validationTexts, dateTexts);
