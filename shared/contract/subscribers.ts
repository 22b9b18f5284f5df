import { EVENTOS_WEBHOOK } from '../webhooks/eventos.ts';
import { DOCUMENTOS_RENDERIZADOS } from './archivos.ts';
import type { Subscriber } from './define.ts';

/**
 * Functions triggered by domain events: an EventBridge rule per subscriber in the cloud (retried,
 * with a dead-letter queue), the local events adapter's in-process delivery with `npm start`.
 */
export const SUBSCRIBERS: readonly Subscriber[] = [
  {
    name: 'generar-documentos',
    summary:
      'Genera los PDF que le faltan a la versión actual de un certificado de viaje específico (copias asegurado y productor de una cotización, constancia al emitir) de carga (cotización, certificado al emitir) o de rating anual (cotización, certificado anual al emitir), y la cotización y la póliza de una embarcación (la póliza pagada va por correo al tomador); guarda sus claves. Idempotente por versión.',
    events: [
      'CotizacionGuardada',
      'AprobacionSolicitada',
      'CertificadoAprobado',
      'CertificadoRechazado',
      'CertificadoEmitido',
      'CotizacionEmbarcacionCreada',
      'PolizaEmbarcacionPagada',
    ],
    uses: ['table:write', ...DOCUMENTOS_RENDERIZADOS, 'mail:send'],
  },
  {
    name: 'despachar-webhooks',
    summary:
      'Abre una entrega por cada endpoint de webhook suscrito al evento en cada empresa que el evento nombra y la pone en la cola de entregar-webhook. Idempotente por evento y endpoint.',
    events: Object.values(EVENTOS_WEBHOOK),
    uses: ['table:write', 'webhooks:queue'],
  },
];
