import { DOCUMENTOS_RENDERIZADOS } from './archivos.ts';
import type { Job } from './define.ts';
import type { FunctionAccess } from './grants.ts';

/**
 * Scheduled jobs, beside the operations: the CDK schedules stack and the local scheduler both read
 * this list. Every job is idempotent: running it twice changes nothing the second time.
 */
export const JOBS: readonly Job[] = [
  {
    name: 'latido-planificador',
    summary:
      'Registra que el planificador corrió (fecha y cantidad de corridas por día) para que operaciones vea si los trabajos programados están vivos.',
    schedule: 'rate(15 minutes)',
    localEveryMs: 60_000,
    scope: 'global',
    uses: ['table:write'],
  },
  {
    name: 'vencer-cotizaciones',
    summary:
      'Pasa a Cotización vencida (251) cada cotización cuya validez terminó, sólo en los tenants que la configuran (vencimientoCotizacionDias; apagado por defecto, la especificación no la pide). Idempotente.',
    schedule: 'cron(15 3 * * ? *)',
    localEveryMs: 60 * 60_000,
    scope: 'tenant',
    uses: ['table:write'],
  },
  {
    name: 'reintentar-documentos',
    summary:
      'Hace lo que sigue faltando 15 minutos después del último cambio (la función de documentos falló en todos sus reintentos): los PDF de viajes específicos, certificados de carga y contenedores, cotizaciones y certificados de rating anual, la cotización y la póliza de una embarcación y el correo de la póliza pagada. Hasta 3 intentos por versión, auditados; después la deja de intentar, lo registra y lo cuenta en la métrica DocumentosAbandonados (con alarma). Idempotente.',
    schedule: 'rate(15 minutes)',
    localEveryMs: 5 * 60_000,
    scope: 'tenant',
    uses: ['table:write', ...DOCUMENTOS_RENDERIZADOS, 'mail:send'],
  },
  {
    name: 'cerrar-mes',
    summary:
      'El día 1 (hora de negocio): arma los borradores de las declaraciones del mes que terminó (o de `--periodo AAAA-MM`, sólo un mes ya terminado): cada certificado emitido del mes pasa a declarado (30) en la misma transacción que su línea en la declaración de venta (empresa emisora) y en la técnica (aseguradora y póliza) y las sumas de ambas; en segmentos paralelos (uno por cliente, uno por aseguradora para los viajes específicos), cada uno una corrida desde la cola del trabajo, por tandas y retomable; cuando termina el último segmento, el resto y cada declaración del mes pasa de En proceso a Borrador, y el bordereau de cada una en su propia corrida. Idempotente: correrlo otra vez sólo hace lo que falta.',
    schedule: 'cron(30 3 1 * ? *)',
    localEveryMs: 60 * 60_000,
    scope: 'tenant',
    uses: ['table:write', 'files:write:declaraciones', 'events:put', 'queue:send'],
    timeoutMinutes: 15,
    maxConcurrency: 10,
  },
  {
    name: 'aceptar-borradores',
    summary:
      'Diario: cada borrador con más de 5 días pasa a Declarada con la misma transición condicional que la confirmación manual (de las dos, una sola gana y publica un solo evento). Idempotente.',
    schedule: 'cron(0 4 * * ? *)',
    localEveryMs: 60 * 60_000,
    scope: 'tenant',
    uses: ['table:write', 'events:put'],
  },
  {
    name: 'resumen-finanzas',
    summary:
      'Diario: un correo a los contactos de finanzas del tenant con las declaraciones que cambiaron desde el último resumen (qué les pasó) y el XLSX de los saldos abiertos (facturas de venta sin pagar). Lee sólo los días desde el último resumen; correrlo otra vez no manda nada nuevo.',
    schedule: 'cron(0 11 * * ? *)',
    localEveryMs: 24 * 60 * 60_000,
    scope: 'tenant',
    uses: ['table:write', 'mail:send'],
  },
];

/** What the dispatcher of a tenant job does: queue one message per tenant on that job's queue. */
export const DISPATCHER_NAME = 'repartir-por-tenant';
export const DISPATCHER_ACCESS: FunctionAccess = { uses: ['queue:send'] };
