import { describe, expect, it } from 'vitest';
import {
  diasDeCreditoError,
  diasDeCreditoPara,
  digitoVerificadorRfc,
  esCodigoPostalValido,
  esRegimenPermitido,
  esUsoCfdiPermitido,
  PERSONA_FISICA,
  PERSONA_MORAL,
  PPD,
  PUE,
  rfcError,
  usosCfdiPara,
} from './mexico.ts';

describe('RFC', () => {
  it('accepts real RFCs of both kinds, with the SAT check digit', () => {
    expect(rfcError('SAT970701NN3', PERSONA_MORAL)).toBeNull();
    expect(rfcError('BIM011108DJ5', PERSONA_MORAL)).toBeNull();
    expect(rfcError('GODE561231GR8', PERSONA_FISICA)).toBeNull();
    expect(rfcError(' gode561231gr8 ')).toBeNull();
    expect(digitoVerificadorRfc('SAT970701NN')).toBe('3');
    expect(digitoVerificadorRfc('GODE561231GR')).toBe('8');
  });

  it('refuses a wrong check digit, a wrong length for the kind of person, and a bad shape or date', () => {
    expect(rfcError('SAT970701NN4', PERSONA_MORAL)).toBe('digito');
    expect(rfcError('GODE561231GR9', PERSONA_FISICA)).toBe('digito');
    expect(rfcError('GODE561231GR8', PERSONA_MORAL)).toBe('longitudMoral');
    expect(rfcError('SAT970701NN3', PERSONA_FISICA)).toBe('longitudFisica');
    expect(rfcError('SAT971301NN3')).toBe('formato');
    expect(rfcError('SAT970230NN3')).toBe('formato');
    expect(rfcError('S4T970701NN3')).toBe('formato');
    expect(rfcError('')).toBe('formato');
  });

  it('takes the generic RFCs of the general public and of foreigners', () => {
    expect(rfcError('XAXX010101000', PERSONA_FISICA)).toBeNull();
    expect(rfcError('XEXX010101000')).toBeNull();
  });

  it('writes an A when the check is 10 and a 0 when it is 11', () => {
    expect(rfcError('ABC010210X0A', PERSONA_MORAL)).toBeNull();
    expect(rfcError('ABC010208X80', PERSONA_MORAL)).toBeNull();
    expect(rfcError('ABC010210X00', PERSONA_MORAL)).toBe('digito');
  });
});

describe('régimen, CFDI, código postal and PPD', () => {
  it('a régimen belongs to one kind of person', () => {
    expect(esRegimenPermitido(PERSONA_FISICA, 1)).toBe(true);
    expect(esRegimenPermitido(PERSONA_MORAL, 1)).toBe(false);
    expect(esRegimenPermitido(PERSONA_MORAL, 6)).toBe(true);
    expect(esRegimenPermitido(PERSONA_FISICA, 6)).toBe(false);
  });

  it('P01 only for a natural person under RESICO', () => {
    expect(esUsoCfdiPermitido(PERSONA_FISICA, 1, 'P01')).toBe(true);
    expect(esUsoCfdiPermitido(PERSONA_FISICA, 3, 'P01')).toBe(false);
    expect(esUsoCfdiPermitido(PERSONA_MORAL, 7, 'P01')).toBe(false);
    expect(esUsoCfdiPermitido(PERSONA_MORAL, 6, 'G03')).toBe(true);
    expect(usosCfdiPara(PERSONA_MORAL, 6).map((u) => u.id)).toEqual(['G01', 'G03', 'I01', 'I08']);
  });

  it('a código postal has 5 digits', () => {
    expect(esCodigoPostalValido('06600')).toBe(true);
    expect(esCodigoPostalValido('6600')).toBe(false);
    expect(esCodigoPostalValido('0660A')).toBe(false);
  });

  it('PPD requires días de crédito; PUE resets them', () => {
    expect(diasDeCreditoError(PPD, null)).toBe('El campo Días de crédito es requerido');
    expect(diasDeCreditoError(PPD, 0)).toMatch(/1 a 365/);
    expect(diasDeCreditoError(PPD, 30)).toBeNull();
    expect(diasDeCreditoError(PUE, null)).toBeNull();
    expect(diasDeCreditoPara(PUE, 30)).toBeNull();
    expect(diasDeCreditoPara(PPD, 30)).toBe(30);
  });
});
