import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COBERTURAS_ANUALES, PARAMETROS_ANUALES } from '#shared/rating-anual/data.ts';
import type { TarifarioAnual } from '#shared/rating-anual/modelo.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { responder } from '../../test/catalogos.ts';
import { RatingAnualEditor } from '../RatingAnualEditor.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const [COBERTURA] = COBERTURAS_ANUALES;
const TARIFARIO: TarifarioAnual = { coberturas: [COBERTURA!], parametros: PARAMETROS_ANUALES };

/** The coverages tab with the tariff form of the first coverage open; what the tab hands up is recorded. */
const abrir = async (soloLectura = false) => {
  stubApi(responder);
  const onChange = vi.fn<(t: TarifarioAnual) => void>();
  renderWithProviders(
    <RatingAnualEditor tarifario={TARIFARIO} onChange={onChange} soloLectura={soloLectura} vista="coberturas" />,
  );
  fireEvent.click(await screen.findByTestId('anual-tarifa-0'));
  await screen.findByTestId('anual-tarifa-form');
  return onChange;
};
const escribir = (testId: string, valor: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: valor } });

describe('TarifaAnualModal (an annual coverage’s rates, factors, tiers, taxes and deductibles)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets a goods rate, clears another (that goods type is then refused) and a transport factor, and applies them', async () => {
    expect(COBERTURA!.tarifa.tasasMercaderia['1']).toBeGreaterThan(0);
    const onChange = await abrir();
    await screen.findByTestId('anual-tarifa-tasa-3');
    escribir('anual-tarifa-tasa-3', '2,5');
    escribir('anual-tarifa-tasa-1', '');
    fireEvent.click(screen.getByTestId('anual-tarifa-tab-factores'));
    await screen.findByTestId('anual-tarifa-transporte-1');
    escribir('anual-tarifa-transporte-1', '1,45');
    fireEvent.click(screen.getByTestId('anual-tarifa-aplicar'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const tarifa = onChange.mock.calls[0]![0].coberturas[0]!.tarifa;
    expect(tarifa.tasasMercaderia['3']).toBe(2.5);
    expect('1' in tarifa.tasasMercaderia).toBe(false);
    expect(tarifa.factoresTransporte['1']).toBe(1.45);
    expect(tarifa.tramosMae).toEqual(COBERTURA!.tarifa.tramosMae);
  });

  it('refuses tiers out of order and an empty deductible with the schema’s messages, counted on their tabs', async () => {
    const onChange = await abrir();
    fireEvent.click(screen.getByTestId('anual-tarifa-tab-tramos'));
    fireEvent.click(await screen.findByTestId('anual-tarifa-tramos-agregar'));
    const ultimo = COBERTURA!.tarifa.tramosMae.length;
    escribir(`celda-tramo.desde-${ultimo}`, '1');
    fireEvent.click(screen.getByTestId('anual-tarifa-tab-deducibles'));
    fireEvent.click(await screen.findByTestId('cobertura-deducibles-agregar'));
    fireEvent.click(screen.getByTestId('anual-tarifa-aplicar'));
    expect(await screen.findByTestId('anual-tarifa-errores')).toBeTruthy();
    expect(screen.getByTestId('anual-tarifa-tab-tramos').textContent).toContain('1');
    expect(screen.getByTestId('anual-tarifa-tab-deducibles').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('anual-tarifa-tab-tramos'));
    expect(await screen.findByText('Los tramos deben estar en orden creciente')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits the security measures the offers print: one renamed, one added; an empty name is refused on its tab', async () => {
    const onChange = await abrir();
    fireEvent.click(screen.getByTestId('anual-tarifa-tab-medidas'));
    const primera = (await screen.findByTestId('celda-medida.nombre-0')) as HTMLInputElement;
    expect(primera.value).toBe(COBERTURA!.medidasSeguridad![0]!.nombre);
    fireEvent.click(screen.getByTestId('anual-tarifa-medidas-agregar'));
    fireEvent.click(screen.getByTestId('anual-tarifa-aplicar'));
    expect(await screen.findByTestId('anual-tarifa-errores')).toBeTruthy();
    expect(screen.getByTestId('anual-tarifa-tab-medidas').textContent).toContain('1');
    expect(onChange).not.toHaveBeenCalled();
    const nueva = COBERTURA!.medidasSeguridad!.length;
    escribir(`celda-medida.nombre-${nueva}`, 'Custodia armada en tránsitos nocturnos');
    escribir('celda-medida.nombre-0', 'Rastreo satelital (GPS) homologado');
    fireEvent.click(screen.getByTestId('anual-tarifa-aplicar'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0].coberturas[0]!.medidasSeguridad!.map((m) => m.nombre)).toEqual([
      'Rastreo satelital (GPS) homologado',
      ...COBERTURA!.medidasSeguridad!.slice(1).map((m) => m.nombre),
      'Custodia armada en tránsitos nocturnos',
    ]);
  });

  it('read-only: the same form, disabled, without Aplicar', async () => {
    await abrir(true);
    expect(((await screen.findByTestId('anual-tarifa-tasa-3')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('anual-tarifa-aplicar')).toBeNull();
  });
});
