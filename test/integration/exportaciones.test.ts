import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_EXPORTACION } from '#shared/contract/schemas/exportacion.ts';
import { idDeclaracion, rangoDelPeriodo } from '#shared/declaraciones/periodo.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { claveBordereau } from '#lib/declaraciones/bordereau.ts';
import { documentExists } from '#lib/files/storage.ts';
import { cerrar, db, emitido, mesPropio, resultado, TENANT } from './declaraciones-datos.ts';
import { api, exportar, tokenOf, useTestEmulators } from './helpers.ts';

let admin: string;
let consultor: string;
let ejecutivo: string;

beforeAll(async () => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  [admin, consultor, ejecutivo] = (await Promise.all(
    ['administrador', 'consultor', 'ejecutivo'].map((r) => tokenOf(TENANT, r)),
  )) as [string, string, string];
});

/** A sales declaration of the consultant's own company (11) with two certificates, made a draft by the real close. */
const borradorDe11 = async () => {
  const p = mesPropio();
  const fecha = new Date(Date.parse(rangoDelPeriodo(p).desde) + 86_400_000).toISOString();
  await emitido({ fecha, emisorId: 11, polizaId: 1, aseguradoraId: 1 });
  await emitido({ fecha, emisorId: 11, polizaId: 1, aseguradoraId: 1 });
  await cerrar(p);
  return idDeclaracion(p, { tipo: 'venta', emisorId: 11 }, resultado.moneda.id);
};

/** The bordereau's column titles: its first row. */
const titulos = async (url: string) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(await (await fetch(url)).arrayBuffer());
  return (libro.getWorksheet('Bordereau')!.getRow(1).values as unknown[]).slice(1);
};

describe('exports built by the worker', () => {
  it('a reader without premium or markup gets the variant the close did not build, built on demand by the worker', async () => {
    const venta = await borradorDe11();
    const d = (await db().get(Declaracion, { id: venta }, { consistent: true }))!;
    const clave = claveBordereau(TENANT, d, { prima: false, markup: false });
    expect(await documentExists(clave)).toBe(false);

    const { pedida, final } = await exportar(consultor, `/v1/declaraciones/${venta}/descargas`);
    expect(pedida.estado).toBe('pendiente');
    expect(final.estado).toBe('lista');
    const columnas = await titulos(final.url!);
    expect(columnas).toContain('Suma asegurada');
    expect(columnas).not.toContain('Prima');
    expect(columnas).not.toContain('Markup');
    // Kept: the next reader of this variant gets it at once.
    expect(await documentExists(clave)).toBe(true);
    expect((await exportar(ejecutivo, `/v1/declaraciones/${venta}/descargas`)).pedida.estado).toBe('lista');
  });

  it('an export is its asker’s: another user, or another tenant, does not find it', async () => {
    const venta = await borradorDe11();
    const { pedida } = await exportar(consultor, `/v1/declaraciones/${venta}/descargas`);
    expect((await api('GET', `/v1/exportaciones/${pedida.id}`, { token: consultor })).status).toBe(200);
    expect((await api('GET', `/v1/exportaciones/${pedida.id}`, { token: ejecutivo })).status).toBe(404);
    expect((await api('GET', `/v1/exportaciones/${pedida.id}`, { token: admin })).status).toBe(404);
    const otroTenant = await tokenOf('rotasul', 'productor');
    expect((await api('GET', `/v1/exportaciones/${pedida.id}`, { token: otroTenant })).status).toBe(404);
    expect((await api('GET', '/v1/exportaciones/no-es-un-id', { token: consultor })).status).toBe(400);
  });

  it('a bordereau that cannot be built fails with the spec’s message, and keeps no file', async () => {
    const venta = await borradorDe11();
    const d = (await db().get(Declaracion, { id: venta }, { consistent: true }))!;
    // Its lines no longer add up to its sum insured: the bordereau refuses to be written.
    await db().write(
      Declaracion.put(
        { ...d, sumaAsegurada: d.sumaAsegurada + 1, version: d.version + 1 },
        { previous: d, when: { version: d.version } },
      ),
    );
    const { pedida, final } = await exportar(consultor, `/v1/declaraciones/${venta}/descargas`);
    expect(pedida.estado).toBe('pendiente');
    expect(final).toEqual({ id: pedida.id, estado: 'fallida', mensaje: ERROR_EXPORTACION });
    expect(await documentExists(claveBordereau(TENANT, d, { prima: false, markup: false }))).toBe(false);
  });
});
