import type { Mensaje } from '../ports/correo/port.ts';
import { oracion } from '#shared/text/oracion.ts';

/**
 * The e-mails of the specific-trip flow, as pure functions so their wording is tested. Both the quote
 * and the request are feminine nouns ('cotización aprobada'); sentences that end in a name go through
 * `oracion`, so 'S.A.' is not followed by a second full stop.
 */
export const correoDecision = (d: {
  para: string;
  id: number;
  aprobada: boolean;
  cobertura: string;
  aseguradora: string;
  observaciones: string;
}): Mensaje => {
  const resultado = d.aprobada ? 'aprobada' : 'rechazada';
  return {
    para: [d.para],
    asunto: `Cotización ${d.id} ${resultado} por ${d.aseguradora}`,
    texto: [
      `La solicitud de aprobación de la cotización ${d.id} (${d.cobertura}) fue ${resultado}.`,
      d.observaciones ? oracion(`Observaciones: ${d.observaciones}`) : '',
      d.aprobada ? 'Ya podés emitirla desde el portal.' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
};

export const correoEmision = (e: {
  para: string[];
  nroCertificado: string;
  id: number;
  tenant: string;
  cobertura: string;
  aseguradora: string;
  tomador: string | null;
  urlVerificacion: string;
}): Mensaje => ({
  para: e.para,
  asunto: `Certificado ${e.nroCertificado} emitido`,
  texto: [
    oracion(`Se emitió el certificado ${e.nroCertificado} (cotización ${e.id}) de ${e.tenant}`),
    oracion(`Cobertura: ${e.cobertura} - ${e.aseguradora}`),
    oracion(`Tomador: ${e.tomador ?? '-'}`),
    `Verificación: ${e.urlVerificacion}`,
  ].join('\n'),
});
