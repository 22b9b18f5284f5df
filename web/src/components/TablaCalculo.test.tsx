import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Calculo } from '#shared/contract/schemas/calculo.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TablaCalculo } from './TablaCalculo.tsx';

const linea = (concepto: string, extra: Partial<Calculo['reglas'][number]> = {}): Calculo['reglas'][number] => ({
  orden: 1,
  grupo: 'Transporte',
  concepto,
  condicion: 'Siempre',
  tipoOperacion: 'multiplicar',
  valorOperacion: 1.2,
  grupoOperacion: '100,00 × 1,2 = 120,00',
  resultado: 120,
  ...extra,
});

const CALCULO: Calculo = {
  valorInicial: 0,
  reglas: [
    linea('Trayecto largo', { nombres: { 'pt-BR': 'Trajeto longo' } }),
    linea('Recargo de la aseguradora', { orden: 2, nombres: { 'pt-BR': '' } }),
    linea('Comisión del productor', { orden: 3 }),
  ],
  resultados: {},
  total: 120,
};

const conceptos = () =>
  within(screen.getByTestId('traza'))
    .getAllByRole('row')
    .slice(1, -1)
    .map((tr) => tr.children[2]?.textContent);

describe('TablaCalculo', () => {
  it("names a master rule's concept with the pt-BR text the insurer wrote, and an engine's through the dictionary", () => {
    renderWithProviders(<TablaCalculo calculo={CALCULO} conGrupo testId="traza" />, { tenant: findTenant('rotasul') as Tenant });
    // A concept written without its pt-BR text keeps the Spanish rather than showing nothing.
    expect(conceptos()).toEqual(['Trajeto longo', 'Recargo de la aseguradora', 'Comissão do corretor']);
  });

  it('keeps the Spanish concepts for an es-AR tenant', () => {
    renderWithProviders(<TablaCalculo calculo={CALCULO} conGrupo testId="traza" />);
    expect(conceptos()).toEqual(['Trayecto largo', 'Recargo de la aseguradora', 'Comisión del productor']);
  });
});
