import { defineCatalog } from '../i18n/index.ts';

/**
 * The texts of the users' Excel registration (screens.md §5 "Excel upload: one file, max
 * 10485760 bytes, excel only"; issue 7 item 8). The wording is assumed. Merged into
 * `contractTexts` beside `validationTexts`.
 */
export const userExcelTexts = defineCatalog({
  en: {
    'valid.excelFileRequired': 'Choose an Excel file.',
    'valid.excelXlsxOnly': 'Upload an Excel workbook (.xlsx).',
    'valid.excelLegacyXls':
      'Old Excel files (.xls) cannot be read. Save the file as an Excel workbook (.xlsx) and upload it again.',
    'valid.excelUnreadable': 'The file could not be read as an Excel workbook (.xlsx).',
    'valid.excelUserIdTaken': 'This ID is already registered.',
    'valid.excelUserIdRepeated': 'This ID is on an earlier row of the file.',
  },
  ko: {
    'valid.excelFileRequired': '엑셀 파일을 선택해 주세요.',
    'valid.excelXlsxOnly': '엑셀 통합 문서(.xlsx) 파일을 올려 주세요.',
    'valid.excelLegacyXls':
      '이전 형식의 엑셀 파일(.xls)은 읽을 수 없습니다. 엑셀 통합 문서(.xlsx)로 저장한 뒤 다시 올려 주세요.',
    'valid.excelUnreadable': '엑셀 통합 문서(.xlsx)로 읽을 수 없는 파일입니다.',
    'valid.excelUserIdTaken': '이미 등록된 아이디입니다.',
    'valid.excelUserIdRepeated': '파일의 앞 행에 같은 아이디가 있습니다.',
  },
});

export type UserExcelTextKey = keyof typeof userExcelTexts.en;
