import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { CertificadoContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import type { CertificadoAnual, OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { textoDePdf } from '#test/fixtures/texto-pdf.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { contenidoCertificadoAnual } from './certificado-anual-pdf.ts';
import { contenidoCertificadoCarga, contenidoCertificadoContenedores } from './certificado-carga-pdf.ts';
import { contenidoViajeEspecifico } from './certificado-pdf.ts';
import type { Documento } from './documento.ts';
import { documentoEmbarcacion } from './embarcacion-pdf.ts';
import { renderDocumento, type Trazo } from './maqueta.ts';

/**
 * Every kind's paper drawn with the longest realistic values: 150-character goods, 20 transports, 10
 * deductibles, long names in Chinese, Cyrillic and accented Latin. Every text drawn is measured with its
 * font: none may pass its box or the page, none may sit over another, and every word of the data must
 * be on some page.
 */
const tenant = findTenant('cargosur') as Tenant;
const CHINO = '上海国际货运代理有限公司华东区域分公司进出口贸易部门冷链物流中心第三仓库管理处';
const CIRILICO = 'Общество с ограниченной ответственностью «Транссибирская логистическая компания Восток»';
const LATINO = 'Compañía Rioplatense de Importación, Exportación y Almacenamiento Frigorífico Ñandubay S.A.';
const MERCADERIA =
  `Maquinaria industrial pesada para la industria agroalimentaria: ${'cosechadoras, tolvas, secadoras de granos y repuestos '.repeat(2)}`.slice(
    0,
    150,
  );
const URL = 'https://cargosur.portal.example/verificar/ABCD-EFGH-JKLM';
const verificacion = { codigo: 'ABCD-EFGH-JKLM', url: URL };
const parte = (nombre: string, id: number) => ({ id, nombre, cif: '30-71234567-8' });
const diez = <T>(f: (i: number) => T) => Array.from({ length: 10 }, (_, i) => f(i));
const DEDUCIBLES = diez((i) => ({
  cobertura:
    i % 2 ? 'Colisión, vuelco e incendio del vehículo transportador en ruta nacional o internacional' : `Robo total ${CHINO}`,
  deducible: i % 2 ? '20 %' : '10 % del valor asegurado con mínimo de US$ 5.000,00 por evento y máximo de US$ 50.000,00',
}));
const MEDIDAS = diez((i) => ({
  nombre: `Custodia armada obligatoria con GPS y botón antipánico, tramo ${i + 1} ${CIRILICO.slice(0, 20)}`,
}));
const DECISION = {
  resultado: 'aprobado' as const,
  observaciones: `Aprobado con custodia armada obligatoria y GPS. ${LATINO} ${CHINO}`,
  fecha: '2026-11-20T15:00:00Z',
  usuario: 'aseguradora@cargosur.demo',
};

const viajeEspecifico = {
  id: 7,
  nroCertificado: 'VE-00000007',
  estado: { id: 20, nombre: 'Emitido' },
  fechaEstado: '2026-11-23T12:00:00Z',
  fechaSalida: '2026-11-24',
  medioTransporte: { id: 0, texto: 'Terrestre', cssClass: '' },
  paisOrigen: { id: 32, nombre: 'Argentina', bandera: '' },
  paisDestino: { id: 76, nombre: 'Brasil', bandera: '' },
  mercaderia: { id: 3, nombre: MERCADERIA, esNueva: false },
  sumaAsegurada: {
    moneda: { id: 840, simbolo: 'US$' },
    valorFactura: 123_456_789.12,
    gastoEnvio: 2_000_000,
    demasGastos: 500_000,
    beneficioImaginario: 10,
    total: 138_352_468.03,
  },
  productor: { id: 10, nombre: LATINO },
  tomador: parte(CHINO, 1),
  beneficiario: parte(CIRILICO, 2),
  cobertura: {
    nombre: `Todo riesgo ${LATINO}`,
    aseguradora: `Aseguradora ${CIRILICO}`,
    resumenes: diez(
      (i) => `Cláusula ${i + 1}: cubre pérdida total y parcial, robo, hurto y falta de entrega ${CHINO.slice(0, i * 3)}`,
    ),
  },
  oferta: { deducibles: DEDUCIBLES },
  medidasSeguridad: MEDIDAS,
  comisionProductor: 10,
  recargoAdmin: 5,
  prima: { monto: 1_234_567.89 },
  premio: { monto: 1_493_827.15 },
  pago: { metodo: 2, cuotas: 12 },
  nroReferenciaInterna: `REF-${CHINO}`,
  facturaComercial: 'FC-0001-'.repeat(12),
  clausulaDeNoRepeticion: `A favor de ${CIRILICO} y ${LATINO}`,
  detalleMercaderia: MERCADERIA,
  detalleOrigen: `Depósito fiscal ${LATINO}`,
  detalleDestino: `Centro logístico ${CHINO}`,
  codigoVerificacion: verificacion.codigo,
  solicitudAprobacion: { decision: DECISION },
} as unknown as Certificado;

const TRANSPORTES = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  nombre: `Transporte multimodal ${i + 1} ${CIRILICO.slice(0, 12)}`,
  cssClass: '',
}));
const flotante = {
  id: 12,
  nroCertificado: '0000012',
  estado: { id: 20, nombre: 'Emitido' },
  fechaEstado: '2026-11-23T12:00:00Z',
  fechaEmision: '2026-11-23T12:00:00Z',
  moneda: { id: 840, simbolo: 'US$' },
  poliza: { id: 3, numero: 'FLOT-2026-000123456789', aseguradora: { id: 1, nombre: `Aseguradora ${CHINO}` } },
  endoso: { id: 2, nombre: `Endoso de ampliación de cobertura ${LATINO}` },
  emisor: { id: 10, nombre: CIRILICO },
  cliente: { id: 4, nombre: LATINO },
  beneficiario: parte(CHINO, 5),
  nroReferenciaInterna: `REF-${CIRILICO}`,
  decision: DECISION,
};
const carga = {
  ...flotante,
  ramo: 'transporte',
  mercaderia: { id: 3, nombre: MERCADERIA, esNueva: true },
  origen: { id: 32, nombre: 'Argentina' },
  destino: { id: 156, nombre: 'China' },
  riesgo: 'Exportación',
  tiposTransporte: TRANSPORTES,
  fechaSalida: '2026-11-24',
  solicitud: { valor: 99_999_999.99, flete: 1_000_000, demasGastos: 250_000, beneficioImaginario: 10 },
  sumaAsegurada: 111_374_999.99,
  precio: { precioFinal: 456_789.01, lineas: [] },
} as unknown as CertificadoCarga;
const contenedores = {
  ...flotante,
  ramo: 'contenedores',
  fechaSalida: '2026-11-24',
  fechaLlegada: '2026-12-24',
  fechaDevolucion: '2027-01-10',
  cantidadContenedores: 200,
  precio: {
    precioFinal: 98_765.43,
    lineas: Array.from({ length: 20 }, (_, i) => ({
      tipo: { nombre: `Contenedor refrigerado ${i + 1} ${CHINO}` },
      cantidad: 10,
    })),
  },
} as unknown as CertificadoContenedores;
const poliza = {
  vigenciaDesde: '2026-01-01',
  vigenciaHasta: '2026-12-31',
  cobertura: {
    nombre: `Todo riesgo ${LATINO}`,
    deducibles: diez((i) => ({
      concepto: DEDUCIBLES[i]!.cobertura,
      tipo: i % 2 ? ('porcentaje' as const) : ('monto' as const),
      valor: 5_000 * i,
    })),
  },
  limitesPorEmbarque: diez((i) => ({ transporteId: i % 5, limite: 1_000_000 * (i + 1) })),
  exclusiones: { mercaderias: diez((i) => i + 1), paises: diez((i) => [32, 76, 156, 484, 840, 724, 380, 250, 276, 643][i]!) },
};
const ctxFlotante = { tenant, poliza, clienteCif: '30-71234567-8', verificacion };

