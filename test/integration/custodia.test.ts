import { beforeAll, describe, expect, it } from 'vitest';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

let productor: string;
let consultor: string;

describe('custody maps: places search and driving route', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, consultor] = await Promise.all([tokenOf('cargosur', 'productor'), tokenOf('cargosur', 'consultor')]);
  });

  it('finds cities and ports by name, accents and case aside, the ones starting with the text first', async () => {
    const r = await api('GET', '/v1/custodia/lugares?texto=sao', { token: productor });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ nombre: 'São Paulo, BR', lat: -23.5505, lng: -46.6333 });
    const puertos = await api('GET', `/v1/custodia/lugares?texto=${encodeURIComponent('PUERTO')}`, { token: productor });
    expect(puertos.body.data.map((l: { nombre: string }) => l.nombre)).toEqual([
      'Puerto de Buenos Aires, AR',
      'Puerto de Montevideo, UY',
    ]);
    expect((await api('GET', '/v1/custodia/lugares?texto=x', { token: productor })).body.errors).toEqual([
      { path: 'query.texto', message: 'Escribí al menos 2 caracteres' },
    ]);
  });

  it('answers the road distance (the great circle ×1,25 locally) and the line for the map', async () => {
    const q = 'desdeLat=-34.6037&desdeLng=-58.3816&hastaLat=-32.9442&hastaLng=-60.6505';
    const r = await api('GET', `/v1/custodia/ruta?${q}`, { token: productor });
    expect(r.status).toBe(200);
    // Buenos Aires to Rosario: 278 km on the great circle, 348 estimated (the real road, ~300, is shorter than most).
    expect(r.body.distanciaKm).toBeGreaterThan(330);
    expect(r.body.distanciaKm).toBeLessThan(360);
    expect(r.body.linea[0]).toEqual([-58.3816, -34.6037]);
    expect(r.body.linea.at(-1)).toEqual([-60.6505, -32.9442]);
    expect(
      (await api('GET', '/v1/custodia/ruta?desdeLat=95&desdeLng=0&hastaLat=0&hastaLng=0', { token: productor })).status,
    ).toBe(400);
  });

  it('needs the security permission', async () => {
    expect((await api('GET', '/v1/custodia/lugares?texto=rosario', { token: consultor })).status).toBe(403);
  });

  it('serves only the companies on the portal’s own custody: another company (external link) gets 403 on every call', async () => {
    const db = new TenantDb('cargosur');
    const empresa = (await db.get(Empresa, { id: 10 }, { consistent: true }))!;
    await db.write(Empresa.put({ ...empresa, configuracion: { ...empresa.configuracion, seguridadPropia: false } }, {}));
    try {
      const llamadas = await Promise.all([
        api('GET', '/v1/custodia/lugares?texto=rosario', { token: productor }),
        api('GET', '/v1/custodia/ruta?desdeLat=-34.6&desdeLng=-58.4&hastaLat=-32.9&hastaLng=-60.6', { token: productor }),
        api('GET', '/v1/custodia/certificados/carga/1', { token: productor }),
        api('POST', '/v1/custodia/cotizaciones', {
          token: productor,
          body: { idCertificado: 1, ramo: 'carga', from: { lat: -34.6, lng: -58.4 }, to: { lat: -32.9, lng: -60.6 } },
        }),
      ]);
      expect(llamadas.map((r) => r.status)).toEqual([403, 403, 403, 403]);
      expect(llamadas[0]!.body.message).toBe('La empresa cotiza sus medidas de seguridad con su proveedor externo.');
    } finally {
      await db.write(Empresa.put(empresa, {}));
    }
    expect((await api('GET', '/v1/custodia/lugares?texto=rosario', { token: productor })).status).toBe(200);
  });
});
