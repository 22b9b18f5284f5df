import { describe, expect, it } from 'vitest';
import { FECHA_FUTURA, denunciaFormSchema, valoresIniciales } from './form.ts';
import { ddmmyyyyAIso, esPosteriorAHoy, hoyIso, isoADdmmyyyy, mascaraFecha } from './fecha.ts';

describe('occurrence date dd-mm-yyyy <-> ISO', () => {
  it('masks what is typed', () => {
    expect(mascaraFecha('3')).toBe('3');
    expect(mascaraFecha('3112')).toBe('31-12');
    expect(mascaraFecha('31/12/2024 extra 9')).toBe('31-12-2024');
  });
  it('converts only complete, real days', () => {
    expect(ddmmyyyyAIso('31-12-2024')).toBe('2024-12-31');
    expect(ddmmyyyyAIso('29-02-2024')).toBe('2024-02-29');
    expect(ddmmyyyyAIso('29-02-2023')).toBeUndefined();
    expect(ddmmyyyyAIso('31-12-24')).toBeUndefined();
    expect(isoADdmmyyyy('2024-12-31')).toBe('31-12-2024');
  });
  it('today is local and a later day is refused by the form schema', () => {
    expect(hoyIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(esPosteriorAHoy('2026-01-06', '2026-01-05')).toBe(true);
    expect(esPosteriorAHoy('2026-01-05', '2026-01-05')).toBe(false);
    const base = {
      ...valoresIniciales({ idCertificado: 1, numeroCertificado: 'VE-1', cif: '30' }),
      contacto: { nombre: 'María', email: 'maria@x.demo', telefono: '+54 11 4444-5555' },
      cobertura: 3,
      descripcion: 'Vuelco',
      lugarOcurrencia: 'Ruta 14',
      ubicacionActualMercaderia: 'Depósito',
      montoReclamado: 10,
      comentarios: 'Nada',
    };
    expect(denunciaFormSchema.safeParse({ ...base, fechaOcurrencia: hoyIso() }).success).toBe(true);
    const futura = denunciaFormSchema.safeParse({ ...base, fechaOcurrencia: '2999-01-01' });
    expect(futura.error?.issues.map((i) => i.message)).toEqual([FECHA_FUTURA]);
    const incompleta = denunciaFormSchema.safeParse({ ...base, fechaOcurrencia: '31-12' });
    expect(incompleta.error?.issues[0]?.message).toBe('Ingresá una fecha válida (dd-mm-aaaa)');
  });
});
