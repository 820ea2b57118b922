import { defineCatalog } from '@platform/contract';

/**
 * Texts of RichTextEditor (issue 20 item 1; screens.md §5 "Board editor": "Editor images
 * downscaled to max width 1000 px, JPEG 0.8"). The placeholder's text is registered by the light
 * wrapper, the others come with the editor's chunk.
 */
export const richTextEditorTexts = defineCatalog({
  en: {
    'richTextEditor.loading': 'Loading the editor',
    'richTextEditor.loadFailed': 'The editor could not be loaded.',
    'richTextEditor.retry': 'Try again',
    'richTextEditor.toolbar': 'Formatting',
    'richTextEditor.bold': 'Bold',
    'richTextEditor.italic': 'Italic',
    'richTextEditor.underline': 'Underline',
    'richTextEditor.heading2': 'Heading',
    'richTextEditor.heading3': 'Subheading',
    'richTextEditor.bulletList': 'Bulleted list',
    'richTextEditor.orderedList': 'Numbered list',
    'richTextEditor.link': 'Link',
    'richTextEditor.image': 'Insert image',
    'richTextEditor.linkAddress': 'Link address',
    'richTextEditor.linkHint': 'A web page (http, https) or an e-mail address (mailto).',
    'richTextEditor.linkApply': 'Apply link',
    'richTextEditor.linkRemove': 'Remove link',
    'richTextEditor.linkCancel': 'Cancel',
    'richTextEditor.linkRefused': 'Only http, https or mailto links can be added.',
    'richTextEditor.imageWorking': 'Preparing the image',
    'richTextEditor.imageAdded': 'The image was added.',
    'richTextEditor.imageRefused': '{name} is not a JPEG, PNG or GIF image.',
    'richTextEditor.imageFailed': '{name} could not be read as an image.',
  },
  ko: {
    'richTextEditor.loading': '편집기를 불러오는 중',
    'richTextEditor.loadFailed': '편집기를 불러오지 못했습니다.',
    'richTextEditor.retry': '다시 시도',
    'richTextEditor.toolbar': '서식',
    'richTextEditor.bold': '굵게',
    'richTextEditor.italic': '기울임',
    'richTextEditor.underline': '밑줄',
    'richTextEditor.heading2': '제목',
    'richTextEditor.heading3': '소제목',
    'richTextEditor.bulletList': '글머리 기호 목록',
    'richTextEditor.orderedList': '번호 매기기 목록',
    'richTextEditor.link': '링크',
    'richTextEditor.image': '이미지 넣기',
    'richTextEditor.linkAddress': '링크 주소',
    'richTextEditor.linkHint':
      '웹 페이지(http, https) 또는 이메일 주소(mailto)를 넣을 수 있습니다.',
    'richTextEditor.linkApply': '링크 적용',
    'richTextEditor.linkRemove': '링크 삭제',
    'richTextEditor.linkCancel': '취소',
    'richTextEditor.linkRefused': 'http, https 또는 mailto 링크만 넣을 수 있습니다.',
    'richTextEditor.imageWorking': '이미지를 준비하는 중',
    'richTextEditor.imageAdded': '이미지를 넣었습니다.',
    'richTextEditor.imageRefused': '{name, particle, 은} JPEG, PNG 또는 GIF 이미지가 아닙니다.',
    'richTextEditor.imageFailed': '{name, particle, 을} 이미지로 읽을 수 없습니다.',
  },
});
