import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { counterValues, TENANT_SCOPE, type CounterRef } from '#lib/data/model/counters.ts';
import { alcanceCargaDe, totalCargaDe } from '#lib/certificados/alcance.ts';
import { alcancePartesDe } from '#lib/clientes/alcance.ts';
import { alcanceSiniestrosDe } from '#lib/siniestros/acceso.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { clientesTotal } from '#lib/data/clientes.ts';
import { alcanceDe } from '#lib/viajes/cotizador.ts';

const redondear = (n: number) => Math.round(n * 100) / 100;

/**
 * The figures of the user's company, each block only for who may see it: one BatchGet of the
 * counters the certificate, claim, user and party writes keep, however many items there are (the
 * currencies of the floating certificates' premium come from the tenant's catalogue, kept warm).
 */
export const handler = operationHandler(getDashboard, async (_req, principal) => {
  const { db, permisos } = principal;
  const a = alcanceDe(principal);
  const scope = { ambito: a.scope, ambitoId: a.empresaId };
  // Claims have their own scope: a client's users count those of their client's certificates.
  const sa = alcanceSiniestrosDe(principal);
  const siniestros = { ambito: sa.scope, ambitoId: sa.empresaId };
  // The parties counted are the ones the user sees: a producer's own, or the tenant's.
  const partes = alcancePartesDe(principal);
  const veFlotantes = permisos.has('certificados.leer');
  const carga = alcanceCargaDe(principal);
  const monedas = veFlotantes && permisos.has('prima.mostrar') ? await catalogo(db, 'monedas') : null;
  // The cargo certificate's counters (certificados-carga.ts): per state, and the premium issued per currency.
  const { ambito, ambitoId } = totalCargaDe(carga);
  const flotantes: CounterRef[] = veFlotantes
    ? [
        ...[ESTADOS.cotizado, ESTADOS.enAprobacion, ESTADOS.emitido, ESTADOS.declarado].map((e) => totalCargaDe(carga, e.id)),
        ...(monedas ?? []).map((m) => ({ ambito, ambitoId, metrica: `carga.primaEmitida.${m.id}` })),
      ]
    : [];
  const [usuarios, clientes, cotizados, enAprobacion, emitidos, premio, abiertos, monto, ...deFlotantes] = await counterValues(
    db,
    [
      { ...TENANT_SCOPE, metrica: 'usuarios' },
      clientesTotal(partes.todas ? undefined : partes.empresaId),
      { ...scope, metrica: `ve.estado.${ESTADOS.cotizado.id}` },
      { ...scope, metrica: `ve.estado.${ESTADOS.enAprobacion.id}` },
      { ...scope, metrica: `ve.estado.${ESTADOS.emitido.id}` },
      { ...scope, metrica: 've.premioEmitidoUsd' },
      { ...siniestros, metrica: 'siniestros.abiertos' },
      { ...siniestros, metrica: 'siniestros.montoAbiertoUsd' },
      ...flotantes,
    ],
  );
  const [fCotizados, fEnAprobacion, fEmitidos, fDeclarados, ...primas] = deFlotantes;
  return {
    usuarios: permisos.has('usuarios.ver') ? usuarios! : null,
    clientes: clientes!,
    certificados: permisos.has('viajesEspecificos.consultar')
      ? { cotizados: cotizados!, enAprobacion: enAprobacion!, emitidos: emitidos!, premioEmitidoUsd: redondear(premio!) }
      : null,
    flotantes: veFlotantes
      ? {
          cotizados: fCotizados!,
          enAprobacion: fEnAprobacion!,
          emitidos: fEmitidos! + fDeclarados!,
          primaEmitida: monedas
            ? monedas
                .map((m, i) => ({ moneda: { id: m.id, codigo: m.codigo }, monto: redondear(primas[i]!) }))
                .filter((p) => p.monto !== 0)
            : null,
        }
      : null,
    siniestros: permisos.has('siniestros.consultar') ? { abiertos: abiertos!, montoReclamadoUsd: redondear(monto!) } : null,
  };
});
