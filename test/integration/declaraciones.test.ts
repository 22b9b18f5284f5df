import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { aceptacionAutomaticaDesde } from '#shared/declaraciones/estados.ts';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo } from '#shared/declaraciones/periodo.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Declaracion, LineaDeclaracion, ResumenFinanzas } from '#lib/data/declaraciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { Auditoria } from '#lib/data/plataforma.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import {
  cerrar,
  db,
  emitido,
  eventos,
  mesCerradoConUnEmitido,
  mesPropio,
  resultado,
  siguienteId,
  TENANT,
} from './declaraciones-datos.ts';
import { ROOT } from '#scripts/local/config.ts';
import { fecha, mes } from '#shared/text/fecha.ts';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

const run = promisify(execFile);

let admin: string;
let aseguradora: string;

beforeAll(async () => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  process.env.EVENTS_LOCAL_DIR = inject('eventsLocalDir');
  [admin, aseguradora] = await Promise.all([tokenOf(TENANT, 'administrador'), tokenOf(TENANT, 'aseguradora')]);
});

describe('month close', () => {
  it('builds the drafts of two issuers and two policies with their sums, declares the certificates, and changes nothing the second time', async () => {
    const p = mesPropio();
    const { desde, hasta } = rangoDelPeriodo(p);
    const enMes = new Date(Date.parse(desde) + 86_400_000).toISOString();
    const [e1, e2] = [700_000_000 + randomInt(1_000_000), 701_000_000 + randomInt(1_000_000)];
    await db().write([
      ...Empresa.put(
        { id: e1, cif: '30-70000001-1', nombre: 'Emisor Uno', tipo: 'productor', paisId: 32, configuracion: {} },
        {},
      ),
      ...Empresa.put(
        { id: e2, cif: '30-70000002-2', nombre: 'Emisor Dos', tipo: 'productor', paisId: 32, configuracion: {} },
        {},
      ),
    ]);
    const [a1, a2] = [1, 2];
    const [p1, p2] = [900_000 + randomInt(1000), 901_000 + randomInt(1000)];
    const c = [
      await emitido({ fecha: enMes, emisorId: e1, polizaId: p1, aseguradoraId: a1 }),
      await emitido({ fecha: enMes, emisorId: e1, polizaId: p1, aseguradoraId: a1, ramo: 'contenedores' }),
      await emitido({ fecha: enMes, emisorId: e1, polizaId: p2, aseguradoraId: a2 }),
      await emitido({ fecha: enMes, emisorId: e2, polizaId: p1, aseguradoraId: a1 }),
    ];
    const fuera = await emitido({ fecha: hasta, emisorId: e1, polizaId: p1, aseguradoraId: a1 });
    const cotizado = await emitido({ fecha: enMes, emisorId: e1, polizaId: p1, aseguradoraId: a1, estado: ESTADOS.cotizado.id });

    const r = await cerrar(p);
    expect(r).toMatchObject({ completo: true, declarados: 4, omitidos: 0, borradores: 4 });

    const moneda = resultado.moneda.id;
    const v1 = idDeclaracion(p, { tipo: 'venta', emisorId: e1 }, moneda);
    const t1 = idDeclaracion(p, { tipo: 'tecnica', aseguradoraId: a1, polizaId: p1 }, moneda);
    const [dv1, dv2, dt1, dt2] = await db().getMany(
      [
        v1,
        idDeclaracion(p, { tipo: 'venta', emisorId: e2 }, moneda),
        t1,
        idDeclaracion(p, { tipo: 'tecnica', aseguradoraId: a2, polizaId: p2 }, moneda),
      ].map((id) => ({ entity: Declaracion, key: { id } })),
      { consistent: true },
    );
    const r2 = (n: number) => Math.round(n * 100) / 100;
    expect(dv1).toMatchObject({
      estado: 2,
      emisor: { id: e1, nombre: `Emisor ${e1}`, cif: '30-70000001-1' },
      cantidadTransporte: 2,
      cantidadContenedores: 1,
      sumaAsegurada: r2(2 * resultado.sumaAsegurada),
      prima: r2(2 * resultado.prima + 300),
    });
    expect(dv2).toMatchObject({ estado: 2, cantidadTransporte: 1, prima: resultado.prima });
    expect(dt1).toMatchObject({
      estado: 2,
      aseguradora: { id: a1 },
      poliza: { id: p1 },
      cantidadTransporte: 2,
      cantidadContenedores: 1,
    });
    expect(dt1!.endoso).toBeGreaterThan(0);
    expect(dt2).toMatchObject({ estado: 2, cantidadTransporte: 1, sumaAsegurada: resultado.sumaAsegurada });
    expect(dv1!.fechaBorrador).toBeTruthy();

    const despues = await db().getMany(
      [...c, fuera, cotizado].map((x) => ({ entity: CertificadoCarga, key: { id: x.id } })),
      { consistent: true },
    );
    expect(despues.map((x) => x!.estado)).toEqual([30, 30, 30, 30, 20, 10]);
    expect(despues[0]).toMatchObject({ idDeclaracion: v1, idDeclaracionTecnica: t1 });
    expect(eventos(v1, 'DeclaracionEnBorrador')).toHaveLength(1);

    // The declaration's tabs: the certificate lists filtered by it, each kind apart.
    const cargo = await api('GET', `/v1/certificados?idDeclaracion=${v1}`, { token: admin });
    expect(cargo.status).toBe(200);
    expect(cargo.body.data.map((f: { id: number }) => f.id).sort()).toEqual([c[0]!.id, c[2]!.id].sort());
    const contenedores = await api('GET', `/v1/contenedores/certificados?idDeclaracion=${v1}`, { token: admin });
    expect(contenedores.body.data.map((f: { id: number }) => f.id)).toEqual([c[1]!.id]);
    // The insurer reads its technical declaration's certificates, not a sales declaration.
    expect((await api('GET', `/v1/certificados?idDeclaracion=${t1}`, { token: aseguradora })).status).toBe(200);
    expect((await api('GET', `/v1/certificados?idDeclaracion=${v1}`, { token: aseguradora })).status).toBe(403);

    // Closing twice changes nothing.
    const otra = await cerrar(p);
    expect(otra).toMatchObject({ completo: true, declarados: 0, borradores: 0 });
    expect((await db().get(Declaracion, { id: v1 }, { consistent: true }))!.version).toBe(dv1!.version);
    expect(eventos(v1, 'DeclaracionEnBorrador')).toHaveLength(1);
    const lineas = await db().query(LineaDeclaracion, 'byVenta', { idVenta: v1 }, { limit: 10 });
    expect(lineas.items).toHaveLength(3);
  });

  it('lists the drafts by type and states, for the administration and the insurer', async () => {
    const p = mesPropio();
    const enMes = new Date(Date.parse(rangoDelPeriodo(p).desde) + 3600_000).toISOString();
    await emitido({ fecha: enMes, emisorId: 10, polizaId: 1, aseguradoraId: 1 });
    await cerrar(p);
    const t = idDeclaracion(p, { tipo: 'tecnica', aseguradoraId: 1, polizaId: 1 }, resultado.moneda.id);
    const v = idDeclaracion(p, { tipo: 'venta', emisorId: 10 }, resultado.moneda.id);

    const deAseguradora = await api('GET', '/v1/declaraciones?tipo=tecnica&estado=2,3&size=50', { token: aseguradora });
    expect(deAseguradora.status).toBe(200);
    expect(deAseguradora.body.data.map((d: { id: string }) => d.id)).toContain(t);
    expect(deAseguradora.body.meta.total).toBeGreaterThanOrEqual(1);
    expect(deAseguradora.body.data[0]).not.toHaveProperty('markup');
    expect((await api('GET', '/v1/declaraciones?tipo=venta', { token: aseguradora })).status).toBe(403);

    const ventas = await api('GET', '/v1/declaraciones?tipo=venta&estado=2&size=50', { token: admin });
    expect(ventas.body.data.map((d: { id: string }) => d.id)).toContain(v);
    const porCertificado = await api('GET', `/v1/declaraciones?tipo=venta&nroCertificado=CC-${siguienteId - 1}`, {
      token: admin,
    });
    expect(porCertificado.body.data.map((d: { id: string }) => d.id)).toEqual([v]);
    // The dashboard counts the drafts awaiting confirmation, per type the caller reaches.
    const tablero = await api('GET', '/v1/dashboard', { token: aseguradora });
    expect(tablero.body.declaraciones).toEqual([expect.objectContaining({ tipo: 'tecnica', borradores: expect.any(Number) })]);
    expect(tablero.body.declaraciones[0].borradores).toBeGreaterThanOrEqual(1);
    const dosFiltros = await api('GET', '/v1/declaraciones?tipo=venta&referencia=x&facturaComercial=y', { token: admin });
    expect(dosFiltros.status).toBe(400);
  });
});

