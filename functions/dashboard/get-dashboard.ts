import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { counterValues, type CounterRef } from '#lib/data/model/counters.ts';
import { usuariosTotal } from '#lib/data/usuarios.ts';
import { alcanceCargaDe, primaDeAlcance, totalDeAlcance } from '#lib/certificados/alcance.ts';
import { RAMOS_CERTIFICADO } from '#lib/data/certificados-carga.ts';
import { alcancePartesDe } from '#lib/clientes/alcance.ts';
import { alcanceSiniestrosDe } from '#lib/siniestros/acceso.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { clientesTotal } from '#lib/data/clientes.ts';
import { alcanceDe } from '#lib/viajes/alcance.ts';
import { tableroDeclaraciones } from '#lib/declaraciones/tablero.ts';

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
  const veDeclaraciones = permisos.has('declaracionesVenta.consultar') || permisos.has('declaracionesCompra.consultar');
  const catalogoMonedas =
    (veFlotantes && permisos.has('prima.mostrar')) || veDeclaraciones ? await catalogo(db, 'monedas') : null;
  const monedas = veFlotantes && permisos.has('prima.mostrar') ? catalogoMonedas : null;
  const declaraciones = tableroDeclaraciones(principal, veDeclaraciones ? (catalogoMonedas ?? []) : []);
  // The floating certificates' counters (certificados-carga.ts), cargo and containers side by side: per
  // state, and the premium issued per currency; each figure is the sum of the two kinds.
  const ESTADOS_TABLERO = [ESTADOS.cotizado, ESTADOS.enAprobacion, ESTADOS.emitido, ESTADOS.declarado];
  const flotantes: CounterRef[] = veFlotantes
    ? RAMOS_CERTIFICADO.flatMap((ramo) => [
        ...ESTADOS_TABLERO.map((e) => totalDeAlcance(ramo, carga, e.id)),
        ...(monedas ?? []).map((m) => primaDeAlcance(ramo, carga, m.id)),
      ])
    : [];
  const [usuarios, clientes, cotizados, enAprobacion, emitidos, declarados, premio, abiertos, monto, ...deFlotantes] =
    await counterValues(db, [
      // The users counted are those the list shows: the working company's (issue 27 item 1).
      usuariosTotal(principal.empresaId),
      clientesTotal(partes.todas ? undefined : partes.empresaId),
      { ...scope, metrica: `ve.estado.${ESTADOS.cotizado.id}` },
      { ...scope, metrica: `ve.estado.${ESTADOS.enAprobacion.id}` },
      { ...scope, metrica: `ve.estado.${ESTADOS.emitido.id}` },
      // A declared certificate was issued: the month close moves it from one counter to the other.
      { ...scope, metrica: `ve.estado.${ESTADOS.declarado.id}` },
      { ...scope, metrica: 've.premioEmitidoUsd' },
      { ...siniestros, metrica: 'siniestros.abiertos' },
      { ...siniestros, metrica: 'siniestros.montoAbiertoUsd' },
      ...flotantes,
      ...declaraciones.refs,
    ]);
  const deDeclaraciones = deFlotantes.splice(flotantes.length);
  // Both kinds' figures in the order asked: a value is the sum of its place in each kind's block.
  const porRamo = ESTADOS_TABLERO.length + (monedas?.length ?? 0);
  const sumados = Array.from({ length: porRamo }, (_, i) =>
    RAMOS_CERTIFICADO.reduce((t, _r, k) => t + deFlotantes[k * porRamo + i]!, 0),
  );
  const [fCotizados, fEnAprobacion, fEmitidos, fDeclarados, ...primas] = sumados;
  return {
    usuarios: permisos.has('usuarios.ver') ? usuarios! : null,
    clientes: clientes!,
    certificados: permisos.has('viajesEspecificos.consultar')
      ? {
          cotizados: cotizados!,
          enAprobacion: enAprobacion!,
          emitidos: emitidos! + declarados!,
          premioEmitidoUsd: redondear(premio!),
        }
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
    declaraciones: declaraciones.cifras(deDeclaraciones),
  };
});
