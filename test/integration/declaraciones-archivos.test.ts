import ExcelJS from 'exceljs';
import * as z from 'zod/mini';
import { eventoDeclaracionSchema } from '#shared/contract/schemas/declaracion-evento.ts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { db, eventos, TENANT } from './declaraciones-datos.ts';
import { borradorDelPartner, EXE, factura, PDF, PNG, subir } from './declaraciones-archivos-datos.ts';
import { api, expectFreshPresign, exportar, tokenOf, useTestEmulators } from './helpers.ts';

let admin: string;
let aseguradora: string;
let emisor: string;
let consultor: string;

beforeAll(async () => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  process.env.EVENTS_LOCAL_DIR = inject('eventsLocalDir');
  [admin, aseguradora, emisor, consultor] = (await Promise.all(
    ['administrador', 'aseguradora', 'emisor', 'consultor'].map((r) => tokenOf(TENANT, r)),
  )) as [string, string, string, string];
});

describe('invoices and payment proofs', () => {
  it('the partner confirms; the administration invoices; the partner informs a payment; the administration confirms it', async () => {
    const { venta } = await borradorDelPartner();
    expect((await api('POST', '/v1/declaraciones/declaradas', { token: emisor, body: { id: venta } })).status).toBe(200);

    // The partner may not upload the invoice (that is the purchase declarations' permission).
    const sinPermiso = await api('POST', `/v1/declaraciones/${venta}/archivos`, {
      token: emisor,
      body: { tipo: 'factura', nombreArchivo: 'f.pdf', contentType: 'application/pdf', tamano: 10 },
    });
    expect(sinPermiso.status).toBe(403);

    const key = await subir(admin, venta, 'factura', PDF, 'application/pdf');
    const malas = await api('POST', `/v1/declaraciones/${venta}/facturas`, {
      token: admin,
      body: { ...factura(key), vto: '2026-10-01' },
    });
    expect(malas.status).toBe(400);
    expect(malas.body.errors.map((e: { path: string }) => e.path)).toEqual(['vto']);
    // Issue 27 item 8: days that do not exist.
    const inexistentes = await api('POST', `/v1/declaraciones/${venta}/facturas`, {
      token: admin,
      body: { ...factura(key), fecha: '2026-02-30', vto: '2026-02-31' },
    });
    expect(inexistentes.status).toBe(400);
    expect(inexistentes.body.errors).toEqual([
      { path: 'fecha', message: 'Fecha inválida' },
      { path: 'vto', message: 'Fecha inválida' },
    ]);
    const facturada = await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(key) });
    expect(facturada.status).toBe(200);
    expect(facturada.body).toMatchObject({
      estado: { id: 4 },
      factura: { numero: 'A-0001-00001234', saldo: { monto: 500 }, pagada: false },
    });
    expectFreshPresign(facturada.body.factura.url);
    const bajado = await fetch(facturada.body.factura.url);
    expect(new Uint8Array(await bajado.arrayBuffer())).toEqual(PDF);
    // A retried attach answers the same declaration, not a second transition.
    const otraVez = await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(key) });
    expect(otraVez.status).toBe(200);
    expect(eventos(venta, 'FacturaCargada')).toHaveLength(1);

    // Searchable by the commercial invoice.
    const porFactura = await api('GET', '/v1/declaraciones?tipo=venta&facturaComercial=a-0001-00001234', { token: emisor });
    expect(porFactura.body.data.map((d: { id: string }) => d.id)).toEqual([venta]);

    const proof = await subir(emisor, venta, 'pago', PNG, 'image/png');
    const conPago = await api('POST', `/v1/declaraciones/${venta}/pagos`, {
      token: emisor,
      body: { key: proof, nombreArchivo: 'transferencia.png', fecha: '2026-11-10', metodo: 'Transferencia', importe: 200 },
    });
    expect(conPago.status).toBe(200);
    expect(conPago.body.pagos).toEqual([expect.objectContaining({ importe: 200, estado: { texto: 'Revisar' } })]);
    expect(conPago.body.factura.saldo.monto).toBe(300);
    expect(eventos(venta, 'PagoInformado')).toHaveLength(1);

    // A second proof, deleted again.
    const segunda = await subir(emisor, venta, 'pago', PDF, 'application/pdf');
    const dos = await api('POST', `/v1/declaraciones/${venta}/pagos`, {
      token: emisor,
      body: { key: segunda, nombreArchivo: 'deposito.pdf', fecha: '2026-11-11', metodo: 'Depósito', importe: 50 },
    });
    const pagoId = dos.body.pagos[1].id;
    expect((await api('DELETE', `/v1/declaraciones/${venta}/pagos/${pagoId}`, { token: emisor })).body.pagos).toHaveLength(1);
    expect((await api('DELETE', `/v1/declaraciones/${venta}/pagos/${pagoId}`, { token: emisor })).status).toBe(404);

    // Only who confirms payments confirms; the body must name the declaration of the path.
    expect((await api('POST', `/v1/declaraciones/${venta}/pagadas`, { token: emisor, body: { id: venta } })).status).toBe(403);
    const distinto = await api('POST', `/v1/declaraciones/${venta}/pagadas`, { token: admin, body: { id: '2020-01-v-1-840' } });
    expect(distinto.status).toBe(400);
    // 200 of 500 paid: settled only by an explicit write-off of the rest.
    const pagada = await api('POST', '/v1/declaraciones/pagadas', {
      token: admin,
      body: { id: venta, faltante: { decision: 'condonar', pagado: 200, motivo: 'Quita acordada con el partner' } },
    });
    expect(pagada.status).toBe(200);
    expect(pagada.body).toMatchObject({ estado: { id: 4 }, pagada: true, factura: { pagada: true, saldo: { monto: 0 } } });
    expect(pagada.body.pagos[0].estado.texto).toBe('Verificado');
    expect(eventos(venta, 'DeclaracionPagada')).toHaveLength(1);
    // Every event finance received about it has the documented schema.
    const todos = [
      'DeclaracionEnBorrador',
      'DeclaracionAceptada',
      'FacturaCargada',
      'PagoInformado',
      'PagoEliminado',
      'DeclaracionPagada',
    ].flatMap((tipo) => eventos(venta, tipo));
    expect(todos).toHaveLength(7);
    for (const e of todos) expect(z.safeParse(eventoDeclaracionSchema, e.detail).error).toBeUndefined();
    expect(todos.find((e) => e.detailType === 'DeclaracionAceptada').detail).toMatchObject({
      aceptacion: 'manual',
      usuario: { email: expect.any(String) },
    });
    // Nothing changes a paid declaration.
    expect((await api('DELETE', `/v1/declaraciones/${venta}/facturas`, { token: admin })).status).toBe(409);

    // The balances show it paid.
    const saldos = await api('GET', '/v1/clientes/saldos?clientes=20&desde=2026-11-01&hasta=2026-11-01', { token: admin });
    expect(saldos.status).toBe(200);
    expect(saldos.body.data).toContainEqual(
      expect.objectContaining({ declaracionId: venta, estado: 'Pagada', saldo: 0, metodoPago: 'Transferencia' }),
    );
    // Built by the export worker: asked for (202, pending), then followed to its link.
    const { pedida, final } = await exportar(admin, '/v1/clientes/saldos/exportacion?clientes=20');
    expect(pedida.estado).toBe('pendiente');
    expect(final.estado).toBe('lista');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(await (await fetch(final.url!)).arrayBuffer());
    expect(libro.worksheets[0]!.getRow(1).getCell(1).value).toBe('Cliente');
  });

  it('refuses oversize, wrong type and disguised files (deleting them), and keys of another declaration', async () => {
    const { venta } = await borradorDelPartner();
    await api('POST', '/v1/declaraciones/declaradas', { token: admin, body: { id: venta } });
    const grande = await api('POST', `/v1/declaraciones/${venta}/archivos`, {
      token: admin,
      body: { tipo: 'factura', nombreArchivo: 'f.pdf', contentType: 'application/pdf', tamano: 11 * 1024 * 1024 },
    });
    expect(grande.status).toBe(400);
    const tipo = await api('POST', `/v1/declaraciones/${venta}/archivos`, {
      token: admin,
      body: { tipo: 'factura', nombreArchivo: 'f.png', contentType: 'image/png', tamano: 10 },
    });
    expect(tipo.status).toBe(400);
    const cfdi = await api('POST', `/v1/declaraciones/${venta}/archivos`, {
      token: admin,
      body: { tipo: 'cfdi', nombreArchivo: 'f.xml', contentType: 'application/xml', tamano: 10 },
    });
    expect(cfdi.status).toBe(400);

    // An executable named .pdf: S3 takes it (the POST checks the declared type only), the attach refuses it and deletes it.
    const disfrazado = await subir(admin, venta, 'factura', EXE, 'application/pdf');
    const rechazo = await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(disfrazado) });
    expect(rechazo.status).toBe(400);
    expect(rechazo.body.errors[0]).toMatchObject({ path: 'key', message: 'La factura debe ser un archivo PDF.' });
    const otraVez = await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(disfrazado) });
    expect(otraVez.body.errors[0].message).toMatch(/no se subió/);

    // A key uploaded for another declaration is not adopted here.
    const { venta: otra } = await borradorDelPartner();
    await api('POST', '/v1/declaraciones/declaradas', { token: admin, body: { id: otra } });
    const ajena = await subir(admin, otra, 'factura', PDF, 'application/pdf');
    expect((await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(ajena) })).status).toBe(400);
    expect((await db().get(Declaracion, { id: venta }, { consistent: true }))!.estado).toBe(3);

    // Who may not read the declaration cannot upload to it; another tenant does not find it.
    expect(
      (
        await api('POST', `/v1/declaraciones/${venta}/archivos`, {
          token: consultor,
          body: { tipo: 'pago', nombreArchivo: 'p.pdf', contentType: 'application/pdf', tamano: 9 },
        })
      ).status,
    ).toBe(403);
    const otroTenant = await tokenOf('rotasul', 'productor');
    expect([403, 404]).toContain((await api('GET', `/v1/declaraciones/${venta}/descargas`, { token: otroTenant })).status);
    expect((await api('GET', `/v1/declaraciones/${venta}/descargas`, { token: aseguradora })).status).toBe(403);
  });
});