describe('acceptance', () => {
  it('a draft is accepted automatically only after 5 days; racing a manual confirm, one transition and one event', async () => {
    const p = await mesCerradoConUnEmitido();
    const id = idDeclaracion(p, { tipo: 'tecnica', aseguradoraId: 1, polizaId: 1 }, resultado.moneda.id);
    const d = (await db().get(Declaracion, { id }, { consistent: true }))!;
    const { handler } = await import('#functions/jobs/aceptar-borradores.ts');
    const en = (ms: number) => new Date(Date.parse(d.fechaBorrador!) + ms).toISOString();

    await handler({ tenant: TENANT, time: en(4 * 86_400_000), id: 'prueba-4-dias' } as never);
    expect((await db().get(Declaracion, { id }, { consistent: true }))!.estado).toBe(2);

    const cumplido = aceptacionAutomaticaDesde(d.fechaBorrador!);
    const [manual] = await Promise.all([
      api('POST', '/v1/declaraciones/declaradas', { token: aseguradora, body: { id } }),
      handler({ tenant: TENANT, time: new Date(Date.parse(cumplido) + 60_000).toISOString(), id: 'prueba-6-dias' } as never),
    ]);
    expect([200, 409]).toContain(manual.status);
    const final = (await db().get(Declaracion, { id }, { consistent: true }))!;
    expect(final.estado).toBe(3);
    expect(final.aceptacion).toBe(manual.status === 200 ? 'manual' : 'automatica');
    const historial = await db().query(Auditoria, 'primary', { entidad: 'declaracion', entidadId: id }, { limit: 20 });
    expect(historial.items.filter((h) => h.accion === 'confirmar' || h.accion === 'aceptar')).toHaveLength(1);
    expect(eventos(id, 'DeclaracionAceptada')).toHaveLength(1);
    // Confirming again is refused: it is no longer a draft.
    expect((await api('POST', '/v1/declaraciones/declaradas', { token: aseguradora, body: { id } })).status).toBe(409);
  });

  it('a partner cannot confirm another issuer’s draft, nor a tenant another tenant’s', async () => {
    const p = await mesCerradoConUnEmitido();
    const id = idDeclaracion(p, { tipo: 'venta', emisorId: 10 }, resultado.moneda.id);
    const emisor = await tokenOf(TENANT, 'emisor');
    expect((await api('POST', '/v1/declaraciones/declaradas', { token: emisor, body: { id } })).status).toBe(404);
    const otroTenant = await tokenOf('fletepago', 'administrador');
    const ajeno = await api('POST', '/v1/declaraciones/declaradas', { token: otroTenant, body: { id } });
    expect([403, 404]).toContain(ajeno.status);
    expect((await db().get(Declaracion, { id }, { consistent: true }))!.estado).toBe(2);
    const operador = await tokenOf(TENANT, 'operador');
    const ok = await api('POST', '/v1/declaraciones/declaradas', { token: operador, body: { id } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ estado: { id: 3, texto: 'Declarada' }, aceptacion: 'manual' });
  });
});

