import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { TIPOS_DECLARACION } from '../../declaraciones/estados.ts';
import { cursorQuery, pageOf, unFiltro } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { exportacionParamsSchema, exportacionSchema } from '../schemas/exportacion.ts';
import { subidaResponseSchema } from '../schemas/siniestro.ts';
import {
  adjuntarFacturaSchema,
  adjuntarPagoSchema,
  declaracionParamsSchema,
  declaracionSchema,
  estadosQuerySchema,
  confirmarPagoSchema,
  idBodySchema,
  idDeclaracionSchema,
  saldosResponseSchema,
  subirArchivoDeclaracionSchema,
} from '../schemas/declaracion.ts';

/**
 * Monthly declarations (spec 2 §2.3, §4.2, §7; issue 13). Paths are the spec's (`declaraciones/...`
 * under /v1); the spec's multipart uploads are a presigned POST (`/archivos`) plus the spec's call
 * with the uploaded key. Either kind's consult permission passes the gateway: the handler checks the
 * one of the declaration's type (sales: declaracionesVenta.consultar; technical:
 * declaracionesCompra.consultar) and the caller's scope (the administration all; an insurer its
 * technical ones; any other company the sales declarations it issued). Out of scope answers 404.
 */
const BASE = '/v1/declaraciones';
const CONSULTA = ['declaracionesVenta.consultar', 'declaracionesCompra.consultar'] as const;

export const FILTROS_DECLARACIONES = ['referencia', 'nroCertificado', 'facturaComercial'] as const;

export const listDeclaracionesQuerySchema = z
  .object({
    ...cursorQuery(5, 50),
    tipo: z.enum(TIPOS_DECLARACION),
    estado: z.optional(estadosQuerySchema),
    /** The hidden filters (spec 2 §2.3): a certificate's internal reference or number, or the invoice number. */
    referencia: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    nroCertificado: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    facturaComercial: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  })
  .check(z.superRefine(unFiltro(FILTROS_DECLARACIONES, 'Filtrá por referencia, número de certificado o factura: uno por vez')));

export const listDeclaraciones = defineOperation({
  id: 'list-declaraciones',
  area: 'declaraciones',
  method: 'GET',
  path: BASE,
  callers: USER_OR_SSO,
  permission: CONSULTA,
  summary:
    'Declaraciones de un tipo (venta o técnica), de la más reciente a la más vieja, una página por cursor, con su factura y sus comprobantes de pago; filtro por estados (lista) o por la referencia interna o el número de un certificado, o el número de factura. `meta.total` sale de contadores (null en búsquedas).',
  query: listDeclaracionesQuerySchema,
  response: pageOf(declaracionSchema),
  uses: ['table:read', 'files:read:declaraciones'],
});

export const confirmarDeclaracion = defineOperation({
  id: 'confirmar-declaracion',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/declaradas`,
  callers: USER_OR_SSO,
  permission: CONSULTA,
  summary:
    "'Estoy conforme': un borrador (2) pasa a Declarada (3) con la misma transición condicional que la aceptación automática a los 5 días; de las dos, una sola gana (la otra recibe 409). Publica DeclaracionAceptada (manual).",
  body: idBodySchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:read:declaraciones', 'events:put'],
});

export const subirArchivoDeclaracion = defineOperation({
  id: 'subir-archivo-declaracion',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/{id}/archivos`,
  callers: USER_OR_SSO,
  permission: ['declaracionesCompra.consultar', 'declaraciones.editarPagos'],
  summary:
    'Un POST prefirmado (10 minutos o menos, hasta 10 MB, tipo exacto) para subir a S3 la factura (PDF), su CFDI (XML, tenants de México) o un comprobante de pago (PDF o imagen) de la declaración, bajo el tenant y la declaración.',
  params: declaracionParamsSchema,
  body: subirArchivoDeclaracionSchema,
  response: subidaResponseSchema,
  uses: ['table:write', 'files:upload:subidas-declaraciones'],
});

export const adjuntarFactura = defineOperation({
  id: 'adjuntar-factura',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/{id}/facturas`,
  callers: USER_OR_SSO,
  permission: 'declaracionesCompra.consultar',
  summary:
    'Adjunta la factura ya subida (verificada otra vez en el servidor: tamaño, tipo y firma del archivo) a una declaración Declarada (3), que pasa a Facturada (4). Publica FacturaCargada.',
  params: declaracionParamsSchema,
  body: adjuntarFacturaSchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:write:subidas-declaraciones', 'files:write:declaraciones', 'events:put'],
});

export const eliminarFactura = defineOperation({
  id: 'eliminar-factura',
  area: 'declaraciones',
  method: 'DELETE',
  path: `${BASE}/{id}/facturas`,
  callers: USER_OR_SSO,
  permission: 'declaracionesCompra.consultar',
  summary: 'Quita la factura de una declaración Facturada (4) no pagada, que vuelve a Declarada (3). Publica FacturaEliminada.',
  params: declaracionParamsSchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:write:declaraciones', 'events:put'],
});

export const adjuntarPago = defineOperation({
  id: 'adjuntar-pago',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/{id}/pagos`,
  callers: USER_OR_SSO,
  permission: 'declaraciones.editarPagos',
  summary:
    "Adjunta un comprobante de pago ya subido (verificado en el servidor) a una declaración Declarada o Facturada no pagada; queda 'Revisar' hasta que se confirme el pago total. Publica PagoInformado.",
  params: declaracionParamsSchema,
  body: adjuntarPagoSchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:write:subidas-declaraciones', 'files:write:declaraciones', 'events:put'],
});

