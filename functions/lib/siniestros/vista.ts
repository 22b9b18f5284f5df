import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { textoCobertura } from '#shared/siniestros/coberturas.ts';
import { estadoSiniestro } from '#shared/siniestros/estados.ts';
import { siniestros, type ObservacionItem, type SiniestroItem } from '../data/siniestros.ts';
import { historialDe, type Item, type TenantTable } from '../data/table.ts';
import { presignDownload } from '../files/storage.ts';

const empresaRef = (empresas: Map<number, Empresa>, id: number | null) => {
  const e = id ? empresas.get(id) : undefined;
  return e ? { id: e.id, nombre: e.nombre, cif: e.cif } : null;
};

export const fila = (s: SiniestroItem, empresas: Map<number, Empresa>) => {
  const e = estadoSiniestro(s.estado);
  const ultima = [...s.indemnizaciones].sort((a, b) => a.fecha.localeCompare(b.fecha)).at(-1);
  return {
    id: s.id,
    numero: s.numero,
    version: s.version,
    idCertificado: s.idCertificado,
    numeroCertificado: s.numeroCertificado,
    estado: { id: e.id, nombre: e.nombre, color: e.color },
    cobertura: { id: s.cobertura, texto: textoCobertura(s.cobertura) },
    fechaOcurrencia: s.fechaOcurrencia,
    fechaDenuncia: s.fechaDenuncia,
    lugarOcurrencia: s.lugarOcurrencia,
    ubicacionActualMercaderia: s.ubicacionActualMercaderia,
    descripcion: s.descripcion,
    comentarios: s.comentarios,
    beneficiario: s.beneficiario,
    contacto: s.contacto,
    montoReclamado: { monto: s.montoReclamado },
    responsable: empresaRef(empresas, s.idResponsable),
    liquidador: empresaRef(empresas, s.idLiquidador),
    redLiquidador: empresaRef(empresas, s.idRedLiquidador),
    reserva: s.reserva === null ? null : { monto: s.reserva },
    indemnizaciones: s.indemnizaciones,
    fechaIndemnizacion: ultima?.fecha ?? null,
    origen: s.origen,
  };
};

/** The claim as spec 3 §3.8 reads it, with short-lived download links (only ever built for its own tenant). */
export const toSiniestro = async (
  s: SiniestroItem,
  observaciones: ObservacionItem[],
  historial: Item[],
  empresas: Map<number, Empresa>,
): Promise<Siniestro> => {
  const archivos = async (lista: keyof SiniestroItem['archivos']) =>
    Promise.all(s.archivos[lista].map(async (a) => ({ ...a, url: await presignDownload(a.key, a.nombre) })));
  const [fotosDanio, facturas, otros, urlpdfCertificado] = await Promise.all([
    archivos('fotosDanio'),
    archivos('facturas'),
    archivos('otros'),
    s.documentoCertificado
      ? presignDownload(s.documentoCertificado, `certificado-${s.numeroCertificado}.pdf`)
      : Promise.resolve(null),
  ]);
  return {
    ...fila(s, empresas),
    observaciones: [...observaciones].sort((a, b) => a.fecha.localeCompare(b.fecha)),
    fotosDanio,
    facturas,
    otros,
    urlpdfCertificado,
    historial: historialDe(historial, (v) => (typeof v === 'string' ? v : null)),
  };
};

/** The claim as the screens read it after a change: claim, comments and timeline read again. */
export const leerSiniestro = async (table: TenantTable, id: number, empresas: Map<number, Empresa>): Promise<Siniestro> => {
  const [{ siniestro, observaciones }, historial] = await Promise.all([
    siniestros(table).conObservaciones(id, true),
    table.auditTrail('siniestro', id, true),
  ]);
  return toSiniestro(siniestro as SiniestroItem, observaciones, historial, empresas);
};
