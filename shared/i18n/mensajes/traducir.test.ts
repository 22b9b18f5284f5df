import { describe, expect, it } from 'vitest';
import { mensajeTransicion } from '../../siniestros/estados.ts';
import { traducirMensaje } from './traducir.ts';

describe('traducirMensaje', () => {
  it('gives es-AR the Spanish word for word', () => {
    expect(traducirMensaje('es-AR', 'Requerido')).toBe('Requerido');
    expect(traducirMensaje('es-AR', 'La cobertura no admite la operación Importación')).toBe(
      'La cobertura no admite la operación Importación',
    );
  });

  it('gives pt-BR the Portuguese text of a known message', () => {
    expect(traducirMensaje('pt-BR', 'Requerido')).toBe('Obrigatório');
    expect(traducirMensaje('pt-BR', 'No tenés permiso para realizar esta operación.')).toBe(
      'Você não tem permissão para realizar esta operação.',
    );
    expect(traducirMensaje('pt-BR', 'Por favor, revisá los errores para poder continuar')).toBe(
      'Por favor, revise os erros para poder continuar',
    );
  });

  it('fills a template with the message values', () => {
    expect(traducirMensaje('pt-BR', 'Máximo 500 caracteres')).toBe('Máximo de 500 caracteres');
    expect(traducirMensaje('pt-BR', 'El MAE ($ 1.000,00) es menor al mínimo de la cobertura ($ 5.000,00)')).toBe(
      'O MAE ($ 1.000,00) é menor que o mínimo da cobertura ($ 5.000,00)',
    );
    expect(traducirMensaje('pt-BR', 'La póliza está vencida (su vigencia terminó el 31/12/2025).')).toBe(
      'A apólice está vencida (sua vigência terminou em 31/12/2025).',
    );
    expect(
      traducirMensaje('pt-BR', 'La fecha de salida está fuera de la vigencia de la póliza (01/01/2026 al 31/12/2026).'),
    ).toBe('A data de saída está fora da vigência da apólice (01/01/2026 a 31/12/2026).');
  });

  it('names a catalogue entry by its pt-BR name, in the case the message writes it', () => {
    expect(traducirMensaje('pt-BR', 'La cobertura no admite la operación Importación')).toBe(
      'A cobertura não admite a operação Importação',
    );
    expect(traducirMensaje('pt-BR', 'La cobertura no admite la mercadería Alimentos no perecederos')).toBe(
      'A cobertura não admite a mercadoria Alimentos não perecíveis',
    );
    expect(traducirMensaje('pt-BR', 'La suma asegurada supera el límite de USD 1.000,00 para transporte ferroviario.')).toBe(
      'A importância segurada ultrapassa o limite de USD 1.000,00 para transporte ferroviário.',
    );
    // An entry the seeded catalogue does not know (the engine's 'operación 999') keeps its text.
    expect(traducirMensaje('pt-BR', 'La cobertura no admite la operación operación 999')).toBe(
      'A cobertura não admite a operação operación 999',
    );
  });

  it("names a claim's statuses in the transition message by their pt-BR names, lower case as written", () => {
    const es = mensajeTransicion('documentacionPendiente', 'cerrado');
    expect(es).toBe('Un siniestro documentación pendiente no puede pasar a cerrado.');
    expect(traducirMensaje('pt-BR', es)).toBe('Um sinistro documentação pendente não pode passar para encerrado.');
    expect(traducirMensaje('es-AR', es)).toBe(es);
  });

  it('names an entry with the pt-BR name the tenant gave it in /maestros, the seeded one otherwise', () => {
    const propios = { tiposRiesgo: [{ nombre: 'Importación', nombres: { 'pt-BR': 'Importação (editada)' } }] };
    expect(traducirMensaje('pt-BR', 'La cobertura no admite la operación Importación', propios)).toBe(
      'A cobertura não admite a operação Importação (editada)',
    );
    expect(traducirMensaje('pt-BR', 'La cobertura no admite la operación Exportación', propios)).toBe(
      'A cobertura não admite a operação Exportação',
    );
  });

  it('names the interpolated field, and prefers the key with the most fixed text', () => {
    expect(traducirMensaje('pt-BR', 'El campo prima mínima es requerido')).toBe('O campo prêmio mínimo é obrigatório');
    expect(traducirMensaje('pt-BR', 'No puede tener más de 20 sucursales')).toBe('Não pode ter mais de 20 filiais');
    expect(traducirMensaje('pt-BR', 'El campo Código Interno es requerido')).toBe('O campo Código Interno é obrigatório');
  });

  it('leaves a message it does not know unchanged', () => {
    expect(traducirMensaje('pt-BR', 'Too big: expected string to have <=100 characters')).toBe(
      'Too big: expected string to have <=100 characters',
    );
    expect(traducirMensaje('pt-BR', '')).toBe('');
  });
});
