import { describe, expect, it } from 'vitest';
import { condicionFiscalPredeterminada, condicionesFiscales, impuestosAplicables } from './impuestos.ts';

const claves = (pais: number) => condicionesFiscales(pais).map((c) => c.clave);
const impuestos = (pais: number, cond: string, op = 201) =>
  impuestosAplicables(pais, cond, op).map((i) => `${i.nombre} ${i.porcentaje}`);

describe('condiciones fiscales', () => {
  it('lists the spec 2 §6 conditions by country, plus Responsable inscripto for Argentina (decision, issue 27 item 24)', () => {
    expect(claves(76)).toEqual(['simplesNacional', 'lucroPresumido', 'lucroReal']);
    expect(claves(32)).toEqual(['responsableInscripto', 'monotributista', 'exento', 'consumidorFinal', 'noResponsable']);
    expect(claves(152)).toEqual(['monotributista', 'exento', 'consumidorFinal', 'noResponsable']);
    expect(condicionFiscalPredeterminada(32)).toMatchObject({ id: 1, clave: 'responsableInscripto' });
    const ids = [32, 76, 484].flatMap((p) => condicionesFiscales(p).map((c) => c.id));
    expect(new Set(ids).size).toBe(new Set([32, 76, 484].flatMap(claves)).size);
  });
});

describe('impuestos', () => {
  it('AR: IVA 21 and IIBB 3; exentos pay only IIBB', () => {
    expect(impuestos(32, 'responsableInscripto')).toEqual(['IVA 21', 'Ingresos Brutos 3']);
    expect(impuestos(32, 'consumidorFinal')).toEqual(['IVA 21', 'Ingresos Brutos 3']);
    expect(impuestos(32, 'exento')).toEqual(['Ingresos Brutos 3']);
  });
  it('MX: IVA 16; BR: IOF 7.38 only on national transit; others none', () => {
    expect(impuestos(484, 'consumidorFinal')).toEqual(['IVA 16']);
    expect(impuestos(484, 'exento')).toEqual([]);
    expect(impuestos(76, 'lucroReal', 203)).toEqual(['IOF 7.38']);
    expect(impuestos(76, 'lucroReal', 201)).toEqual([]);
    expect(impuestos(76, 'lucroReal', 202)).toEqual([]);
    expect(impuestos(152, 'consumidorFinal')).toEqual([]);
  });
});
