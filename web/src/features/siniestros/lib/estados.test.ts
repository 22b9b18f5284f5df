import { describe, expect, it } from 'vitest';
import { opcionesEstado } from './estados.ts';
import { totalIndemnizado, usd } from './formato.ts';
import { parseAbiertos, permisosSiniestro } from './permisos.ts';

describe('status options', () => {
  it('are the current status and the next ones of the state machine', () => {
    expect(opcionesEstado('denunciado').map((o) => o.value)).toEqual(['denunciado', 'enAnalisis', 'rechazado']);
    expect(opcionesEstado('indemnizado').map((o) => o.label)).toEqual(['Indemnizado', 'Cerrado']);
    expect(opcionesEstado('cerrado').map((o) => o.value)).toEqual(['cerrado']);
  });
  it('follow the enumeration served by the API when loaded', () => {
    const servidos = [{ id: 'denunciado' as const, nombre: 'Recibido', color: '#000', siguientes: ['rechazado' as const] }];
    expect(opcionesEstado('denunciado', servidos)).toEqual([
      { value: 'denunciado', label: 'Recibido' },
      { value: 'rechazado', label: 'Rechazado' },
    ]);
  });
});

describe('claims helpers', () => {
  it('format USD and add indemnities', () => {
    expect(usd(1234.5)).toBe('USD 1.234,50');
    expect(usd(null)).toBe('—');
    expect(totalIndemnizado([{ valor: 1 }, { valor: 2.5 }])).toBe(3.5);
    expect(totalIndemnizado([])).toBeNull();
  });
  it('read permissions and the open tabs', () => {
    expect(permisosSiniestro(['siniestros.consultar'])).toEqual({
      consultar: true,
      denunciar: false,
      editar: false,
      infoInterna: false,
    });
    expect(parseAbiertos('12,abc,15,12,-1')).toEqual([12, 15]);
    expect(parseAbiertos(null)).toEqual([]);
  });
});
