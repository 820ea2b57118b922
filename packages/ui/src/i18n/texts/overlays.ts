import { defineCatalog } from '@platform/contract';

/**
 * Texts of the overlays components: ConfirmDialog, AlertDialog, ErrorModal and the toast region.
 * The error messages themselves and the success toasts are the contract's (`error.*`, `toast.*`).
 */
export const overlaysTexts = defineCatalog({
  en: {
    'confirmDialog.confirm': 'Confirm',
    'confirmDialog.cancel': 'Cancel',
    'alertDialog.confirm': 'OK',
    'errorModal.title': 'Error',
    'errorModal.confirm': 'OK',
    'errorModal.code': 'Error code: {code}',
    'toastRegion.label': 'Notifications',
    'toastRegion.close': 'Close notification',
    'toastRegion.success': 'Done',
    'toastRegion.error': 'Error',
  },
  ko: {
    'confirmDialog.confirm': '확인',
    'confirmDialog.cancel': '취소',
    'alertDialog.confirm': '확인',
    'errorModal.title': '오류',
    'errorModal.confirm': '확인',
    'errorModal.code': '오류 코드: {code}',
    'toastRegion.label': '알림',
    'toastRegion.close': '알림 닫기',
    'toastRegion.success': '완료',
    'toastRegion.error': '오류',
  },
});
