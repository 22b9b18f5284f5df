import { randomUUID } from 'node:crypto';
import { subirArchivoDenuncia } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { presignArchivo } from '#lib/siniestros/archivos.ts';

export const handler = operationHandler(subirArchivoDenuncia, async ({ body }, { db, usuario }) =>
  presignArchivo(
    db,
    { llamante: `usuario:${usuario.id}`, destino: 'denuncia' },
    'subidas-denuncias',
    `u${usuario.id}-${randomUUID().slice(0, 8)}`,
    body,
  ),
);
