import { verificarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { ESTADOS, estadoPorId } from '#shared/viajes-especificos/estados.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE, Verificacion } from '#lib/data/certificados.ts';
import { toCertificado } from '#lib/viajes/vista.ts';

/**
 * Public check of an issued certificate by the code printed on it: whether it is valid and its key
 * data. No prices, no parties' tax ids, nothing else; an unknown code is a plain 404.
 */
export const handler = operationHandler(verificarCertificado, async ({ params }, { db }) => {
  const codigo = await db.get(Verificacion, { codigo: params.codigo });
  const c = codigo ? await db.get(CertificadoVE, { id: codigo.id }) : undefined;
  if (!c || !c.nroCertificado || !c.emision) throw new NotFoundError('No encontramos un certificado con ese código.');
  const v = toCertificado(c, [], { urlAsegurado: null, urlCopiaPAS: null, urlConstancia: null });
  return {
    valido: c.estado === ESTADOS.emitido.id || c.estado === ESTADOS.declarado.id,
    nroCertificado: c.nroCertificado,
    estado: estadoPorId(c.estado).nombre,
    fechaEmision: c.emision.fecha.slice(0, 10),
    fechaSalida: v.fechaSalida,
    aseguradora: v.cobertura.aseguradora,
    cobertura: v.cobertura.nombre,
    tomador: v.tomador?.nombre ?? '',
    trayecto: `${v.paisOrigen.nombre} - ${v.paisDestino.nombre} (${v.medioTransporte.texto})`,
    sumaAsegurada: `${v.sumaAsegurada.moneda.simbolo} ${formatearDinero(v.sumaAsegurada.total)}`,
  };
});
