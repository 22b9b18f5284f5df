import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS_BLOQUEADAS_SIMULADAS } from '#lib/ports/personas/local.ts';
import { PERSONA_BLOQUEADA } from '#lib/viajes/personas.ts';
import { emisionPorTransferencia, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

let productor: string;

/** A party of the caller's company with this CUIT, found again if an earlier run of the file created it. */
const parteCon = async (cif: string, nombre: string): Promise<number> => {
  const creada = await api('POST', '/v1/clientes', { token: productor, body: { nombre, cif, idPais: 32 } });
  if (creada.status === 201) return creada.body.id;
  const hallada = await api('GET', `/v1/clientes?filtro=${cif}`, { token: productor });
  return hallada.body.data[0].id;
};

/** A saved specific-trip quote with these parties, on a coverage without excess. */
const guardado = async (partes: Record<string, number>) => {
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viajeBsAsSaoPaulo(partes) });
  const CoberturaId = ofertas.body.find((o: any) => !o.validaciones.length).cobertura.id;
  const res = await api('POST', '/v1/viajes-especificos/polizas', {
    token: productor,
    body: viajeBsAsSaoPaulo({ ...partes, CoberturaId }),
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
};

describe('spec 3 §7: the person-blocking validation before a specific-trip issue', () => {
  beforeAll(async () => {
    useTestEmulators();
    productor = await tokenOf('cargosur', 'productor');
  });

  it('refuses the issue of a blocked tomador (422, audited, still quoted, no number)', async () => {
    const bloqueada = await parteCon(PERSONAS_BLOQUEADAS_SIMULADAS[0]!, 'Comercial Bloqueada S.A.');
    const id = await guardado({ TomadorId: bloqueada });

    const res = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emisionPorTransferencia(id),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PERSONA_BLOQUEADA);
    // The message does not say which list or which party: the broker asks the insurer.
    expect(JSON.stringify(res.body)).not.toContain(PERSONAS_BLOQUEADAS_SIMULADAS[0]);

    const detalle = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(detalle.body.estado.id).toBe(10);
    expect(detalle.body.nroCertificado).toBeNull();
    expect(detalle.body.historial.map((h: any) => h.accion)).toContain('emisionBloqueada');
  });

  it('checks the beneficiary too: a clean tomador with a blocked beneficiary is refused', async () => {
    const bloqueada = await parteCon(PERSONAS_BLOQUEADAS_SIMULADAS[0]!, 'Comercial Bloqueada S.A.');
    const id = await guardado({ BeneficiarioId: bloqueada });
    const res = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emisionPorTransferencia(id),
    });
    expect(res.status).toBe(422);
  });

  it('issues a certificate whose parties are not blocked', async () => {
    const id = await guardado({});
    const res = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emisionPorTransferencia(id),
    });
    expect(res.status).toBe(200);
  });
});
