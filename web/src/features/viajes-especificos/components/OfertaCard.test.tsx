import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { contexto, solicitud } from '#shared/viajes-especificos/fixtures.ts';
import { cotizar } from '#shared/viajes-especificos/motor.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfertaCard } from './OfertaCard.tsx';

const base = (): Oferta => {
  const oferta = cotizar(solicitud(), contexto()).find((o) => o.validaciones.length === 0);
  if (!oferta) throw new Error('sin oferta limpia');
  return oferta;
};

describe('OfertaCard', () => {
  it('shows the price (es-AR), badges and Seleccionar for a clean offer', () => {
    const oferta = { ...base(), premio: 1234.5, cuotas: 1, popular: true, oferta: 15 };
    const onSelect = vi.fn();
    renderWithProviders(<OfertaCard oferta={oferta} onSelect={onSelect} onSolicitarAprobacion={vi.fn()} />);
    expect(screen.getByTestId('oferta-precio').textContent).toContain(`${oferta.moneda.simbolo} 1.234,50`);
    expect(screen.getByTestId('oferta-popular').textContent).toBe('Popular');
    expect(screen.getByTestId('oferta-descuento').textContent).toBe('15 % OFF');
    expect(screen.queryByText('Riesgo excedido')).toBeNull();
    expect(screen.queryByTestId('oferta-solicitar-aprobacion')).toBeNull();
    fireEvent.click(screen.getByTestId('oferta-seleccionar'));
    expect(onSelect).toHaveBeenCalledWith(oferta);
  });

  it('shows the per-month price with instalments and no discount badge at 0', () => {
    const oferta = { ...base(), premio: 600, cuotas: 3, valorCuota: 200, oferta: 0, popular: false };
    renderWithProviders(<OfertaCard oferta={oferta} />);
    expect(screen.getByTestId('oferta-precio').textContent).toContain('200,00');
    expect(screen.getByTestId('oferta-precio').textContent).toContain('/ mes');
    expect(screen.queryByTestId('oferta-descuento')).toBeNull();
    expect(screen.queryByTestId('oferta-popular')).toBeNull();
    // Read-only: no buttons without callbacks.
    expect(screen.queryByTestId('oferta-seleccionar')).toBeNull();
  });

  it('with validaciones: Riesgo excedido instead of the price, the messages, and Solicitar aprobación', () => {
    const oferta = {
      ...base(),
      validaciones: [
        { codigo: 540, mensaje: 'La fecha de salida es retroactiva' },
        { codigo: 521, mensaje: 'La suma asegurada supera el límite del transporte' },
      ],
    };
    const onSolicitar = vi.fn();
    renderWithProviders(<OfertaCard oferta={oferta} onSelect={vi.fn()} onSolicitarAprobacion={onSolicitar} />);
    expect(screen.getByText('Riesgo excedido')).toBeTruthy();
    expect(screen.queryByTestId('oferta-precio')).toBeNull();
    expect(screen.getAllByTestId('oferta-validacion').map((e) => e.textContent)).toEqual([
      'La fecha de salida es retroactiva',
      'La suma asegurada supera el límite del transporte',
    ]);
    expect(screen.queryByTestId('oferta-seleccionar')).toBeNull();
    fireEvent.click(screen.getByTestId('oferta-solicitar-aprobacion'));
    expect(onSolicitar).toHaveBeenCalledWith(oferta);
  });

  it("lists the engine's messages in Portuguese for a pt-BR tenant, the country by its pt-BR name", () => {
    const oferta = {
      ...base(),
      validaciones: [{ codigo: 500, mensaje: 'El país de origen (Alemania) está prohibido para esta cobertura.' }],
    };
    renderWithProviders(<OfertaCard oferta={oferta} onSolicitarAprobacion={vi.fn()} />, {
      tenant: findTenant('rotasul') as Tenant,
    });
    expect(screen.getAllByTestId('oferta-validacion').map((e) => e.textContent)).toEqual([
      'O país de origem (Alemanha) é proibido para esta cobertura.',
    ]);
  });

  it('shows the firm price and keeps the messages once the insurer approved the excess', () => {
    const oferta = { ...base(), validaciones: [{ codigo: 540, mensaje: 'La fecha de salida es anterior a hoy.' }] };
    renderWithProviders(<OfertaCard oferta={oferta} excesoAprobado />);
    expect(screen.getByTestId('oferta-precio')).toBeTruthy();
    expect(screen.getByTestId('oferta-riesgo-aprobado').textContent).toContain('La fecha de salida es anterior a hoy.');
    expect(screen.queryByTestId('oferta-riesgo-excedido')).toBeNull();
  });

  it('links Condiciones to the portal page of the coverage, whatever path an old offer stored', () => {
    const oferta = base();
    renderWithProviders(
      <OfertaCard oferta={{ ...oferta, cobertura: { ...oferta.cobertura, urlCondiciones: '/condiciones/x/y.pdf' } }} />,
    );
    const link = screen.getByTestId('oferta-condiciones');
    expect(link.getAttribute('href')).toBe(`/condiciones/${oferta.cobertura.id}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens the calculation detail', () => {
    renderWithProviders(<OfertaCard oferta={base()} />);
    fireEvent.click(screen.getByTestId('oferta-ver-calculo'));
    expect(screen.getByTestId('calculo-prima')).toBeTruthy();
    expect(screen.getByTestId('calculo-premio')).toBeTruthy();
  });
});
