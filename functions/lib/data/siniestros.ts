import type { ListaArchivos } from '#shared/contract/schemas/siniestro.ts';
import type { EstadoSiniestro } from '#shared/siniestros/estados.ts';
import type { TenantTable } from './table.ts';

export interface ArchivoItem {
  key: string;
  nombre: string;
  tipo: string;
  tamano: number;
  fecha: string;
}

export interface SiniestroItem {
  id: number;
  numero: string;
  version: number;
  estado: EstadoSiniestro;
  origen: 'publico' | 'interno';
  idCertificado: number;
  numeroCertificado: string;
  productorId: number;
  aseguradoraId: number;
  cobertura: number;
  fechaOcurrencia: string;
  fechaDenuncia: string;
  lugarOcurrencia: string;
  ubicacionActualMercaderia: string;
  descripcion: string;
  comentarios: string;
  beneficiario: { cif: string; nombre: string };
  contacto: { nombre: string; email: string; telefono: string };
  montoReclamado: number;
  idResponsable: number | null;
  idLiquidador: number | null;
  idRedLiquidador: number | null;
  reserva: number | null;
  indemnizaciones: { fecha: string; valor: number }[];
  archivos: Record<ListaArchivos, ArchivoItem[]>;
  documentoCertificado: string | null;
}

export interface ObservacionItem {
  mensaje: string;
  fecha: string;
  usuario: { nombre: string; email: string };
}

const listKey = (s: Pick<SiniestroItem, 'fechaDenuncia' | 'id'>) => [s.fechaDenuncia, String(s.id).padStart(10, '0')];

/**
 * A claim and its comments share a partition (SINIESTRO#id): the claim item plus one append-only
 * OBS item per comment, so the detail is one Query and comments never conflict with edits.
 * gsi1 lists a producer's claims, gsi2 an insurer's.
 */
export const siniestros = (table: TenantTable) => ({
  item: (s: SiniestroItem) =>
    table.item(
      {
        pk: ['SINIESTRO', s.id],
        sk: ['SINIESTRO'],
        gsi1: [['SINIESTROS_PRODUCTOR', s.productorId], listKey(s)],
        gsi2: [['SINIESTROS_ASEGURADORA', s.aseguradoraId], listKey(s)],
      },
      { ...s, tipo: 'siniestro' },
    ),

  observacionItem: (id: number, o: ObservacionItem, rand: string) =>
    table.item({ pk: ['SINIESTRO', id], sk: ['OBS', o.fecha, rand] }, { ...o, tipo: 'observacion' }),

  get: (id: number, consistent = false) =>
    table.get<SiniestroItem & Record<string, unknown>>(['SINIESTRO', id], ['SINIESTRO'], { consistent }),

  /** The claim and its comments in one read. */
  conObservaciones: async (id: number, consistent = false) => {
    const items = await table.queryAll<Record<string, unknown>>({ pk: ['SINIESTRO', id], consistent });
    const siniestro = items.find((i) => i.tipo === 'siniestro') as (SiniestroItem & Record<string, unknown>) | undefined;
    const observaciones = items.filter((i) => i.tipo === 'observacion') as unknown as ObservacionItem[];
    return { siniestro, observaciones };
  },

  deEmpresa: (scope: 'productor' | 'aseguradora', empresaId: number) =>
    table.queryAll<SiniestroItem & Record<string, unknown>>({
      index: scope === 'productor' ? 'gsi1' : 'gsi2',
      pk: [scope === 'productor' ? 'SINIESTROS_PRODUCTOR' : 'SINIESTROS_ASEGURADORA', empresaId],
      descending: true,
    }),
});
