import { describe, expect, it } from 'vitest';
import { hoyIso } from '#web/lib/fecha.ts';
import { FECHA_FUTURA, denunciaFormSchema, valoresIniciales } from './form.ts';

describe('claim form schema', () => {
  it('refuses an occurrence date after today or incomplete', () => {
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
    expect(incompleta.error?.issues[0]?.message).toBe('Ingresá una fecha válida (dd/mm/aaaa)');
  });
});
