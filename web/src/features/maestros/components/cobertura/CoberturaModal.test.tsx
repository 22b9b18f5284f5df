import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { MODOS_TRANSPORTE, MONEDAS, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import { ASEGURADORAS } from '#shared/viajes-especificos/data/aseguradoras.ts';
import { COBERTURAS } from '#shared/viajes-especificos/data/coberturas.ts';
import type { Cobertura } from '#shared/viajes-especificos/model.ts';
import { PARAMETROS } from '#shared/viajes-especificos/data/parametros.ts';
import { stubApi, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { MaestrosPage } from '../../routes/MaestrosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const HOY = '2026-11-23';
// The first two seeded coverages, the first with a few of its rules (the base rate first): the whole
// seed (six coverage cards, twenty rules) renders too slowly in jsdom to type into.
const [SEMBRADA, OTRA] = COBERTURAS as [Cobertura, Cobertura];
const COBERTURA: Cobertura = {
  ...SEMBRADA,
  configuracion: {
    ...SEMBRADA.configuracion,
    reglas: [...SEMBRADA.configuracion.reglas.slice(0, 3), ...SEMBRADA.configuracion.reglas.slice(-1)],
  },
};
const CONTENIDOS: Record<string, unknown> = {
  tarifario: { coberturas: [COBERTURA, OTRA], aseguradoras: ASEGURADORAS, parametros: PARAMETROS },
  monedas: MONEDAS,
  modosTransporte: MODOS_TRANSPORTE,
  tiposRiesgo: TIPOS_RIESGO,
  tiposMercaderia: TIPOS_MERCADERIA,
  paises: PAISES,
};
const version = { n: 1, vigenteDesde: '2000-01-01', creado: `${HOY}T12:00:00.000Z`, por: 'semilla' };
const cambios = { agregados: [], modificados: [], quitados: [] };

const responder = (req: ApiRequest) => {
  const nombre = req.path.replace('/v1/maestros/', '');
  if (req.method === 'POST' && nombre === 'tarifario/versiones')
    return { status: 201, body: { ...version, n: 2, vigenteDesde: HOY, cambios } };
  const contenido = CONTENIDOS[nombre];
  if (!contenido) return undefined;
  return {
    status: 200,
    body: {
      hoy: HOY,
      vigente: { ...version, cambios, contenido },
      ultima: { ...version, cambios, contenido },
      historial: [{ ...version, cambios }],
    },
  };
};

const abrir = async (permisos: Permission[]) => {
  const calls = stubApi(responder);
  renderInLayout(<MaestrosPage />, { permisos, path: '/maestros?tab=coberturas' });
  fireEvent.click(await screen.findByTestId('cobertura-tarifa-0'));
  await screen.findByTestId('cobertura-form');
  return calls;
};

const escribir = (testId: string, valor: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: valor } });

describe('CoberturaModal (the tariff of a coverage as a form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits a rule value and a limit, applies them to the row and saves them in the new version', async () => {
    const calls = await abrir(['maestros.ver', 'maestros.editar']);

    fireEvent.click(screen.getByTestId('cobertura-tab-reglas'));
    escribir('celda-regla.valor-0', '3,1');
    fireEvent.click(screen.getByTestId('cobertura-tab-condiciones'));
    await screen.findByTestId('limite-0-840');
    escribir('limite-0-840', '500.000');
    fireEvent.click(screen.getByTestId('cobertura-aplicar'));
    await waitFor(() => expect(screen.queryByTestId('cobertura-form')).toBeNull());

    fireEvent.click(screen.getByTestId('maestro-guardar'));
    await waitFor(() => expect(calls.requests.some((r) => r.method === 'POST')).toBe(true));
    const enviado = calls.requests.find((r) => r.method === 'POST')?.body as { contenido: ContenidoTarifario };
    const [primera, segunda] = enviado.contenido.coberturas;
    expect(primera?.configuracion.reglas[0]?.valor).toBe(3.1);
    expect(primera?.configuracion.limitesSumaAsegurada['0']).toEqual({
      ...COBERTURA.configuracion.limitesSumaAsegurada['0'],
      840: 500_000,
    });
    // Nothing else of the coverage, nor any other coverage, changed.
    expect({ ...primera, configuracion: { ...primera!.configuracion, reglas: [], limitesSumaAsegurada: {} } }).toEqual({
      ...COBERTURA,
      configuracion: { ...COBERTURA.configuracion, reglas: [], limitesSumaAsegurada: {} },
    });
    expect(primera?.configuracion.reglas.slice(1)).toEqual(COBERTURA.configuracion.reglas.slice(1));
    expect(segunda).toEqual(OTRA);
  });

  it("shows the schema's Spanish message next to the field and does not apply an invalid coverage", async () => {
    await abrir(['maestros.ver', 'maestros.editar']);

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
  });

  it('shows the same form disabled to a user without maestros.editar', async () => {
    await abrir(['maestros.ver']);
    expect(screen.queryByTestId('cobertura-aplicar')).toBeNull();
    expect((screen.getByTestId('cobertura-coeficiente') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('cobertura-tab-condiciones'));
    expect(((await screen.findByTestId('limite-0-840')) as HTMLInputElement).disabled).toBe(true);
  });
});
