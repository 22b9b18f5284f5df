import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import { ASEGURADORAS } from '#shared/viajes-especificos/data/aseguradoras.ts';
import { COBERTURAS } from '#shared/viajes-especificos/data/coberturas.ts';
import { PARAMETROS } from '#shared/viajes-especificos/data/parametros.ts';
import type { Cobertura } from '#shared/viajes-especificos/model.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { responder } from '../../test/catalogos.ts';
import { CoberturasEditor } from '../CoberturasEditor.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

// The first seeded coverage with a few of its rules (the base rate first): the whole seed (six
// coverage cards, twenty rules each) renders too slowly in jsdom to type into.
const [SEMBRADA] = COBERTURAS as [Cobertura];
const COBERTURA: Cobertura = {
  ...SEMBRADA,
  configuracion: {
    ...SEMBRADA.configuracion,
    reglas: [...SEMBRADA.configuracion.reglas.slice(0, 3), ...SEMBRADA.configuracion.reglas.slice(-1)],
  },
};
const TARIFARIO: ContenidoTarifario = { coberturas: [COBERTURA], aseguradoras: ASEGURADORAS, parametros: PARAMETROS };

/** The coverages tab with the form of the first coverage open; what the tab hands up is recorded. */
const abrir = async (soloLectura: boolean) => {
  stubApi(responder);
  const onChange = vi.fn<(t: ContenidoTarifario) => void>();
  renderWithProviders(<CoberturasEditor tarifario={TARIFARIO} onChange={onChange} soloLectura={soloLectura} />);
  fireEvent.click(await screen.findByTestId('cobertura-tarifa-0'));
  await screen.findByTestId('cobertura-form');
  return onChange;
};

const escribir = (testId: string, valor: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: valor } });

describe('CoberturaModal (the tariff of a coverage as a form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("edits a rule's value and pt-BR concept and a limit, and applies them to the row", async () => {
    const onChange = await abrir(false);

    fireEvent.click(screen.getByTestId('cobertura-tab-reglas'));
    escribir('celda-regla.valor-0', '3,1');
    fireEvent.change(within(screen.getByTestId('cobertura-reglas')).getByTestId('celda-nombrePt-0'), {
      target: { value: 'Taxa base' },
    });
    fireEvent.click(screen.getByTestId('cobertura-tab-condiciones'));
    await screen.findByTestId('limite-0-840');
    escribir('limite-0-840', '500.000');
    fireEvent.click(screen.getByTestId('cobertura-aplicar'));
    await waitFor(() => expect(screen.queryByTestId('cobertura-form')).toBeNull());

    const [primera] = onChange.mock.lastCall![0].coberturas;
    expect(primera?.configuracion.reglas[0]?.valor).toBe(3.1);
    expect(primera?.configuracion.reglas[0]?.nombres).toEqual({ 'pt-BR': 'Taxa base' });
    expect(primera?.configuracion.limitesSumaAsegurada['0']).toEqual({
      ...COBERTURA.configuracion.limitesSumaAsegurada['0'],
      840: 500_000,
    });
    // Nothing else of the coverage changed.
    expect({ ...primera, configuracion: { ...primera!.configuracion, reglas: [], limitesSumaAsegurada: {} } }).toEqual({
      ...COBERTURA,
      configuracion: { ...COBERTURA.configuracion, reglas: [], limitesSumaAsegurada: {} },
    });
    expect(primera?.configuracion.reglas.slice(1)).toEqual(COBERTURA.configuracion.reglas.slice(1));
  });

  it("shows the schema's Spanish message next to the field and does not apply an invalid coverage", async () => {
    const onChange = await abrir(false);

    fireEvent.click(screen.getByTestId('cobertura-tab-reglas'));
    escribir('celda-regla.valor-0', '-1');
    expect(await screen.findByText('Una tasa no puede ser negativa')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cobertura-aplicar'));
    expect(screen.getByTestId('cobertura-errores').textContent).toContain('Revisá los campos marcados (1)');
    expect(screen.getByTestId('cobertura-form')).toBeTruthy();

    // Without its only base rule that always applies, the coverage cannot price.
    const reglas = screen.getByTestId('cobertura-reglas');
    fireEvent.click(within(reglas).getAllByRole('button', { name: 'Quitar' })[0]!);
    expect(await screen.findByText('La cobertura necesita al menos una regla base que aplique siempre')).toBeTruthy();

    // A currency without its issue fee.
    fireEvent.click(screen.getByTestId('cobertura-tab-general'));
    escribir('cobertura-derecho-840', '');
    expect(await screen.findByText('Cada moneda aceptada necesita su derecho de emisión')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cobertura-aplicar'));
    expect(screen.getByTestId('cobertura-form')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the same form disabled when read-only (without maestros.editar)', async () => {
    await abrir(true);
    expect(screen.queryByTestId('cobertura-aplicar')).toBeNull();
    expect((screen.getByTestId('cobertura-coeficiente') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('cobertura-tab-condiciones'));
    expect(((await screen.findByTestId('limite-0-840')) as HTMLInputElement).disabled).toBe(true);
  });

  it("a pt-BR tenant's coverage row names the prohibited goods in Portuguese", async () => {
    stubApi(responder);
    renderWithProviders(<CoberturasEditor tarifario={TARIFARIO} onChange={vi.fn()} soloLectura={false} />, {
      tenant: findTenant('rotasul') as Tenant,
    });
    await screen.findByTestId('celda-mercaderiasProhibidas-0');
    await waitFor(() => expect(screen.getAllByText('Mercadoria perigosa (IMO)').length).toBeGreaterThan(0));
    expect(screen.queryAllByText('Mercadería peligrosa (IMO)')).toHaveLength(0);
  });

  it("a pt-BR tenant's tariff form names the coverage, the rule groups and the goods in Portuguese", async () => {
    stubApi(responder);
    renderWithProviders(<CoberturasEditor tarifario={TARIFARIO} onChange={vi.fn()} soloLectura={false} />, {
      tenant: findTenant('rotasul') as Tenant,
    });
    fireEvent.click(await screen.findByTestId('cobertura-tarifa-0'));
    expect(await screen.findByText('Tarifação de Todos os riscos')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cobertura-tab-reglas'));
    const reglas = await screen.findByTestId('cobertura-reglas');
    expect((within(reglas).getByTestId('regla-grupo-0') as HTMLInputElement).value).toBe('Mercadoria');
    await waitFor(() => expect(within(reglas).getAllByText('Eletrônicos de consumo').length).toBeGreaterThan(0));
    expect(within(reglas).queryAllByText('Electrónica de consumo')).toHaveLength(0);
  });
});
