import { describe, expect, it } from 'vitest';
import { ESTADOS_SUSCRIPCION as E, impedimentoSuscripcion, siguientesSuscripcion } from './estados.ts';

describe('underwriting request states', () => {
  it('a received request may be analysed, quoted or refused; one in analysis only quoted or refused', () => {
    expect(siguientesSuscripcion(E.recibida.id)).toEqual([E.enAnalisis.id, E.cotizada.id, E.rechazada.id]);
    expect(siguientesSuscripcion(E.enAnalisis.id)).toEqual([E.cotizada.id, E.rechazada.id]);
  });

  it('quoted and refused are final', () => {
    for (const final of [E.cotizada.id, E.rechazada.id])
      for (const hacia of [E.recibida.id, E.enAnalisis.id, E.cotizada.id, E.rechazada.id])
        expect(impedimentoSuscripcion(final, hacia, 'x')?.campo).toBe('estado');
  });

  it('quoting and refusing need the answer the requester reads; analysing does not', () => {
    expect(impedimentoSuscripcion(E.recibida.id, E.cotizada.id, '  ')).toEqual({
      campo: 'respuesta',
      mensaje: 'Indique la respuesta para el solicitante',
    });
    expect(impedimentoSuscripcion(E.enAnalisis.id, E.rechazada.id, '')?.campo).toBe('respuesta');
    expect(impedimentoSuscripcion(E.recibida.id, E.enAnalisis.id, '')).toBeNull();
    expect(impedimentoSuscripcion(E.enAnalisis.id, E.cotizada.id, 'Tasa 0,35 ‰, franquicia 1 %')).toBeNull();
  });
});
