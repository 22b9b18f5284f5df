import * as z from 'zod/mini';
import { LISTAS_ARCHIVOS, type CertificadoSiniestro } from '#shared/contract/schemas/siniestro.ts';
import { ESTADO_SINIESTRO_IDS, estaAbierto } from '#shared/siniestros/estados.ts';
import { soloAlfanumerico } from '#shared/text/normalizar.ts';
import { defineEntity, type Contribution, type ItemOf } from './model/entity.ts';

const archivoSchema = z.object({ key: z.string(), nombre: z.string(), tipo: z.string(), tamano: z.number(), fecha: z.string() });
export type ArchivoItem = z.infer<typeof archivoSchema>;

const siniestroSchema = z.object({
  id: z.int().check(z.positive()),
  numero: z.string(),
  version: z.int().check(z.positive()),
  estado: z.enum(ESTADO_SINIESTRO_IDS),
  origen: z.enum(['publico', 'interno']),
  idCertificado: z.int(),
  numeroCertificado: z.string(),
  /** What it keeps of the certificate (absent on claims filed before: specific trips). */
  certificado: z.optional(z.custom<CertificadoSiniestro>((v) => typeof v === 'object' && v !== null)),
  /** The issuing company for a floating policy's certificate, the producer for a specific trip: who sees it besides the insurer. */
  productorId: z.int(),
  aseguradoraId: z.int(),
  /** A floating policy's certificate: its client's company, whose users see the claims of their certificates. */
  clienteEmpresaId: z.optional(z.int()),
  cobertura: z.int(),
  fechaOcurrencia: z.string(),
  fechaDenuncia: z.string(),
  lugarOcurrencia: z.string(),
  ubicacionActualMercaderia: z.string(),
  descripcion: z.string(),
  comentarios: z.string(),
  beneficiario: z.object({ cif: z.string(), nombre: z.string() }),
  contacto: z.object({ nombre: z.string(), email: z.string(), telefono: z.string() }),
  montoReclamado: z.number(),
  idResponsable: z.nullable(z.int()),
  idLiquidador: z.nullable(z.int()),
  idRedLiquidador: z.nullable(z.int()),
  reserva: z.nullable(z.number()),
  indemnizaciones: z.array(z.object({ fecha: z.string(), valor: z.number() })),
  archivos: z.object(
    Object.fromEntries(LISTAS_ARCHIVOS.map((l) => [l, z.array(archivoSchema)])) as Record<
      (typeof LISTAS_ARCHIVOS)[number],
      z.ZodMiniArray<typeof archivoSchema>
    >,
  ),
  documentoCertificado: z.nullable(z.string()),
  /** Derived: the beneficiary's tax id as searched (letters and digits only). */
  beneficiarioCif: z.optional(z.string()),
});
type Siniestro = z.output<typeof siniestroSchema>;

/** Long texts are cut in the row: a list shows their start; the detail reads the claim. */
const RESUMEN = 280;
const resumen = (s: string) => (s.length > RESUMEN ? `${s.slice(0, RESUMEN - 1)}…` : s);

const fila = (s: Siniestro) => ({
  id: s.id,
  numero: s.numero,
  version: s.version,
  estado: s.estado,
  origen: s.origen,
  idCertificado: s.idCertificado,
  numeroCertificado: s.numeroCertificado,
  certificado: s.certificado,
  cobertura: s.cobertura,
  fechaOcurrencia: s.fechaOcurrencia,
  fechaDenuncia: s.fechaDenuncia,
  lugarOcurrencia: resumen(s.lugarOcurrencia),
  ubicacionActualMercaderia: resumen(s.ubicacionActualMercaderia),
  descripcion: resumen(s.descripcion),
  comentarios: resumen(s.comentarios),
  beneficiario: s.beneficiario,
  contacto: s.contacto,
  montoReclamado: s.montoReclamado,
  idResponsable: s.idResponsable,
  idLiquidador: s.idLiquidador,
  idRedLiquidador: s.idRedLiquidador,
  reserva: s.reserva,
  indemnizaciones: s.indemnizaciones,
  productorId: s.productorId,
  aseguradoraId: s.aseguradoraId,
  clienteEmpresaId: s.clienteEmpresaId,
});
export type SiniestroFila = ReturnType<typeof fila>;

