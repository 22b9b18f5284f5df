import { DOCUMENTO_CERTIFICADO } from '#shared/contract/operations/siniestros.ts';
import { LISTAS_ARCHIVOS, type EmpresaSiniestro, type Siniestro as SiniestroVista } from '#shared/contract/schemas/siniestro.ts';
import { textoCobertura } from '#shared/siniestros/coberturas.ts';
import { estadoSiniestro } from '#shared/siniestros/estados.ts';
import { catalogo } from '../data/catalogos.ts';
import { empresasPorId } from '../data/empresas.ts';
import type { TenantDb } from '../data/model/db.ts';
import { Auditoria, historialDe, MAX_HISTORIAL, type AuditoriaItem } from '../data/plataforma.ts';
import { Observacion, Siniestro, type ObservacionItem, type SiniestroFila, type SiniestroItem } from '../data/siniestros.ts';
import { presignDownload } from '../files/storage.ts';
import { empresasDe } from './acceso.ts';

/** A claim's comments are bounded by the people handling it; more than this is not a conversation. */
const MAX_OBSERVACIONES = 1000;

type Empresas = Map<number, EmpresaSiniestro>;

/**
 * The companies some claims name, as spec 3 §3.8 reads them (with logo, markup and country): one
 * BatchGet for the companies and the tenant's country catalogue (cached in the container).
 */
export const empresasDeSiniestros = async (db: TenantDb, ids: (number | null)[]): Promise<Empresas> => {
  // Most claims name no company yet: then not even the (cached) catalogue is read.
  const [empresas, paises] = await Promise.all([empresasPorId(db, ids), ids.some(Boolean) ? catalogo(db, 'paises') : []]);
  return new Map(
    [...empresas.values()].map((e) => {
      const p = paises.find((x) => x.id === e.paisId);
      return [
        e.id,
        {
          id: e.id,
          nombre: e.nombre,
          cif: e.cif,
          logo: e.configuracion.logo ?? null,
          markup: null,
          pais: { id: e.paisId, nombre: p?.nombre ?? '', bandera: p?.bandera ?? '' },
        },
      ];
    }),
  );
};

const empresaRef = (empresas: Empresas, id: number | null) => (id ? (empresas.get(id) ?? null) : null);

export const fila = (s: SiniestroFila | SiniestroItem, empresas: Empresas) => {
  const e = estadoSiniestro(s.estado);
  const ultima = [...s.indemnizaciones].sort((a, b) => a.fecha.localeCompare(b.fecha)).at(-1);
  return {
    id: s.id,
    numero: s.numero,
    version: s.version,
    idCertificado: s.idCertificado,
    numeroCertificado: s.numeroCertificado,
    // Claims filed before claims kept their certificate have none (all against specific trips).
    certificado: s.certificado ?? null,
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

/** The file or document of a claim a download names (its key or 'certificado'), with the name it downloads as. */
export const documentoDe = (s: SiniestroItem, documento: string): { key: string; nombre: string } | undefined => {
  if (documento === DOCUMENTO_CERTIFICADO) {
    return s.documentoCertificado ? { key: s.documentoCertificado, nombre: `certificado-${s.numeroCertificado}.pdf` } : undefined;
  }
  return LISTAS_ARCHIVOS.flatMap((lista) => s.archivos[lista]).find((a) => a.key === documento);
};

/** The claim as spec 3 §3.8 reads it, with short-lived download links (only ever built for its own tenant). */
export const toSiniestro = async (
  s: SiniestroItem,
  observaciones: ObservacionItem[],
  historial: AuditoriaItem[],
  empresas: Empresas,
): Promise<SiniestroVista> => {
  const archivos = async (lista: keyof SiniestroItem['archivos']) =>
    Promise.all(s.archivos[lista].map(async (a) => ({ ...a, url: await presignDownload(a.key, a.nombre) })));
  const certificado = documentoDe(s, DOCUMENTO_CERTIFICADO);
  const [fotosDanio, facturas, otros, urlpdfCertificado] = await Promise.all([
    archivos('fotosDanio'),
    archivos('facturas'),
    archivos('otros'),
    certificado ? presignDownload(certificado.key, certificado.nombre) : Promise.resolve(null),
  ]);
  return {
    ...fila(s, empresas),
    observaciones: observaciones.map(({ mensaje, fecha, usuario }) => ({ mensaje, fecha, usuario })),
    fotosDanio,
    facturas,
    otros,
    urlpdfCertificado,
    historial: historialDe(historial, (v) => (typeof v === 'string' ? v : null)),
  };
};

/**
 * The claim as the detail reads it: the claim, its comments (oldest first) and its timeline in
 * parallel, then the companies it names in one BatchGet. Undefined when it does not exist.
 */
export const leerSiniestro = async (db: TenantDb, id: number, consistent = false) => {
  const [siniestro, observaciones, historial] = await Promise.all([
    db.get(Siniestro, { id }, { consistent }),
    db.query(Observacion, 'primary', { siniestroId: id }, { limit: MAX_OBSERVACIONES, consistent }),
    db.query(Auditoria, 'primary', { entidad: 'siniestro', entidadId: String(id) }, { limit: MAX_HISTORIAL, consistent }),
  ]);
  if (!siniestro) return undefined;
  return { siniestro, vista: () => verSiniestro(db, siniestro, observaciones.items, historial.items) };
};

const verSiniestro = async (db: TenantDb, s: SiniestroItem, observaciones: ObservacionItem[], historial: AuditoriaItem[]) =>
  toSiniestro(s, observaciones, historial, await empresasDeSiniestros(db, empresasDe(s)));
