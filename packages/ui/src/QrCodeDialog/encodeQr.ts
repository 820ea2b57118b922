// The encoder's chunk: the dialog imports this module with import() when it opens, so that no
// page carries the encoder before then (the size check's heavy-widget rule, scripts/check-size.mjs).
import qrcode from 'qrcode-generator';
import type { QrMatrix } from './qrLayout.ts';

/**
 * The text as a QR code at error correction level H (about 30% of the codewords can be lost: room
 * for the logo's hole), in the smallest version that holds it, as byte data in UTF-8. Throws when
 * the text is too long for any version.
 */
export function encodeQr(text: string): QrMatrix {
  const code = qrcode(0, 'H');
  // The encoder keeps the low byte of each UTF-16 unit; handing it the UTF-8 bytes one per
  // character makes a link with Korean in it come out as the UTF-8 that scanners expect.
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  code.addData(binary, 'Byte');
  code.make();
  return { size: code.getModuleCount(), isDark: (row, col) => code.isDark(row, col) };
}
