import { defineCatalog } from '@platform/contract';

/** The attachment list's texts, which come with it: screens without attachments do not carry them. */
export const attachmentTexts = defineCatalog({
  en: {
    'attachments.title': 'Attachments',
    'attachments.none': 'No attachments.',
    'attachments.download': 'Download {name}',
    'attachments.downloadShort': 'Download',
    'attachments.downloadFailed': 'The file could not be downloaded. {reason}',
  },
  ko: {
    'attachments.title': '첨부 파일',
    'attachments.none': '첨부 파일이 없습니다.',
    'attachments.download': '{name} 내려받기',
    'attachments.downloadShort': '내려받기',
    'attachments.downloadFailed': '파일을 내려받지 못했습니다. {reason}',
  },
});