const contribuciones = (s: Siniestro): Contribution[] => {
  const abierto = estaAbierto(s.estado);
  const scopes: { ambito: AmbitoSiniestros; ambitoId: number }[] = [
    { ambito: 'productor', ambitoId: s.productorId },
    { ambito: 'aseguradora', ambitoId: s.aseguradoraId },
    ...(s.clienteEmpresaId === undefined ? [] : [{ ambito: 'empresaCliente' as const, ambitoId: s.clienteEmpresaId }]),
  ];
  return scopes.flatMap((scope) => [
    { ...scope, metrica: 'siniestros', valor: 1 },
    { ...scope, metrica: `siniestros.estado.${s.estado}`, valor: 1 },
    { ...scope, metrica: 'siniestros.abiertos', valor: abierto ? 1 : 0 },
    { ...scope, metrica: 'siniestros.montoAbiertoUsd', valor: abierto ? s.montoReclamado : 0 },
  ]);
};

const byFecha = ['fechaDenuncia', 'id'] as const;

/**
 * A claim and its comments share a partition (siniestro#id): the detail is one Query, and a
 * comment never conflicts with an edit. The indexes list a company's claims newest first.
 */
export const Siniestro = defineEntity(siniestroSchema)({
  name: 'siniestro',
  description: 'Una denuncia de siniestro sobre un certificado emitido (viaje específico o de póliza flotante).',
  usedBy: 'denuncia pública e interna, patch-siniestro (condicional sobre la versión), get-siniestro, list-siniestros',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byProductor: { index: 'gsi1', pk: ['productorId'], sk: byFecha, description: 'los del productor por fecha de denuncia' },
    byAseguradora: {
      index: 'gsi2',
      pk: ['aseguradoraId'],
      sk: byFecha,
      description: 'los de la aseguradora por fecha de denuncia',
    },
    byProductorEstado: {
      index: 'gsi3',
      pk: ['productorId', 'estado'],
      sk: byFecha,
      description: 'los del productor en un estado',
    },
    byAseguradoraEstado: {
      index: 'gsi4',
      pk: ['aseguradoraId', 'estado'],
      sk: byFecha,
      description: 'los de la aseguradora en un estado',
    },
    byProductorBeneficiario: {
      index: 'gsi5',
      pk: ['productorId', 'beneficiarioCif'],
      sk: byFecha,
      description: 'los del productor de un beneficiario (CIF exacto)',
    },
    byAseguradoraBeneficiario: {
      index: 'gsi6',
      pk: ['aseguradoraId', 'beneficiarioCif'],
      sk: byFecha,
      description: 'los de la aseguradora de un beneficiario (CIF exacto)',
    },
    byCliente: {
      index: 'gsi8',
      pk: ['clienteEmpresaId'],
      sk: byFecha,
      description: 'los de los certificados de un cliente (sólo los de pólizas flotantes) por fecha de denuncia',
    },
    byCertificado: {
      index: 'gsi7',
      pk: ['numeroCertificado'],
      sk: byFecha,
      description: 'los de un certificado (pocos por certificado; se descartan los de otra empresa)',
    },
  },
  pad: { id: 10 },
  derive: (s) => ({ beneficiarioCif: soloAlfanumerico(s.beneficiario.cif) || undefined }),
  row: fila,
  counters: contribuciones,
});
export type SiniestroItem = ItemOf<typeof Siniestro>;

export const Observacion = defineEntity(
  z.object({
    siniestroId: z.int().check(z.positive()),
    fecha: z.string(),
    rand: z.string(),
    mensaje: z.string().check(z.maxLength(4000)),
    usuario: z.object({ nombre: z.string(), email: z.string() }),
  }),
)({
  name: 'observacion',
  description: 'Un comentario de un siniestro (sólo se agregan).',
  usedBy: 'patch-siniestro con observacion, get-siniestro (con el siniestro, en una Query)',
  key: { pkLabel: 'siniestro', pk: ['siniestroId'], sk: ['fecha', 'rand'] },
  pad: { siniestroId: 10 },
  counters: (o) => [{ ambito: 'siniestro', ambitoId: o.siniestroId, metrica: 'comentarios', valor: 1 }],
});
export type ObservacionItem = ItemOf<typeof Observacion>;

/** Whose claims a total counts: the producing or issuing company, the insurer, a floating certificate's client. */
export type AmbitoSiniestros = 'productor' | 'aseguradora' | 'empresaCliente';

export const siniestrosTotal = (ambito: AmbitoSiniestros, empresaId: number, estado?: string) => ({
  ambito,
  ambitoId: empresaId,
  metrica: estado ? `siniestros.estado.${estado}` : 'siniestros',
});

export const comentariosDe = (siniestroId: number) => ({ ambito: 'siniestro', ambitoId: siniestroId, metrica: 'comentarios' });
