import { describe, expect, it } from 'vitest';
import { contexto, solicitud } from '#shared/viajes-especificos/fixtures.ts';
import { cotizar } from '#shared/viajes-especificos/motor.ts';
import type { CertificadoItem } from '../data/certificados.ts';
import { declarableVE } from './linea.ts';

/** An issued specific trip priced by the real engine, with a producer's commission and a commercial discount. */
const viaje = (): CertificadoItem => {
  const request = solicitud({ dctoComercial: 2 });
  const oferta = cotizar(request, contexto())[0]!;
  return {
    id: 7,
    estado: 30,
    fechaEstado: '2025-06-10T15:00:00.000Z',
    nroCertificado: 'VE-00000007',
    request,
    oferta,
    productor: { id: 10, nombre: 'Productora Sur' },
    tomador: { id: 1, nombre: 'Importadora S.A.', cif: '30-11111111-1' },
    beneficiario: null,
    emision: { nroReferenciaInterna: 'OC-7', fecha: '2025-06-10T15:00:00.000Z' },
    documentos: { constancia: null, version: 2 },
  } as unknown as CertificadoItem;
};

describe('a specific trip as its bordereau line', () => {
  it('is its own policy, names its insurer and issuer, and places its risk and voyage by ISO code', () => {
    const c = viaje();
    const { bordereau: l } = declarableVE(c, null, 32);
    expect(l).toMatchObject({
      poliza: 'VE-00000007',
      certificado: 'VE-00000007',
      aseguradora: c.oferta.cobertura.aseguradora,
      emisor: 'Productora Sur',
      paisRiesgo: 'AR',
      origen: 'CN',
      destino: 'AR',
    });
  });

  it('carries the producer’s commission: what the premium adds to the premium before the commission, net of the discount', () => {
    const c = viaje();
    const reglas = c.oferta.calculoPrima.reglas;
    const comision = reglas.findIndex((r) => r.grupo === 'Comisión');
    expect(comision).toBeGreaterThan(0);
    const antes = reglas[comision - 1]!.resultado;
    const { bordereau: l } = declarableVE(c, null, 32);
    expect(l.comision).toBeGreaterThan(0);
    expect(Math.round((l.prima - l.comision) * 100) / 100).toBe(antes);
  });
});
