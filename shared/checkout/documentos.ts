/**
 * What a boat quote still lacks of its papers: its quotation, and once paid its policy and the
 * e-mail that takes the policy to the policyholder (the note the thank-you view shows).
 */
export type PendienteEmbarcacion = 'cotizacion' | 'poliza' | 'correo-poliza';

export const pendientesEmbarcacion = (q: {
  estado: 'pendiente' | 'pagada';
  documentos: { cotizacion?: string; poliza?: string };
  polizaEnviada?: string;
}): PendienteEmbarcacion[] => [
  ...(q.documentos.cotizacion ? [] : (['cotizacion'] as const)),
  ...(q.estado === 'pagada' && !q.documentos.poliza ? (['poliza'] as const) : []),
  ...(q.estado === 'pagada' && !q.polizaEnviada ? (['correo-poliza'] as const) : []),
];
