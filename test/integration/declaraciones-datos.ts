import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { clavePeriodo, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { CierreMes } from '#lib/data/cierres.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { findJob, runJob } from '#scripts/local/scheduler.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';

/** Certificates issued in months of their own, closed by the real job: the declarations suites' data. */
export const TENANT = 'cargosur';
export const db = () => new TenantDb(TENANT);

/**
 * A month of its own for each test (long past: no other suite issues certificates then). The files
 * run one after another, each in its own process, on one table: a month is claimed by creating its
 * marker file (exclusively) in the run's shared folder, so no two files, and no two tests, ever draw
 * the same month, whatever the random draw.
 */
export const mesPropio = (): Periodo => {
  const dir = path.join(inject('eventsLocalDir'), 'meses-de-prueba');
  fs.mkdirSync(dir, { recursive: true });
  for (;;) {
    const p = { anio: 1000 + randomInt(1000), mes: 1 + randomInt(12) };
    try {
      fs.writeFileSync(path.join(dir, clavePeriodo(p)), '', { flag: 'wx' });
      return p;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
};

export const resultado = cotizarCarga(entradaCarga());
export let siguienteId = 500_000_000 + randomInt(100_000_000);

/** An issued floating certificate written through the model (as emitir leaves it), issued at `fecha`. */
export const emitido = async (o: {
  fecha: string;
  emisorId: number;
  polizaId: number;
  aseguradoraId: number;
  ramo?: 'transporte' | 'contenedores';
  estado?: number;
  /** The client's company (default 40, the demo's Exportadora): the month close's segment. */
  clienteEmpresaId?: number;
}): Promise<CertificadoCargaItem> => {
  const id = siguienteId++;
  const transporte = certificadoEmitido({
    id,
    fecha: o.fecha,
    numero: `CC-${id}`,
    referencia: `REF-${id}`,
    estado: o.estado,
    cliente: { id: 1, nombre: 'Exportadora Demo S.A.', cif: '30-11111111-1', empresaId: o.clienteEmpresaId ?? 40 },
    poliza: {
      id: o.polizaId,
      numero: `POL-${o.polizaId}`,
      paisId: 32,
      aseguradoraId: o.aseguradoraId,
      aseguradora: `Aseguradora ${o.aseguradoraId}`,
    },
    emisor: { id: o.emisorId, nombre: `Emisor ${o.emisorId}` },
  });
  const c: CertificadoCargaItem =
    o.ramo === 'contenedores'
      ? {
          ...transporte,
          ramo: 'contenedores',
          request: {
            clienteId: 1,
            polizaId: o.polizaId,
            endosoId: null,
            beneficiarioId: null,
            nroReferenciaInterna: null,
            fechaSalida: '2020-01-01',
            fechaLlegada: '2020-01-05',
            fechaDevolucion: '2020-01-10',
            contenedores: [{ idTipo: 1, cantidad: 2 }],
          },
          resultado: {
            moneda: resultado.moneda,
            lineas: [],
            subtotal: 300,
            prima: 300,
            precioFinal: 300,
            premioSugerido: 300,
            calculo: resultado.calculo,
            validaciones: [],
            requiereAprobacion: false,
          },
        }
      : transporte;
  await db().write(guardarCertificadoCarga(null, c));
  return c;
};

export const eventos = (id: string, tipo: string) => {
  const file = path.join(inject('eventsLocalDir'), 'eventos.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((e) => e.detailType === tipo && e.detail.declaracion?.id === id);
};

/**
 * Closes a month as `npm run job -- cerrar-mes --periodo AAAA-MM` does (its segments, last step and
 * bordereaux delivered by the local queue), and answers the round's outcome.
 */
export const cerrar = async (p: Periodo) => {
  const corridas = await runJob(findJob('cerrar-mes')!, { tenant: TENANT, args: { periodo: clavePeriodo(p) } });
  const fallida = corridas.find((c) => c.error !== undefined);
  if (fallida) throw new Error(`cerrar-mes ${clavePeriodo(p)}: ${fallida.error}`);
  return resumenCierre(p);
};

/** A month of its own with one cargo certificate of issuer 10 (policy 1, insurer 1) issued in it, closed. */
export const mesCerradoConUnEmitido = async (): Promise<Periodo> => {
  const p = mesPropio();
  await emitido({
    fecha: new Date(Date.parse(rangoDelPeriodo(p).desde) + 3600_000).toISOString(),
    emisorId: 10,
    polizaId: 1,
    aseguradoraId: 1,
  });
  await cerrar(p);
  return p;
};

/** The month's close as its item keeps it: the round, whether it ended, and the round's totals. */
export const resumenCierre = async (p: Periodo) => {
  const c = (await db().get(CierreMes, { periodo: clavePeriodo(p) }, { consistent: true }))!;
  return {
    ronda: c.ronda,
    completo: c.estado === 'terminado',
    segmentos: c.segmentos,
    terminados: c.terminados,
    declarados: c.declarados,
    omitidos: c.omitidos,
    tardios: c.tardios,
    borradores: c.borradores,
  };
};