describe('declarations list', () => {
  it('pages several states at once by cursor, newest period first, each once, with the total of the states', async () => {
    const emisor = await tokenOf(TENANT, 'emisor');
    const base = (await db().get(Empresa, { id: 20 }))!;
    const propias = [3, 4, 3].map((estado, i) => {
      const p = mesPropio();
      return {
        id: idDeclaracion(p, { tipo: 'venta', emisorId: 20 }, 32),
        tipo: 'venta' as const,
        periodo: clavePeriodo(p),
        estado,
        pagada: false,
        fechaEstado: new Date().toISOString(),
        fechaBorrador: new Date().toISOString(),
        aceptacion: 'manual' as const,
        parteId: 20,
        emisor: { id: 20, nombre: base.nombre, cif: base.cif },
        aseguradora: null,
        poliza: null,
        endoso: null,
        moneda: { id: 32, simbolo: '$' },
        cantidadTransporte: i + 1,
        cantidadContenedores: 0,
        sumaAsegurada: 1000,
        prima: 10,
        markup: 1,
        precioFinal: 11,
        factura: null,
        pagos: [],
        version: 1,
      };
    });
    for (const d of propias) await db().write(Declaracion.create(d));

    const leer = async (query: string) => {
      const vistas: string[] = [];
      let cursor: string | null = null;
      let total = 0;
      do {
        const res: { status: number; body: any } = await api(
          'GET',
          `/v1/declaraciones?tipo=venta&${query}&size=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { token: emisor },
        );
        expect(res.status).toBe(200);
        vistas.push(...res.body.data.map((d: { id: string; periodo: { anio: number; mes: number } }) => d.id));
        total = res.body.meta.total;
        cursor = res.body.meta.nextCursor;
        if (vistas.length > 50) throw new Error('el cursor no avanza');
      } while (cursor);
      return { vistas, total };
    };
    const { vistas, total } = await leer('estado=2,3,4');
    expect(new Set(vistas).size).toBe(vistas.length);
    for (const d of propias) expect(vistas).toContain(d.id);
    expect(vistas).toHaveLength(total);
    const periodos = vistas.map((id) => id.slice(0, 7));
    expect([...periodos].sort().reverse()).toEqual(periodos);
    const soloFacturadas = await leer('estado=4');
    expect(soloFacturadas.vistas).toContain(propias[1]!.id);
    expect(soloFacturadas.vistas).not.toContain(propias[0]!.id);
    // Another issuer's declarations are not in a partner's list.
    expect(vistas.every((id) => id.includes('-v-20-'))).toBe(true);
    const manipulado = await api('GET', `/v1/declaraciones?tipo=venta&estado=2,3&cursor=${encodeURIComponent('eyJ4Ijo')}`, {
      token: emisor,
    });
    expect(manipulado.status).toBe(400);
  });
});

describe("finance's daily digest", () => {
  it('mails the declarations that changed with the open balances attached, and nothing new the second time', async () => {
    process.env.MAIL_OUTBOX_DIR = inject('mailOutboxDir');
    const p = await mesCerradoConUnEmitido();
    const id = idDeclaracion(p, { tipo: 'venta', emisorId: 10 }, resultado.moneda.id);
    const { handler } = await import('#functions/jobs/resumen-finanzas.ts');
    const dir = inject('mailOutboxDir');
    const antes = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    const ahora = new Date().toISOString();
    const r = await handler({ tenant: TENANT, time: ahora, id: 'resumen-1' } as never);
    expect(r).toMatchObject({ enviados: 1 });
    const nuevos = fs.readdirSync(dir).filter((f) => !antes.has(f));
    const mensaje = nuevos.find((f) => f.endsWith('.txt'))!;
    const texto = fs.readFileSync(path.join(dir, mensaje), 'utf8');
    expect(texto).toContain('Para: finanzas@cargosur.portal-carga.example');
    // The month by its name and the day as the portal writes them; only the attachment's name keeps ISO.
    expect(texto).toContain(`Venta ${mes(p)}`);
    expect(texto).toContain(`resumen de declaraciones del ${fecha(ahora)}`);
    expect(texto).toMatch(/Adjuntos: .*saldos-abiertos-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(fechasAjenas(texto.replace(/Adjuntos: .*/, ''))).toEqual([]);
    expect(nuevos.some((f) => f.endsWith('.xlsx'))).toBe(true);
    expect(id).toContain('-v-10-');
    const otra = await handler({ tenant: TENANT, time: new Date().toISOString(), id: 'resumen-2' } as never);
    expect(otra).toMatchObject({ enviados: 0 });
  });

  // Three `npm run job` processes, each starting tsx and the job: minutes on a loaded 2-core machine.
  it('a digest whose mail fails fails its run and is not marked sent: the next run sends it, once', async () => {
    const p = await mesCerradoConUnEmitido();
    // `npm run job` mails into <LOCAL_DATA_DIR>/correo: a file in its place makes every send fail.
    const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'resumen-'));
    const bandeja = path.join(datos, 'correo');
    fs.writeFileSync(bandeja, '');
    const job = () =>
      run('npm', ['run', '--silent', 'job', '--', 'resumen-finanzas', '--tenant', TENANT], {
        cwd: ROOT,
        env: { ...process.env, DYNAMODB_PORT: String(inject('dynamodbPort')), LOCAL_DATA_DIR: datos, NODE_NO_WARNINGS: '1' },
      });
    const marca = () => db().get(ResumenFinanzas, {}, { consistent: true });
    const antes = await marca();

    const fallida = await job().then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(fallida?.code).toBe(1);
    expect(fallida?.stderr).toContain('"job":"resumen-finanzas"');
    expect(await marca()).toEqual(antes);

    fs.rmSync(bandeja);
    const { stdout } = await job();
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toMatchObject({ tenant: TENANT, result: { enviados: 1 } });
    const mensajes = fs.readdirSync(bandeja).filter((f) => f.endsWith('.txt'));
    expect(mensajes).toHaveLength(1);
    expect(fs.readFileSync(path.join(bandeja, mensajes[0]!), 'utf8')).toContain(mes(p));
    expect((await marca())?.ultimo).not.toEqual(antes?.ultimo);

    const otra = await job();
    expect(JSON.parse(otra.stdout.trim().split('\n').pop()!)).toMatchObject({ result: { enviados: 0 } });
    expect(fs.readdirSync(bandeja).filter((f) => f.endsWith('.txt'))).toHaveLength(1);
    fs.rmSync(datos, { recursive: true, force: true });
  }, 180_000);
});