export const eliminarPago = defineOperation({
  id: 'eliminar-pago',
  area: 'declaraciones',
  method: 'DELETE',
  path: `${BASE}/{id}/pagos/{pagoId}`,
  callers: USER_OR_SSO,
  permission: 'declaraciones.editarPagos',
  summary: 'Quita un comprobante de pago de una declaración no pagada. Publica PagoEliminado.',
  params: z.object({ id: idDeclaracionSchema, pagoId: z.string().check(z.regex(/^[a-f0-9-]{8,36}$/, 'Pago inválido')) }),
  response: declaracionSchema,
  uses: ['table:write', 'files:write:declaraciones', 'events:put'],
});

const PAGADAS_SUMMARY =
  'Confirma el pago de una declaración Facturada (4) comparando la suma de sus comprobantes con la factura. Si alcanzan, queda pagada (la marca va en la factura, spec 2 §3.5) y sus comprobantes, verificados; publica DeclaracionPagada con los importes. Si faltan, sin `faltante` contesta 409 con los importes; con `faltante.decision` `condonar` (y `motivo`) queda pagada con la diferencia condonada, con `mantenerSaldo` verifica los comprobantes y el saldo sigue abierto (publica PagoParcialConfirmado). `faltante.pagado` es la suma que vio quien confirma: si cambió, 409.';

export const confirmarPagoDeclaracion = defineOperation({
  id: 'confirmar-pago-declaracion',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/{id}/pagadas`,
  callers: USER_OR_SSO,
  permission: 'declaraciones.confirmarPagos',
  summary: `${PAGADAS_SUMMARY} El id del cuerpo debe ser el de la ruta.`,
  params: declaracionParamsSchema,
  body: confirmarPagoSchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:read:declaraciones', 'events:put'],
});

export const confirmarPagos = defineOperation({
  id: 'confirmar-pagos',
  area: 'declaraciones',
  method: 'POST',
  path: `${BASE}/pagadas`,
  callers: USER_OR_SSO,
  permission: 'declaraciones.confirmarPagos',
  summary: `${PAGADAS_SUMMARY} La otra forma de la especificación (spec 2 §7), con el id en el cuerpo.`,
  body: confirmarPagoSchema,
  response: declaracionSchema,
  uses: ['table:write', 'files:read:declaraciones', 'events:put'],
});

export const exportarDeclaracion = defineOperation({
  id: 'exportar-declaracion',
  area: 'declaraciones',
  method: 'GET',
  path: `${BASE}/{id}/descargas`,
  callers: USER_OR_SSO,
  permission: CONSULTA,
  summary:
    'Pide el bordereau de la declaración (XLSX: encabezado, una fila por certificado, totales iguales a los de la declaración) en la variante de quien lo pide (prima, markup): 202 con la exportación. Si el cierre de mes ya lo generó está `lista`, con un GET prefirmado de 5 minutos; si no, `pendiente`: lo arma el worker generar-exportacion y se consulta con get-exportacion.',
  params: declaracionParamsSchema,
  response: exportacionSchema,
  status: 202,
  uses: ['table:write', 'files:read:declaraciones', 'exports:queue'],
});

export const getExportacion = defineOperation({
  id: 'get-exportacion',
  area: 'declaraciones',
  method: 'GET',
  path: '/v1/exportaciones/{id}',
  callers: USER_OR_SSO,
  summary:
    'Una exportación pedida por quien consulta (de otro usuario o tenant: 404): `pendiente` mientras se arma, `lista` con un GET prefirmado de 5 minutos, o `fallida` con el mensaje de la spec.',
  params: exportacionParamsSchema,
  response: exportacionSchema,
  uses: ['table:read', 'files:read:declaraciones', 'files:read:exportaciones'],
});

export const listSaldosQuerySchema = z
  .object({
    /** The chosen clients (the issuing companies billed by sales declarations), up to 20. */
    clientes: z.pipe(
      z.string().check(z.regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'Elegí entre 1 y 20 clientes')),
      z.transform((s) => [...new Set(s.split(',').map(Number))]),
    ),
    desde: z.optional(z.iso.date('Fecha inválida')),
    hasta: z.optional(z.iso.date('Fecha inválida')),
  })
  .check(z.superRefine(unFiltro([], '')));

export const listSaldos = defineOperation({
  id: 'list-saldos',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes/saldos',
  callers: USER_OR_SSO,
  permission: 'clientes.ver',
  summary:
    'Saldos de clientes (spec 1 §2.4): las facturas de las declaraciones de venta de los clientes elegidos en el rango de fechas (hasta 200 por cliente), con método de pago, importe, saldo y estado (Pagada, Vencida o Pendiente), y el total adeudado hoy por moneda, de contadores.',
  query: listSaldosQuerySchema,
  response: saldosResponseSchema,
  uses: ['table:read'],
});

export const exportarSaldos = defineOperation({
  id: 'exportar-saldos',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes/saldos/exportacion',
  callers: USER_OR_SSO,
  permission: 'clientes.ver',
  summary:
    'Pide los mismos saldos en un XLSX: 202 con la exportación `pendiente`, que arma el worker generar-exportacion; se consulta con get-exportacion hasta tener su GET prefirmado de 5 minutos.',
  query: listSaldosQuerySchema,
  response: exportacionSchema,
  status: 202,
  uses: ['table:write', 'exports:queue'],
});
