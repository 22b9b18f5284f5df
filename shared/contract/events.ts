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
  // A claim moved along its state machine (issue 30 item 3: partners subscribe to it); not on a mere edit.
  'SiniestroEstadoCambiado',
  // Marine cargo underwriting requests (issue 15): filed, and each answer of the desk.
  'SuscripcionSolicitada',
  'SuscripcionActualizada',
  // Customs-bond quotation requests (issue 27 item 25): filed, and each answer of the insurer.
  'CaucionSolicitada',
  'CaucionActualizada',
  // The boat checkout (issue 15): a quote to pay, and its policy once the wallet confirmed the payment.
  'CotizacionEmbarcacionCreada',
  'PolizaEmbarcacionPagada',
  // A security custody hired for a certificate (spec 2 §4.3's 'hired').
  'CustodiaContratada',
  // The declarations' life (issue 13), delivered to finance's queue; detail: declaracionEventoSchema.
  'DeclaracionEnBorrador',
  'DeclaracionAceptada',
  'FacturaCargada',
  'FacturaEliminada',
  'PagoInformado',
  'PagoEliminado',
  // The proofs of a shortfall verified and the balance kept open (issue 27 item 2): not paid yet.
  'PagoParcialConfirmado',
  'DeclaracionPagada',
] as const;

/** The declaration events finance receives (a rule sends them to its queue). */
export const EVENTOS_DECLARACION = [
  'DeclaracionEnBorrador',
  'DeclaracionAceptada',
  'FacturaCargada',
  'FacturaEliminada',
  'PagoInformado',
  'PagoEliminado',
  // The proofs of a shortfall verified and the balance kept open (issue 27 item 2): not paid yet.
  'PagoParcialConfirmado',
  'DeclaracionPagada',
] as const satisfies readonly (typeof DOMAIN_EVENTS)[number][];
export type EventoDeclaracion = (typeof EVENTOS_DECLARACION)[number];

export type DomainEvent = (typeof DOMAIN_EVENTS)[number];

export const EVENT_SOURCE = 'portal-carga';
