import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  adjuntarFactura,
  adjuntarPago,
  confirmarDeclaracion,
  confirmarPagoDeclaracion,
  eliminarFactura,
  eliminarPago,
  exportarDeclaracion,
  listDeclaraciones,
  subirArchivoDeclaracion,
} from '#shared/contract/operations/declaraciones.ts';
import { descargarDocumentoCarga, listCertificadosCarga } from '#shared/contract/operations/certificados.ts';
import { descargarDocumentoContenedores, listCertificadosContenedores } from '#shared/contract/operations/contenedores.ts';
import { descargarDocumentoCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import {
  ARCHIVO_DECLARACION_GRANDE,
  type AdjuntarFactura,
  type AdjuntarPago,
  type ArchivoDeclaracion,
  type ConfirmarPago,
  type Declaracion,
} from '#shared/contract/schemas/declaracion.ts';
import type { TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import type { CursorPage } from '#web/components/use-cursor-pager.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { mensajeDeSubida, subirAS3 } from '#web/lib/s3-upload.ts';

/** What the declaration's tabs show of a certificate of either kind. */
export type FilaDeclarada = Pick<
  CertificadoCargaFila,
  | 'id'
  | 'nroCertificado'
  | 'nroReferenciaInterna'
  | 'fechaEstado'
  | 'beneficiario'
  | 'moneda'
  | 'prima'
  | 'precioFinal'
  | 'estado'
  | 'documentos'
  | 'origen'
> &
  Partial<Pick<CertificadoCargaFila, 'sumaAsegurada' | 'premio'>> & { cantidadContenedores?: number };

export const DECLARACIONES_KEY = ['declaraciones'] as const;

export interface ConsultaDeclaraciones {
  tipo: TipoDeclaracion;
  estados: number[];
  filtro: { por: 'referencia' | 'nroCertificado' | 'facturaComercial'; texto: string } | null;
  size: number;
  cursor?: string;
}

/** GET /v1/declaraciones: one page by cursor; several states go as 'estado=2,3'. */
export const useDeclaraciones = (c: ConsultaDeclaraciones) =>
  useQuery({
    queryKey: [...DECLARACIONES_KEY, 'list', c] as const,
    queryFn: ({ signal }) => {
      const query = {
        tipo: c.tipo,
        size: c.size,
        ...(c.cursor ? { cursor: c.cursor } : {}),
        ...(c.filtro ? { [c.filtro.por]: c.filtro.texto } : c.estados.length ? { estado: c.estados.join(',') } : {}),
      } as unknown as Query<typeof listDeclaraciones>;
      return apiCall(listDeclaraciones, { query, signal });
    },
    placeholderData: keepPreviousData,
  });

/** The certificates of one kind a declaration holds (the tabs): the certificate lists filtered by it. */
export const useCertificadosDeDeclaracion = (id: string, ramo: 'transporte' | 'contenedores', size: number, cursor?: string) =>
  useQuery({
    queryKey: [...DECLARACIONES_KEY, 'certificados', id, ramo, size, cursor] as const,
    queryFn: ({ signal }) => {
      const query = { idDeclaracion: id, size, ...(cursor ? { cursor } : {}) };
      return (
        ramo === 'transporte'
          ? apiCall(listCertificadosCarga, { query, signal })
          : apiCall(listCertificadosContenedores, { query, signal })
      ) as Promise<CursorPage<FilaDeclarada>>;
    },
    placeholderData: keepPreviousData,
  });

/**
 * After any action the lists are read again (the answer is the declaration as written). The refetch is not
 * awaited: an action usually removes its own button (a confirmed draft has no 'Confirmar'), and a caller's
 * `mutate(…, { onSuccess })` is skipped once its component unmounted, so awaiting it lost the success toast.
 */
const useAccion = <V>(fn: (v: V) => Promise<Declaracion>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: DECLARACIONES_KEY });
    },
  });
};

export const useConfirmarDeclaracion = () => useAccion((id: string) => apiCall(confirmarDeclaracion, { body: { id } }));
export const useEliminarFactura = () => useAccion((id: string) => apiCall(eliminarFactura, { params: { id } }));
export const useEliminarPago = () =>
  useAccion(({ id, pagoId }: { id: string; pagoId: string }) => apiCall(eliminarPago, { params: { id, pagoId } }));
export const useConfirmarPago = () =>
  useAccion((body: ConfirmarPago) => apiCall(confirmarPagoDeclaracion, { params: { id: body.id }, body }));

/** Presigned POST, the bytes straight to S3 (with progress), and the key to attach. */
export const subirArchivo = async (id: string, tipo: ArchivoDeclaracion, file: File, onProgress: (r: number) => void) => {
  const slot = await apiCall(subirArchivoDeclaracion, {
    params: { id },
    body: { tipo, nombreArchivo: file.name, contentType: file.type, tamano: file.size },
  });
  await subirAS3(slot, file, onProgress).catch((err: unknown) => {
    // S3 refused it (over 10 MB: EntityTooLarge): the form's toast says why.
    const mensaje = mensajeDeSubida(err, { tooBig: ARCHIVO_DECLARACION_GRANDE, missing: FILE_MESSAGES.missing });
    throw mensaje ? new Error(mensaje) : err;
  });
  return slot.key;
};

export const useAdjuntarFactura = () =>
  useAccion(({ id, body }: { id: string; body: AdjuntarFactura }) => apiCall(adjuntarFactura, { params: { id }, body }));
export const useAdjuntarPago = () =>
  useAccion(({ id, body }: { id: string; body: AdjuntarPago }) => apiCall(adjuntarPago, { params: { id }, body }));

/** The bordereau of the declaration in the reader's variant: ready, or being built (BotonExportar follows it). */
export const pedirBordereau = (id: string) => apiCall(exportarDeclaracion, { params: { id } });

/** The PDF of a declared certificate: a specific trip's certificate (constancia) or a floating one's. */
export const urlCertificadoDeclarado = async (f: Pick<FilaDeclarada, 'id' | 'origen'>, ramo: 'transporte' | 'contenedores') => {
  const params = { id: String(f.id) };
  if (f.origen === 've')
    return (await apiCall(descargarDocumentoCertificado, { params, query: { documento: 'constancia' } })).url;
  return ramo === 'transporte'
    ? (await apiCall(descargarDocumentoCarga, { params: { ...params, tipo: 'certificado' } })).url
    : (await apiCall(descargarDocumentoContenedores, { params: { ...params, tipo: 'certificado' } })).url;
};
