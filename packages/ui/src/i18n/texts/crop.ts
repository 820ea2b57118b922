import { defineCatalog } from '@platform/contract';

/**
 * Texts of ImageCropDialog. The message for a file that is not an image is the contract's
 * `valid.profileImage` (or whichever upload fault `checkUpload` reports); `crop.fileRejected`
 * only puts the file's name in front of it.
 */
export const cropTexts = defineCatalog({
  en: {
    'crop.title': 'Edit profile picture',
    'crop.description': 'The square area becomes your picture.',
    'crop.choose': 'Choose a picture',
    'crop.chooseAnother': 'Choose another picture',
    'crop.area': 'Crop area',
    'crop.hint':
      'Drag the picture, or move it with the arrow keys or the buttons. Zoom with + and - or the slider.',
    'crop.zoom': 'Zoom',
    'crop.zoomIn': 'Zoom in',
    'crop.zoomOut': 'Zoom out',
    'crop.moveUp': 'Move picture up',
    'crop.moveDown': 'Move picture down',
    'crop.moveLeft': 'Move picture left',
    'crop.moveRight': 'Move picture right',
    'crop.confirm': 'Apply',
    'crop.cancel': 'Cancel',
    'crop.fileRejected': '{name}: {message}',
    'crop.unreadable': '{name}: The picture could not be read.',
  },
  ko: {
    'crop.title': '프로필 사진 편집',
    'crop.description': '정사각형 영역이 프로필 사진이 됩니다.',
    'crop.choose': '사진 선택',
    'crop.chooseAnother': '다른 사진 선택',
    'crop.area': '자르기 영역',
    'crop.hint':
      '사진을 끌거나 방향키 또는 버튼으로 옮기세요. + 와 - 키나 슬라이더로 확대·축소할 수 있습니다.',
    'crop.zoom': '확대/축소',
    'crop.zoomIn': '확대',
    'crop.zoomOut': '축소',
    'crop.moveUp': '사진을 위로 이동',
    'crop.moveDown': '사진을 아래로 이동',
    'crop.moveLeft': '사진을 왼쪽으로 이동',
    'crop.moveRight': '사진을 오른쪽으로 이동',
    'crop.confirm': '적용',
    'crop.cancel': '취소',
    'crop.fileRejected': '{name}: {message}',
    'crop.unreadable': '{name}: 사진을 읽을 수 없습니다.',
  },
});
