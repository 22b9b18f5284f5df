import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { BeneficiariosPage } from './BeneficiariosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const cliente = (id: number, nombre: string) => ({
  id,
  nombre,
  cif: `3071000000${id}`,
  logo: null,
  markup: null,
  pais: { id: 32, nombre: 'Argentina', bandera: '/banderas/ar.svg' },
  email: id === 1 ? 'compras@nandu.com.ar' : null,
  productorId: null,
});

describe('BeneficiariosPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists by name ten at a time; a search (beginning of the name or the CIF) starts again from the first page', async () => {
    const calls = stubApi((req) => {
      if (req.path !== '/v1/clientes') return undefined;
      if (req.query.filtro) return pageAnswer([cliente(1, 'Logística Ñandú S.A.')]);
      return req.query.cursor === 'c2'
        ? pageAnswer([cliente(3, 'Transportes Oeste')], { total: 3 })
        : pageAnswer([cliente(1, 'Logística Ñandú S.A.'), cliente(2, 'Patagonia Cargas')], { nextCursor: 'c2', total: 3 });
    });
    renderInLayout(<BeneficiariosPage />, { path: '/beneficiarios' });

    await waitFor(() => expect(screen.getAllByTestId('beneficiarios-row')).toHaveLength(2));
    expect(calls.last('/v1/clientes')).toEqual({ filtro: '', size: '10' });
    expect(screen.getByTestId('beneficiarios-total').textContent).toBe('3 resultados');
    expect(screen.getAllByTestId('beneficiarios-row')[0]!.textContent).toContain('compras@nandu.com.ar');

    fireEvent.click(screen.getByTestId('beneficiarios-next'));
    await waitFor(() => expect(screen.getAllByTestId('beneficiarios-row')[0]!.textContent).toContain('Transportes Oeste'));
    expect(calls.last('/v1/clientes')).toEqual({ filtro: '', size: '10', cursor: 'c2' });

    fireEvent.change(screen.getByTestId('beneficiarios-search'), { target: { value: '30710000001' } });
    await waitFor(() => expect(calls.last('/v1/clientes')).toEqual({ filtro: '30710000001', size: '10' }));
    await waitFor(() => expect(screen.getAllByTestId('beneficiarios-row')).toHaveLength(1));
    expect(screen.getByTestId('beneficiarios-page').textContent).toBe('Página 1');
    expect(screen.queryByTestId('beneficiarios-total')).toBeNull();
  });

  it("'Agregar' opens the create modal", async () => {
    stubApi((req) => (req.path === '/v1/clientes' ? pageAnswer([], { total: 0 }) : undefined));
    renderInLayout(<BeneficiariosPage />, { path: '/beneficiarios' });
    expect((await screen.findByTestId('beneficiarios-empty')).textContent).toContain('No hay tomadores ni beneficiarios');
    fireEvent.click(screen.getByTestId('beneficiarios-add'));
    expect(await screen.findByTestId('beneficiario-form')).toBeTruthy();
  });

  it('reads its search and page size from the URL, so a reload or a shared link shows the same list', async () => {
    const calls = stubApi((req) => (req.path === '/v1/clientes' ? pageAnswer([cliente(2, 'Patagonia Cargas')]) : undefined));
    const { router } = renderInLayout(<BeneficiariosPage />, { path: '/beneficiarios?q=Pata&tam=25' });
    await waitFor(() => expect(screen.getAllByTestId('beneficiarios-row')).toHaveLength(1));
    expect(calls.last('/v1/clientes')).toEqual({ filtro: 'Pata', size: '25' });
    expect((screen.getByTestId('beneficiarios-search') as HTMLInputElement).value).toBe('Pata');
    fireEvent.change(screen.getByTestId('beneficiarios-search'), { target: { value: 'Logi' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Logi'));
    expect(new URLSearchParams(router.state.location.search).get('tam')).toBe('25');
  });
});
