import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { contextoAnual, solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { cotizarAnual } from '#shared/rating-anual/motor.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfertaAnualCard } from './OfertaAnualCard.tsx';

/** The engine's offer that refuses the operation: the seeded coverage 4 does not write imports. */
const ofertaRechazada = () => {
  const ofertas = cotizarAnual(solicitudAnual({ operaciones: [{ id: 201, porcentaje: 100 }] }), contextoAnual());
  const oferta = ofertas.find((o) => o.validaciones.some((v) => v.codigo === 605));
  if (!oferta) throw new Error('sin oferta que rechace la operación');
  return oferta;
};

describe('OfertaAnualCard: the engine messages', () => {
  it('lists them in the spec Spanish for an es-AR tenant', () => {
    renderWithProviders(<OfertaAnualCard oferta={ofertaRechazada()} elegida={false} />);
    expect(screen.getByText('La cobertura no admite la operación Importación')).toBeTruthy();
  });

  it('lists them in Portuguese for a pt-BR tenant, the operation by its pt-BR name', () => {
    renderWithProviders(<OfertaAnualCard oferta={ofertaRechazada()} elegida={false} />, {
      tenant: findTenant('rotasul') as Tenant,
    });
    expect(screen.getByText('A cobertura não admite a operação Importação')).toBeTruthy();
    expect(screen.queryByText('La cobertura no admite la operación Importación')).toBeNull();
  });
});
