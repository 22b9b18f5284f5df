import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { CertificadoContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fecha, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write, type Pen } from './hoja.ts';

const TITULOS = {
  transporte: {
    certificado: 'Certificado de seguro de carga - Póliza flotante',
    cotizacion: 'Cotización de certificado de carga - Póliza flotante',
  },
  contenedores: {
    certificado: 'Certificado de seguro de contenedores - Póliza flotante',
    cotizacion: 'Cotización de certificado de contenedores - Póliza flotante',
  },
} as const;
type TipoDocumento = keyof (typeof TITULOS)['transporte'];

/**
 * The paper both kinds share: number and state, parties, policy, the kind's own sections (`cuerpo`)
 * and, on a quotation, the warning that it covers nothing. It is the client's paper: it shows the
 * final price, never the premium nor the issuer's markup.
 */
const renderFlotante = async (
  c: CertificadoCarga | CertificadoContenedores,
  tipo: TipoDocumento,
  tenant: Tenant,
  cuerpo: (pen: Pen, seccion: (titulo: string) => void, $: (n: number | undefined) => string) => void,
): Promise<Uint8Array> => {
  const titulo = TITULOS[c.ramo][tipo];
  const numero = c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${numero}`);
  const { font, bold } = pen;
  const $ = (n: number | undefined) => (n === undefined ? '-' : `${c.moneda.simbolo} ${importe(n)}`);
  write(page, numero, { x: 50, y: pen.y, size: 14, font: bold });
  write(page, `Estado: ${c.estado.nombre}  -  ${fecha(c.fechaEstado)}`, { x: 330, y: pen.y, size: 10, font });
  pen.y -= 24;

  section(pen, 'Partes', brand);
  line(pen, 'Cliente', c.cliente.nombre);
  line(pen, 'Beneficiario', c.beneficiario ? `${c.beneficiario.nombre} (CIF ${c.beneficiario.cif})` : '-');
  line(pen, 'Emisor', c.emisor.nombre);

  section(pen, 'Póliza', brand);
  line(pen, 'Aseguradora', c.poliza.aseguradora.nombre);
  line(pen, 'Póliza', c.poliza.numero);
  if (c.endoso) line(pen, 'Endoso', c.endoso.nombre);

  cuerpo(pen, (t) => section(pen, t, brand), $);
  if (c.nroReferenciaInterna) line(pen, 'Referencia interna', c.nroReferenciaInterna);

  if (tipo === 'cotizacion') avisoDeCotizacion(pen);
  return doc.save();
};

/** A cargo certificate (issued) or its quotation: the trip, the goods and sum insured, the price. */
export const renderCertificadoCargaPdf = (c: CertificadoCarga, tipo: TipoDocumento, tenant: Tenant) =>
  renderFlotante(c, tipo, tenant, (pen, seccion, $) => {
    seccion('Viaje');
    line(pen, 'Trayecto', `${c.origen.nombre} a ${c.destino.nombre} (${c.riesgo})`);
    line(pen, 'Medios de transporte', c.tiposTransporte.map((t) => t.nombre).join(', '));
    line(pen, 'Fecha de salida', fecha(c.fechaSalida));

    seccion('Mercadería y suma asegurada');
    const s = c.solicitud;
    line(pen, 'Mercadería', `${c.mercaderia.nombre} (${c.mercaderia.esNueva ? 'nueva' : 'usada'})`);
    line(pen, 'Valor', $(s.valor));
    line(pen, 'Flete', $(s.flete));
    line(pen, 'Demás gastos', $(s.demasGastos));
    line(pen, 'Beneficio imaginario', `${importe(s.beneficioImaginario)} %`);
    line(pen, 'Suma asegurada', $(c.sumaAsegurada));
    line(pen, 'Precio', $(c.precio.precioFinal));
  });

/** A container certificate (issued) or its quotation: the trip's dates, the containers per type, the price. */
export const renderCertificadoContenedoresPdf = (c: CertificadoContenedores, tipo: TipoDocumento, tenant: Tenant) =>
  renderFlotante(c, tipo, tenant, (pen, seccion, $) => {
    seccion('Viaje');
    line(pen, 'Inicio del viaje', fecha(c.fechaSalida));
    line(pen, 'Fin del viaje', fecha(c.fechaLlegada));
    line(pen, 'Devolución de los contenedores', fecha(c.fechaDevolucion));

    seccion('Contenedores');
    for (const l of c.precio.lineas) line(pen, l.tipo.nombre, `${l.cantidad}`);
    line(pen, 'Total de contenedores', `${c.cantidadContenedores}`);
    line(pen, 'Precio', $(c.precio.precioFinal));
  });