const oferta = {
  cobertura: { nombre: `Flotante anual ${LATINO}`, aseguradora: `Aseguradora ${CIRILICO}` },
  deducibles: DEDUCIBLES,
  medidasSeguridad: MEDIDAS,
  formaDePago: 2,
  cuotas: 12,
  valorCuota: 12_345.67,
  prima: { monto: 148_148.04 },
  primaDeposito: 29_629.61,
  premio: { monto: 179_259.13 },
  cantidadViajes: 12_500,
} as unknown as OfertaAnual;
const filas = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, porcentaje: 100 / n }));
const anual = {
  id: 9,
  nroCertificado: 'FA-000009',
  estado: { nombre: 'Emitido' },
  fechaEstado: '2026-11-23T12:00:00Z',
  fechaEmision: '2026-11-23T12:00:00Z',
  entidad: { tomador: parte(LATINO, 1), beneficiario: parte(CHINO, 2) },
  productor: { id: 10, nombre: CIRILICO },
  nroReferenciaInterna: `REF-${LATINO}`,
  mae: { moneda: { id: 840, simbolo: 'US$' }, monto: 250_000_000 },
  cotizacion: {
    mercaderias: filas(10),
    operaciones: filas(3),
    transportes: Array.from({ length: 20 }, (_, i) => ({ id: i % 5, porcentaje: 5, responsabilidadMaxima: 1_500_000 })),
  },
  decision: DECISION,
} as unknown as CertificadoAnual;

