import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LISTAS_ARCHIVOS, type ListaArchivos } from '#shared/contract/schemas/siniestro.ts';
import { FILE_MESSAGES, isAllowedContentType, MAX_FILE_BYTES, MAX_FILES_PER_LIST } from '#shared/files/limits.ts';
import { mensajeDeSubida, subirAS3, type SlotSubida } from '#web/lib/s3-upload.ts';

export type EstadoAdjunto = 'subiendo' | 'listo' | 'error';

/** One chosen file: it uploads as soon as it is chosen; a failed one keeps its File to retry. */
export interface Adjunto {
  uid: string;
  lista: ListaArchivos;
  file: File;
  nombre: string;
  estado: EstadoAdjunto;
  /** 0..1 */
  progreso: number;
  key?: string;
  /** The server's message when it refused the slot, or S3's reason in words; undefined for a network failure. */
  error?: string | undefined;
}

export interface PedidoSubida {
  lista: ListaArchivos;
  nombre: string;
  tipo: string;
  tamano: number;
}

export type PedirSlot = (pedido: PedidoSubida) => Promise<SlotSubida>;
export type SubirArchivo = typeof subirAS3;

/** The browser's own check (the server checks again): type, 15 MB. */
export const validarArchivo = (file: Pick<File, 'size' | 'type'>): string | undefined => {
  if (!isAllowedContentType(file.type)) return FILE_MESSAGES.badType;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooBig;
  if (file.size === 0) return FILE_MESSAGES.missing;
  return undefined;
};

export type ListasSubidas = Record<ListaArchivos, { key: string; nombre: string }[]>;

let seq = 0;
const nuevoUid = () => `adj-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** The server's refusal of the slot, or S3's of the file (over 15 MB: EntityTooLarge); undefined otherwise. */
const mensajeDe = (err: unknown): string | undefined => {
  const e = err as { name?: string; status?: number; errors?: { message: string }[]; message?: string };
  if (e?.name !== 'ApiError' || !e.status) return mensajeDeSubida(err, FILE_MESSAGES);
  return e.errors?.[0]?.message ?? e.message;
};

/**
 * The attachment lists of a claim form: each file is checked, then uploaded at once (slot from the
 * API, multipart POST straight to S3 with progress). A failure keeps the file for a retry; nothing
 * here touches the rest of the form.
 */
export const useUploadQueue = (pedirSlot: PedirSlot, subir: SubirArchivo = subirAS3) => {
  const [items, setItems] = useState<Adjunto[]>([]);
  const [rechazos, setRechazos] = useState<Partial<Record<ListaArchivos, string[]>>>({});
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const map = controllers.current;
    return () => {
      for (const c of map.values()) c.abort();
    };
  }, []);

  const update = useCallback((uid: string, patch: Partial<Adjunto>) => {
    setItems((prev) => prev.map((a) => (a.uid === uid ? { ...a, ...patch } : a)));
  }, []);

  const iniciar = useCallback(
    async (a: Adjunto) => {
      const controller = new AbortController();
      controllers.current.set(a.uid, controller);
      update(a.uid, { estado: 'subiendo', progreso: 0, error: undefined });
      try {
        const slot = await pedirSlot({ lista: a.lista, nombre: a.nombre, tipo: a.file.type, tamano: a.file.size });
        await subir(slot, a.file, (ratio) => update(a.uid, { progreso: ratio }), controller.signal);
        if (!controller.signal.aborted) update(a.uid, { estado: 'listo', progreso: 1, key: slot.key });
      } catch (err) {
        if (!controller.signal.aborted) update(a.uid, { estado: 'error', error: mensajeDe(err) });
      } finally {
        controllers.current.delete(a.uid);
      }
    },
    [pedirSlot, subir, update],
  );

  /** Adds files to a list: the refused ones (type, size, more than 10) are reported, the rest start uploading. */
  const agregar = useCallback(
    (lista: ListaArchivos, files: readonly File[]): string[] => {
      const enLista = itemsRef.current.filter((a) => a.lista === lista).length;
      const refused: string[] = [];
      const nuevos: Adjunto[] = [];
      for (const file of files) {
        const motivo = enLista + nuevos.length >= MAX_FILES_PER_LIST ? FILE_MESSAGES.tooMany : validarArchivo(file);
        if (motivo) refused.push(`${file.name}: ${motivo}`);
        else nuevos.push({ uid: nuevoUid(), lista, file, nombre: file.name, estado: 'subiendo', progreso: 0 });
      }
      setRechazos((r) => ({ ...r, [lista]: refused }));
      if (nuevos.length) {
        itemsRef.current = [...itemsRef.current, ...nuevos];
        setItems((prev) => [...prev, ...nuevos]);
        for (const a of nuevos) void iniciar(a);
      }
      return refused;
    },
    [iniciar],
  );

  const reintentar = useCallback(
    (uid: string) => {
      const a = itemsRef.current.find((x) => x.uid === uid);
      if (a && a.estado === 'error') void iniciar(a);
    },
    [iniciar],
  );

  const quitar = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    itemsRef.current = itemsRef.current.filter((a) => a.uid !== uid);
    setItems((prev) => prev.filter((a) => a.uid !== uid));
  }, []);

  const limpiar = useCallback(() => {
    itemsRef.current = [];
    setItems([]);
    setRechazos({});
  }, []);

  const subiendo = items.some((a) => a.estado === 'subiendo');
  const conError = items.some((a) => a.estado === 'error');
  const listas = useMemo(
    () =>
      Object.fromEntries(
        LISTAS_ARCHIVOS.map((l) => [
          l,
          items.filter((a) => a.lista === l && a.estado === 'listo' && a.key).map((a) => ({ key: a.key!, nombre: a.nombre })),
        ]),
      ) as ListasSubidas,
    [items],
  );

  return { items, rechazos, agregar, reintentar, quitar, limpiar, subiendo, conError, listas };
};
