import { describe, expect, it } from 'vitest';
import { intencionDePago, vencida } from './intencion.ts';

describe('the boat checkout’s payment intention (spec 3 §3.12, §9)', () => {
  const ahora = new Date('2026-11-27T12:00:00.000Z');

  it('one pleasure-boat policy in pesos, the price rounded to cents, 6 minutes, known by the quote id', () => {
    expect(intencionDePago({ id: 'q-123', nombre: 'La Gaviota', total: 125_430.456 }, ahora)).toEqual({
      productName: 'Seguro de embarcación de placer',
      price: 125_430.46,
      quantity: 1,
      currency: 'ARS',
      externalIntentionId: 'q-123',
      expirationDate: '2026-11-27T12:06:00.000Z',
      message: 'Seguro de la embarcación La Gaviota',
    });
  });

  it('expires at its expiration time, not before', () => {
    expect(vencida({ expira: '2026-11-27T12:06:00.000Z' }, new Date('2026-11-27T12:05:59.999Z'))).toBe(false);
    expect(vencida({ expira: '2026-11-27T12:06:00.000Z' }, new Date('2026-11-27T12:06:00.000Z'))).toBe(true);
  });
});
