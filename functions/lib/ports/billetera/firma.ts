import { createHmac, timingSafeEqual } from 'node:crypto';

export const FIRMA_HEADER = 'x-firma';

/** HMAC-SHA256 of the raw body, hex: how the wallet signs a notification. */
export const firmar = (secreto: string, cuerpo: string) => createHmac('sha256', secreto).update(cuerpo).digest('hex');

export const firmaValida = (secreto: string, cuerpo: string, firma: string | undefined): boolean => {
  if (!firma || !/^[0-9a-f]{64}$/.test(firma)) return false;
  return timingSafeEqual(Buffer.from(firmar(secreto, cuerpo), 'hex'), Buffer.from(firma, 'hex'));
};
