import { describe, expect, it } from 'vitest';
import { contextoAnual, solicitudAnual } from '../rating-anual/fixtures.ts';
import { cotizarAnual } from '../rating-anual/motor.ts';
import { copiaDeducible, ofertaEnLocale } from './textos-localizados.ts';

const oferta = {
  cobertura: {
    nombre: 'Todo riesgo',
    nombres: { 'pt-BR': 'Todos os riscos' },
    resumenes: ['Carga y descarga incluidas.', 'Sólo transporte terrestre.'],
    resumenesEn: { 'pt-BR': ['Carga e descarga incluídas.', ''] },
  },
  deducibles: [
    { cobertura: 'Robo total', deducible: '15 % del siniestro', nombres: { 'pt-BR': { cobertura: 'Roubo total' } } },
    { cobertura: 'Guerra y huelga', deducible: '1 %' },
  ],
  medidasSeguridad: [{ nombre: 'Custodia armada', nombres: { 'pt-BR': 'Escolta armada' } }, { nombre: 'Precintos' }],
};

describe('ofertaEnLocale', () => {
  it('leaves an es-AR offer as it is', () => {
    expect(ofertaEnLocale(oferta, 'es-AR')).toBe(oferta);
  });

  it('gives a pt-BR tenant each text in Portuguese, and its Spanish where none was written', () => {
    const pt = ofertaEnLocale(oferta, 'pt-BR');
    expect(pt.cobertura.nombre).toBe('Todos os riscos');
    expect(pt.cobertura.resumenes).toEqual(['Carga e descarga incluídas.', 'Sólo transporte terrestre.']);
    expect(pt.deducibles.map((d) => `${d.cobertura}: ${d.deducible}`)).toEqual([
      'Roubo total: 15 % del siniestro',
      'Guerra y huelga: 1 %',
    ]);
    expect(pt.medidasSeguridad.map((m) => m.nombre)).toEqual(['Escolta armada', 'Precintos']);
    // The offer itself is not changed: it goes back to the server as priced.
    expect(oferta.cobertura.nombre).toBe('Todo riesgo');
  });

  it("reaches the annual engine's offers from the seeded master", () => {
    const o = cotizarAnual(solicitudAnual(), contextoAnual()).find((x) => x.cobertura.id === 1)!;
    const pt = ofertaEnLocale(o, 'pt-BR');
    expect(pt.cobertura.nombre).toBe('Flutuante Todos os Riscos');
    expect(pt.deducibles.map((d) => d.cobertura)).toContain('Roubo total');
    expect(pt.medidasSeguridad.map((m) => m.nombre)).toContain('Paradas e pernoites somente em locais vigiados');
  });
});

describe('copiaDeducible', () => {
  it('copies the pt-BR texts too, so an offer never shares the master’s objects', () => {
    const d = oferta.deducibles[0]!;
    const copia = copiaDeducible(d);
    expect(copia).toEqual(d);
    expect(copia.nombres).not.toBe(d.nombres);
    expect(copia.nombres!['pt-BR']).not.toBe(d.nombres!['pt-BR']);
  });
});