const embarcacion = {
  id: 'q-1234567890abcdef',
  nombre: `Velero ${CHINO}`,
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
  sumaAsegurada: 420_000_000,
  cobertura: { nombre: `Todo riesgo ${LATINO}`, descripcion: `Daños al casco, el motor y los equipos. ${CIRILICO} ${CHINO}` },
  aseguradora: { nombre: `Aseguradora ${CIRILICO}`, cif: '30-00000001-5' },
  tomador: { nombre: LATINO, email: 'una.direccion.muy.larga.de.correo.electronico@una-empresa-con-nombre-largo.com.ar' },
  poliza: {
    numero: 'EMB-00000007',
    fecha: '2026-11-28T23:18:00.000Z',
    vigencia: { desde: '2026-11-28T23:18:00.000Z', hasta: '2027-11-28T23:18:00.000Z' },
  },
  creado: '2026-11-28T12:00:00.000Z',
} as unknown as CotizacionEmbarcacionItem;

/** Each kind's paper and the pages its long version takes at least (a boat policy has little to say). */
const PAPELES: [string, Documento, number][] = [
  [
    'viaje específico, copia del productor',
    contenidoViajeEspecifico(viajeEspecifico, 'pas', { tenant, urlVerificacion: URL, urlCondiciones: `${URL}/condiciones` }),
    2,
  ],
  ['certificado de carga', contenidoCertificadoCarga(carga, 'certificado', ctxFlotante), 2],
  ['certificado de contenedores', contenidoCertificadoContenedores(contenedores, 'certificado', ctxFlotante), 2],
  ['certificado anual', contenidoCertificadoAnual(anual, oferta, 'certificado', { tenant, verificacion }), 2],
  ['póliza de embarcación', documentoEmbarcacion(embarcacion, 'poliza', verificacion), 1],
];

/** Two texts overlap when their boxes (baseline to cap height) cross on the same page. */
const seSuperponen = (a: Trazo, b: Trazo) =>
  a.pagina === b.pagina &&
  a.x < b.x + b.medida &&
  b.x < a.x + a.medida &&
  a.y - a.size * 0.22 < b.y + b.size * 0.75 &&
  b.y - b.size * 0.22 < a.y + a.size * 0.75;

const sinEspacios = (s: string) => s.replace(/\s+/g, '');

describe.each(PAPELES)('the %s with the longest values', (_, documento, paginasMinimas) => {
  it('keeps every text inside its box and the page, over no other text', async () => {
    const trazos: Trazo[] = [];
    await renderDocumento(documento, tenant, trazos);
    for (const t of trazos) {
      expect(t.medida, t.texto).toBeLessThanOrEqual(t.ancho + 0.01);
      expect(t.x, t.texto).toBeGreaterThanOrEqual(50);
      expect(t.x + t.medida, t.texto).toBeLessThanOrEqual(545.01);
      expect(t.y, t.texto).toBeGreaterThanOrEqual(20);
      expect(t.y + t.size, t.texto).toBeLessThanOrEqual(842);
    }
    const encimados = trazos.flatMap((a, i) =>
      trazos
        .slice(i + 1)
        .filter((b) => seSuperponen(a, b))
        .map((b) => `${a.texto} / ${b.texto}`),
    );
    expect(encimados).toEqual([]);
  });

  it('prints every line of its content, flowing to as many pages as it needs, each numbered', async () => {
    const trazos: Trazo[] = [];
    const pdf = await renderDocumento(documento, tenant, trazos);
    const paginas = (await PDFDocument.load(pdf)).getPageCount();
    expect(paginas).toBeGreaterThanOrEqual(paginasMinimas);
    // Each column of the body in reading order, without each page's band (above 785) and foot (at 25).
    const columna = (ancho: number) =>
      sinEspacios(
        trazos
          .filter((t) => t.y > 25 && t.y <= 785 && t.ancho === ancho)
          .map((t) => t.texto)
          .join(''),
      );
    const [etiquetas, valores] = [columna(140), columna(345)];
    for (const s of documento.secciones)
      for (const [etiqueta, valor] of s.lineas) {
        expect(etiquetas, etiqueta).toContain(sinEspacios(etiqueta));
        expect(valores, valor).toContain(sinEspacios(valor));
      }
    if (documento.verificacion) expect(trazos.map((t) => t.texto)).toContain(documento.verificacion.codigo);
    // What was laid out is what the file holds, the last page's number included.
    const porPagina = [...trazos].sort((a, b) => a.pagina - b.pagina).map((t) => t.texto);
    expect(await textoDePdf(pdf, 'todas')).toEqual(porPagina);
    expect(trazos.at(-1)!.texto).toContain(`Página ${paginas} de ${paginas}`);
  });

  it('writes every date dd/mm/aaaa and every time on the 24-hour clock (decision 0147)', async () => {
    const pdf = await renderDocumento(documento, tenant);
    expect(fechasAjenas((await textoDePdf(pdf, 'todas')).join('\n'))).toEqual([]);
  });
});
