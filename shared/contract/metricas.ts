/**
 * The portal's own CloudWatch metrics, written by the functions as log lines in the embedded metric
 * format (functions/lib/http/logger.ts), each watched by an alarm of the stage (infra). Both sides
 * read the names from here.
 */
export const METRICAS = {
  /** A mail or domain event that could not be delivered (functions/lib/ports/avisos.ts). */
  avisosNoEntregados: 'AvisosNoEntregados',
  /** A version whose documents reintentar-documentos gave up on after its tries. */
  documentosAbandonados: 'DocumentosAbandonados',
  /** The people API did not answer a person-blocking validation: specific-trip issues are refused meanwhile. */
  personasSinRespuesta: 'PersonasSinRespuesta',
} as const;

export type Metrica = (typeof METRICAS)[keyof typeof METRICAS];

/** The namespace of a stage's metrics (the functions get it as METRICS_NAMESPACE). */
export const metricsNamespace = (stage: string): string => `PortalCarga/${stage}`;
