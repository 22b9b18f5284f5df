import { describe, expect, it } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { accionesDetalle, datosEmision, tituloDetalleKey } from './detalle.ts';

const E = ESTADOS;
const COTIZA = ['viajesEspecificos.consultar', 'viajesEspecificos.cotizar'] as const;
const cert = (id: number, urls: Partial<Record<'urlConstancia' | 'urlAsegurado' | 'urlCopiaPAS', string | null>> = {}) => ({
  estado: { id, nombre: '', color: '', colorName: '' },
  urlConstancia: null,
  urlAsegurado: null,
  urlCopiaPAS: null,
  ...urls,
});

describe('detail buttons by state', () => {
  it('edit only when quoted; issue when quoted or approved', () => {
    expect(accionesDetalle(cert(E.cotizado.id), false, COTIZA)).toMatchObject({ editar: true, emitir: true, clonar: true });
    expect(accionesDetalle(cert(E.aprobado.id), false, COTIZA)).toMatchObject({ editar: false, emitir: true });
    for (const e of [E.emitido, E.enAprobacion, E.rechazado, E.declarado, E.baja, E.cotizacionVencida])
      expect(accionesDetalle(cert(e.id), false, COTIZA)).toMatchObject({ editar: false, emitir: false });
  });

  it('clone is hidden for the embedded tenant; each print button only with its link', () => {
    expect(accionesDetalle(cert(E.emitido.id), true, COTIZA).clonar).toBe(false);
    const a = accionesDetalle(cert(E.emitido.id, { urlConstancia: 'c', urlAsegurado: 'a' }), false, COTIZA);
    expect([a.constancia, a.asegurado, a.copiaPAS]).toEqual(['c', 'a', null]);
  });

  it('clone, edit and issue only with the quote permission (their wizard routes need it)', () => {
    const consulta = accionesDetalle(cert(E.cotizado.id, { urlAsegurado: 'a' }), false, ['viajesEspecificos.consultar']);
    expect(consulta).toMatchObject({ clonar: false, editar: false, emitir: false, asegurado: 'a' });
    expect(accionesDetalle(cert(E.aprobado.id), false, ['viajesEspecificos.consultar']).emitir).toBe(false);
  });

  it('titles by state', () => {
    expect(tituloDetalleKey(E.emitido.id)).toBe('veDetalle.titulo.emitido');
    expect(tituloDetalleKey(E.enAprobacion.id)).toBe('veDetalle.titulo.enAprobacion');
    expect(tituloDetalleKey(E.baja.id)).toBe('veDetalle.titulo.baja');
    expect(tituloDetalleKey(E.cotizacionVencida.id)).toBe('veDetalle.titulo.otro');
  });

  it('issue data: origin and destination detail only when filled', () => {
    const base = {
      nroReferenciaInterna: 'REF',
      facturaComercial: null,
      clausulaDeNoRepeticion: null,
      detalleMercaderia: 'Notebooks',
      detalleOrigen: null,
      detalleDestino: '  ',
    };
    expect(datosEmision(base).map((d) => d.key)).toEqual(['referencia', 'factura', 'clausula', 'mercaderia']);
    expect(datosEmision({ ...base, detalleOrigen: 'CABA' }).map((d) => d.key)).toContain('origen');
  });
});
