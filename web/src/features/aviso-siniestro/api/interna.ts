import { createSiniestro, subirArchivoDenuncia } from '#shared/contract/operations/siniestros.ts';
import type { Denuncia } from '#shared/contract/schemas/siniestro.ts';
import { apiCall } from '#web/lib/api-client.ts';
import type { PedidoSubida } from '../lib/upload-queue.ts';
import { conReintento } from './publico.ts';

/** POST /v1/siniestros/archivos: an upload slot for a new internal claim. */
export const pedirSlotInterno = (p: PedidoSubida) => apiCall(subirArchivoDenuncia, { body: p, silent: true });

/** POST /v1/siniestros (report-claims permission), with the form's Idempotency-Key. */
export const denunciarInterno = (body: Denuncia, idempotencyKey: string) =>
  conReintento(() => apiCall(createSiniestro, { body, headers: { 'Idempotency-Key': idempotencyKey } }));
