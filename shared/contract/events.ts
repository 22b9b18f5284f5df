/**
 * The domain events the product publishes on its bus (source `portal-carga`), each with the tenant
 * in its detail. Subscribers (shared/contract/subscribers.ts) and finance's rules select by name.
 */
export const DOMAIN_EVENTS = [
  'CotizacionGuardada',
  'AprobacionSolicitada',
  'CertificadoAprobado',
  'CertificadoRechazado',
  'CertificadoEmitido',
  'CertificadoDadoDeBaja',
  'SiniestroDenunciado',
] as const;

export type DomainEvent = (typeof DOMAIN_EVENTS)[number];

export const EVENT_SOURCE = 'portal-carga';
