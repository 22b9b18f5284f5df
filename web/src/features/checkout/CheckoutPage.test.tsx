import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutVista } from '#shared/contract/schemas/checkout.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => null, signOutEverywhere: async () => {} }));

const ID = 'q1234567890abcdefghijk';
const PENDIENTE: CheckoutVista = {
  id: ID,
  nombre: 'La Gaviota',
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
  estado: 'pendiente',
  intencion: null,
  pagoRechazado: false,
  poliza: null,
};
/** An intention that expires at 20:18 of the business clock (UTC−3, decision 0147), far enough ahead to be open. */
const EXPIRA = '2099-01-01T23:18:00.000Z';
const ABIERTA: CheckoutVista = {
  ...PENDIENTE,
  intencion: { id: 'i-1', qr: 'QR-DEL-PAGO', expira: EXPIRA, urlPago: 'http://billetera.test/i-1' },
};

/** The server: the quote as `vista` until 'Pagar' opens the intention. */
const abrir = (vista: CheckoutVista) => {
  let actual = vista;
  const calls = stubApi((r) => {
    if (r.path === '/config.json')
      return { body: { env: 'TEST', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', publicApiKey: 'k' } };
    if (r.path === `/v1/checkout/${ID}`) return { body: actual };
    if (r.path === `/v1/checkout/${ID}/intencion`) {
      actual = ABIERTA;
      return { body: actual };
    }
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/checkout?total=1&nombre=La+Gaviota&moneda=%24&id=${ID}`]}>
      <CheckoutPage />
    </MemoryRouter>,
  );
  return calls;
};

describe('the boat checkout page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the amount in sight while the QR shows, and says when it expires in 24-hour time', async () => {
    abrir(PENDIENTE);
    fireEvent.click(await screen.findByTestId('checkout-pagar'));
    await screen.findByTestId('checkout-qr');
    expect(screen.getByTestId('checkout-total').textContent).toBe('Total a pagar: $ 185.430,50');
    expect(screen.getByText(/^El pago vence a las/).textContent).toBe('El pago vence a las 20:18.');
  });

  it('a payment the wallet rejected is said so, beside Pagar, to try again', async () => {
    abrir({ ...PENDIENTE, pagoRechazado: true });
    const aviso = await screen.findByTestId('checkout-rechazado');
    expect(aviso.getAttribute('role')).toBe('alert');
    expect(aviso.textContent).toContain('El pago fue rechazado');
    expect(aviso.textContent).toContain('La billetera rechazó el pago y no se cobró nada.');
    expect(screen.getByTestId('checkout-pagar').textContent).toBe('Pagar $ 185.430,50');
    fireEvent.click(screen.getByTestId('checkout-pagar'));
    await screen.findByTestId('checkout-qr');
    await waitFor(() => expect(screen.queryByTestId('checkout-rechazado')).toBeNull());
  });

  it('a paid policy shows its number and the code the public page verifies', async () => {
    abrir({ ...PENDIENTE, estado: 'pagada', poliza: { numero: 'EMB-00000007', codigoVerificacion: 'ABCD-EFGH-JKLM' } });
    expect((await screen.findByTestId('checkout-pagada')).textContent).toContain('EMB-00000007');
    expect(screen.getByTestId('detalle-codigo').textContent).toBe('ABCD-EFGH-JKLM');
    expect(screen.getByTestId('detalle-verificar').getAttribute('href')).toBe('/verificar/ABCD-EFGH-JKLM');
  });

  it('a quote never rejected shows no such message', async () => {
    abrir(PENDIENTE);
    await screen.findByTestId('checkout-pagar');
    expect(screen.queryByTestId('checkout-rechazado')).toBeNull();
  });
});
