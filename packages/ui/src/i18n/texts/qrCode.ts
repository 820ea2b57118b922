import { defineCatalog } from '@platform/contract';

/** Texts of QrCodeDialog (screens.md §9 "QR code ... copy or save as PNG"). */
export const qrCodeTexts = defineCatalog({
  en: {
    'qrCode.title': 'QR code',
    'qrCode.description': 'Scan it with a phone camera to open the invite link.',
    'qrCode.image': 'QR code of the invite link of {title}',
    'qrCode.loading': 'Making the QR code',
    'qrCode.copy': 'Copy as PNG',
    'qrCode.save': 'Save as PNG',
    'qrCode.copied': 'The QR code was copied as an image.',
    'qrCode.copyRefused': 'This browser did not allow copying the image. Save it as PNG instead.',
    'qrCode.failed': 'The QR code could not be made.',
    'qrCode.imageFailed': 'The image could not be made. Please try again.',
  },
  ko: {
    'qrCode.title': 'QR 코드',
    'qrCode.description': '휴대폰 카메라로 찍으면 초대 링크가 열립니다.',
    'qrCode.image': '{title} 초대 링크 QR 코드',
    'qrCode.loading': 'QR 코드를 만드는 중',
    'qrCode.copy': 'PNG로 복사',
    'qrCode.save': 'PNG로 저장',
    'qrCode.copied': 'QR 코드 이미지를 복사했습니다.',
    'qrCode.copyRefused': '브라우저가 이미지 복사를 허용하지 않았습니다. PNG로 저장해 주세요.',
    'qrCode.failed': 'QR 코드를 만들 수 없습니다.',
    'qrCode.imageFailed': '이미지를 만들 수 없습니다. 다시 시도해 주세요.',
  },
});