/** The bordereau's first sheet: its column titles (row 1) and its rows below as title → value. */
const hojaBordereau = async (url: string) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(await (await fetch(url)).arrayBuffer());
  const hoja = libro.getWorksheet('Bordereau')!;
  const titulos = (hoja.getRow(1).values as unknown[]).slice(1) as string[];
  const filas: Record<string, unknown>[] = [];
  hoja.eachRow((r, n) => {
    if (n > 1) filas.push(Object.fromEntries(titulos.map((t, i) => [t, r.getCell(i + 1).value])));
  });
  return { libro, titulos, filas };
};

describe('bordereau', () => {
  it('opens as a workbook whose rows are the declaration’s certificates and whose totals equal its amounts', async () => {
    const { venta } = await borradorDelPartner();
    const d = (await db().get(Declaracion, { id: venta }, { consistent: true }))!;
    // The month close built the administration's variant: ready at once.
    const { pedida, final } = await exportar(admin, `/v1/declaraciones/${venta}/descargas`);
    expect(pedida.estado).toBe('lista');
    expectFreshPresign(final.url!);
    const { libro, titulos, filas } = await hojaBordereau(final.url!);
    const datos = filas.slice(0, -1);
    expect(datos).toHaveLength(2);
    for (const f of datos) {
      expect(f).toMatchObject({ Declaración: venta, Póliza: 'POL-1', Aseguradora: 'Aseguradora 1', Moneda: 'USD' });
      expect(f['Certificado']).toMatch(/^CC-/);
      expect(f['Fecha de emisión']).toBeInstanceOf(Date);
    }
    const trailer = filas.at(-1)!;
    expect(trailer['Declaración']).toBe('Totales (2 certificados)');
    expect(trailer['Suma asegurada']).toBe(d.sumaAsegurada);
    expect(trailer['Prima']).toBe(d.prima);
    expect(trailer['Markup']).toBe(d.markup);
    expect(trailer['Precio final']).toBe(d.precioFinal);
    expect(titulos).toContain('Markup');
    expect(libro.getWorksheet('Campos')!.rowCount).toBe(titulos.length + 1);

    // The insurer's technical declaration of the same month has no markup column.
    const tecnica = venta.replace('-v-20-', '-t-1-1-');
    const t = await exportar(aseguradora, `/v1/declaraciones/${tecnica}/descargas`);
    expect(t.final.estado).toBe('lista');
    const tecnicaHoja = await hojaBordereau(t.final.url!);
    expect(tecnicaHoja.titulos).toContain('Prima');
    expect(tecnicaHoja.titulos).not.toContain('Markup');
    expect(tecnicaHoja.filas.slice(0, -1).every((f) => f['Póliza'] === 'POL-1')).toBe(true);
  });

  it('a reader without prima.mostrar gets neither the premium nor the rate that gives it (premium = sum insured × rate)', async () => {
    // The broker's company (11) issued them: its consultor reads its sales declaration.
    const { venta } = await borradorDelPartner(11);
    const { final } = await exportar(consultor, `/v1/declaraciones/${venta}/descargas`);
    expect(final.estado).toBe('lista');
    const { titulos } = await hojaBordereau(final.url!);
    expect(titulos).toContain('Suma asegurada');
    for (const columna of ['Tasa', 'Prima', 'Comisión', 'Prima neta', 'Impuestos y recargos', 'Markup', 'Precio final'])
      expect(titulos).not.toContain(columna);
  });
});
