import QRCode from 'qrcode';
import { rgb, type PDFPage } from 'pdf-lib';

/** Draws a QR code as vector squares (no canvas or image library in the Lambda). */
export const drawQr = (page: PDFPage, text: string, x: number, y: number, size: number): void => {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  const origin = { x: x + cell * 4, y: y + cell * 4 };
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        page.drawRectangle({
          x: origin.x + col * cell,
          y: origin.y + (count - 1 - row) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }
  }
};
