import { describe, expect, it } from 'vitest';
import { correoDecision, correoEmision } from './correos.ts';

const decision = {
  para: 'p@x.demo',
  id: 3,
  cobertura: 'Todo riesgo',
  aseguradora: 'Aseguradora del Sur S.A.',
  observaciones: '',
};

describe('specific-trip e-mails', () => {
  it('agree in gender with the quote: aprobada, rechazada', () => {
    const a = correoDecision({ ...decision, aprobada: true });
    expect(a.asunto).toBe('Cotización 3 aprobada por Aseguradora del Sur S.A.');
    expect(a.texto).toContain('La solicitud de aprobación de la cotización 3 (Todo riesgo) fue aprobada.');
    const r = correoDecision({ ...decision, aprobada: false, observaciones: 'Falta la factura.' });
    expect(r.asunto).toBe('Cotización 3 rechazada por Aseguradora del Sur S.A.');
    expect(r.texto).toContain('fue rechazada.');
    expect(r.texto).toContain('Observaciones: Falta la factura.');
    expect(r.texto).not.toContain('..');
  });

  it('never print a double full stop after a name that ends in one', () => {
    const m = correoEmision({
      para: ['p@x.demo'],
      nroCertificado: 'VE-00000001',
      id: 3,
      tenant: 'Carga Sur S.A.',
      cobertura: 'Todo riesgo',
      aseguradora: 'Aseguradora del Sur S.A.',
      tomador: 'Importadora Norte S.R.L.',
      urlVerificacion: 'http://cargosur.localhost:5173/verificar/ABC',
    });
    expect(m.texto).not.toContain('..');
    expect(m.texto.split('\n')).toEqual([
      'Se emitió el certificado VE-00000001 (cotización 3) de Carga Sur S.A.',
      'Cobertura: Todo riesgo - Aseguradora del Sur S.A.',
      'Tomador: Importadora Norte S.R.L.',
      'Verificación: http://cargosur.localhost:5173/verificar/ABC',
    ]);
  });
});
