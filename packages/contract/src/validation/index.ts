// Validation rules of foundation.md §5 and screens.md §5: plain functions, zod schemas, limits
// and messages.
export * from './boardPost.ts';
export * from './bookUpload.ts';
export * from './contact.ts';
export * from './dateOrder.ts';
export * from './enquiry.ts';
export * from './fileSignature.ts';
export * from './indexTree.ts';
export * from './inviteCode.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './pageRange.ts';
export * from './password.ts';
export * from './requestLimits.ts';
export * from './roomPeriod.ts';
export * from './schemas.ts';
export * from './selection.ts';
export * from './text.ts';
export * from './timeSlots.ts';
export * from './unitPrice.ts';
export * from './upload.ts';
export * from './userExcel.ts';
export * from './userExcelTexts.ts';
export * from './userId.ts';
export * from './visibleText.ts';
export * from './zodRule.ts';
