import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emisionPorTransferencia, HOY, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, expectFreshPresign, tokenOf, useTestEmulators } from './helpers.ts';

/** This file's public calls come from their own address (the gateway counts by it, as CloudFront's viewer IP). */
const DESDE = '127.0.113.10';
const publico = (path: string, o: Parameters<typeof api>[2] = {}) =>
  api(o.body === undefined ? 'GET' : 'POST', path, { host: 'cargosur.localhost', desde: DESDE, ...o });

let certificado: { id: number; nro: string; cif: string };
let productor: string;

/** A certificate issued through the specific-trip flow, to file claims against. */
const emitirCertificado = async () => {
  const viaje = viajeBsAsSaoPaulo({ ValorFactura: 30_000, GastoEnvio: 0, DemasGastos: 0 });
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje });
  // Aseguradora del Sur (company 1), whose claims handler is the demo 'siniestros' user.
  const cobertura = ofertas.body.find((o: any) => !o.validaciones.length && o.cobertura.idAseguradora === 1).cobertura.id;
  const { body: guardado } = await api('POST', '/v1/viajes-especificos/polizas', {
    token: productor,
    body: { ...viaje, CoberturaId: cobertura },
  });
  const { body: emitido } = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
    token: productor,
    body: emisionPorTransferencia(guardado.id),
  });
  const detalle = await api('GET', `/v1/viajes-especificos/polizas/${guardado.id}`, { token: productor });
  return { id: guardado.id as number, nro: emitido.nroCertificado as string, cif: detalle.body.tomador.cif as string };
};

/** Uploads bytes the way the browser does: a multipart POST straight to S3 with the signed fields. */
const subir = async (
  slot: { url: string; fields: Record<string, string> },
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  override: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...slot.fields, ...override })) form.append(k, v);
  form.append('file', new Blob([bytes], { type: contentType }));
  const res = await fetch(slot.url, { method: 'POST', body: form });
  expect(res.status).toBeLessThan(300);
};

const pedirSubida = (lista: string, nombre: string, tipo: string, tamano: number) =>
  publico('/v1/publico/siniestros/archivos', {
    body: {
      idCertificado: certificado.id,
      numeroCertificado: certificado.nro,
      cif: certificado.cif,
      lista,
      nombre,
      tipo,
      tamano,
    },
  });

const denuncia = (o: Record<string, unknown> = {}) => ({
  idCertificado: certificado.id,
  numeroCertificado: certificado.nro,
  cif: certificado.cif,
  contacto: { nombre: 'María Pérez', email: 'maria.perez@cliente.demo', telefono: '+54 11 4444-5555' },
  cobertura: 3,
  fechaOcurrencia: HOY,
  descripcion: 'Vuelco del camión en la ruta 14; la carga quedó expuesta a la lluvia.',
  lugarOcurrencia: 'Ruta Nacional 14, km 320, Corrientes',
  ubicacionActualMercaderia: 'Depósito de la transportista en Paso de los Libres',
  montoReclamado: 12_345.67,
  comentarios: 'Adjunto fotos y factura.',
  ...o,
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
/** A Windows executable's first bytes. */
const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

describe('public claim notice', () => {
  beforeAll(async () => {
    useTestEmulators();
    productor = await tokenOf('cargosur', 'productor');
    certificado = await emitirCertificado();
  });

  it('finds the certificate only when number and tax id match, and reveals nothing else', async () => {
    const ok = await publico(`/v1/publico/certificados?Numero=${certificado.nro}&CifCliente=${certificado.cif}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: certificado.id });
    const mensaje = 'No encontramos su certificado. Verifique que los datos ingresados sean correctos.';
    for (const [numero, cif] of [
      [certificado.nro, '30-99999999-1'],
      ['VE-99999999', certificado.cif],
    ]) {
      const res = await publico(`/v1/publico/certificados?Numero=${numero}&CifCliente=${cif}`, {
        desde: '127.0.113.11',
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: mensaje });
    }
    const otroTenant = await api('GET', `/v1/publico/certificados?Numero=${certificado.nro}&CifCliente=${certificado.cif}`, {
      host: 'rotasul.localhost',
      desde: DESDE,
    });
    expect(otroTenant.status).toBe(404);
  });

  it('files a claim with three files uploaded straight to S3, once even if Informar is pressed twice', async () => {
    const slots = await Promise.all([
      pedirSubida('fotosDanio', 'frente.png', 'image/png', PNG.length),
      pedirSubida('fotosDanio', 'costado.png', 'image/png', PNG.length),
      pedirSubida('facturas', 'factura.pdf', 'application/pdf', PDF.length),
    ]);
    for (const s of slots) expect(s.status).toBe(200);
    await subir(slots[0]!.body, PNG, 'image/png');
    await subir(slots[1]!.body, PNG, 'image/png');
    await subir(slots[2]!.body, PDF, 'application/pdf');
    const body = denuncia({
      fotosDanio: [
        { key: slots[0]!.body.key, nombre: 'frente.png' },
        { key: slots[1]!.body.key, nombre: 'costado.png' },
      ],
      facturas: [{ key: slots[2]!.body.key, nombre: 'factura.pdf' }],
    });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      publico('/v1/publico/siniestros', { body, headers: { 'idempotency-key': key } }),
      publico('/v1/publico/siniestros', { body, headers: { 'idempotency-key': key } }),
    ]);
    expect([a.status, b.status].sort()).toEqual(a.status === b.status ? [201, 201] : [201, 409]);
    const ok = a.status === 201 ? a : b;
    expect(ok.body.numero).toMatch(/^S-\d{4}-\d{6}$/);
    const again = await publico('/v1/publico/siniestros', { body, headers: { 'idempotency-key': key } });
    expect(again.body).toEqual(ok.body);

    const handler = await tokenOf('cargosur', 'siniestros');
    const list = await api('GET', `/v1/siniestros?certificado=${certificado.nro}&size=100`, { token: handler });
    expect(list.body.data.filter((s: any) => s.numero === ok.body.numero)).toHaveLength(1);
    const detalle = await api('GET', `/v1/siniestros/${ok.body.id}`, { token: handler });
    expect(detalle.body).toMatchObject({ estado: { id: 'denunciado' }, origen: 'publico', montoReclamado: { monto: 12_345.67 } });
    expect(detalle.body.fotosDanio.map((f: any) => f.nombre)).toEqual(['frente.png', 'costado.png']);
    const descarga = await fetch(detalle.body.facturas[0].url);
    expect(await descarga.text()).toContain('%PDF');
  });

  it('refuses a declared wrong type or size before signing', async () => {
    const tipo = await pedirSubida('otros', 'virus.exe', 'application/x-msdownload', 100);
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors).toEqual([
      { path: 'tipo', message: 'Tipo de archivo no permitido: solo imágenes, PDF y documentos de Office.' },
    ]);
    const grande = await pedirSubida('otros', 'video.pdf', 'application/pdf', 16 * 1024 * 1024);
    expect(grande.body.errors).toEqual([{ path: 'tamano', message: 'El archivo supera el máximo de 15 MB.' }]);
  });

  it('checks again after upload: an oversize or wrong-type object is refused and removed', async () => {
    const s3 = new S3Client({
      endpoint: `http://127.0.0.1:${inject('s3Port')}`,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const grande = await pedirSubida('fotosDanio', 'foto.png', 'image/png', 1000);
    await subir(grande.body, new Uint8Array(15 * 1024 * 1024 + 10), 'image/png');
    const disfrazado = await pedirSubida('otros', 'nota.pdf', 'application/pdf', 100);
    // The emulator ignores the signed policy: simulate a client that changed the content type.
    await subir(disfrazado.body, new TextEncoder().encode('<script>'), 'text/html', { 'Content-Type': 'text/html' });
    const res = await publico('/v1/publico/siniestros', {
      body: denuncia({
        fotosDanio: [{ key: grande.body.key, nombre: 'foto.png' }],
        otros: [{ key: disfrazado.body.key, nombre: 'nota.pdf' }],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'fotosDanio.0', message: 'foto.png: El archivo supera el máximo de 15 MB.' },
      { path: 'otros.0', message: 'nota.pdf: Tipo de archivo no permitido: solo imágenes, PDF y documentos de Office.' },
    ]);
    for (const key of [grande.body.key, disfrazado.body.key]) {
      await expect(s3.send(new HeadObjectCommand({ Bucket: process.env.BUCKET_NAME, Key: key }))).rejects.toThrow();
    }
  });

  it('checks the first bytes against the declared type: an executable named malo.png is refused (issue 27 item 12)', async () => {
    const malo = await pedirSubida('fotosDanio', 'malo.png', 'image/png', MZ.length);
    await subir(malo.body, MZ, 'image/png');
    const res = await publico('/v1/publico/siniestros', {
      body: denuncia({ fotosDanio: [{ key: malo.body.key, nombre: 'malo.png' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'fotosDanio.0', message: 'malo.png: Tipo de archivo no permitido: solo imágenes, PDF y documentos de Office.' },
    ]);
  });

  it('validates the form with the spec limits and refuses a future date', async () => {
    const res = await publico('/v1/publico/siniestros', {
      body: denuncia({
        contacto: { nombre: '', email: 'no', telefono: 'x' },
        descripcion: 'a'.repeat(8001),
        fechaOcurrencia: '2999-01-01',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual([
      'contacto.email',
      'contacto.nombre',
      'contacto.telefono',
      'descripcion',
    ]);
    const futura = await publico('/v1/publico/siniestros', { body: denuncia({ fechaOcurrencia: '2999-01-01' }) });
    expect(futura.body.errors).toEqual([
      { path: 'fechaOcurrencia', message: 'La fecha de ocurrencia no puede ser posterior a hoy' },
    ]);
  });

  it('needs the public API key, and limits each client per minute (429)', { timeout: 60_000 }, async () => {
    expect((await publico('/v1/publico/siniestros/coberturas', { apiKey: null })).status).toBe(403);
    const desde = `127.51.100.${1 + Math.floor(Math.random() * 200)}`;
    // The limit counts per calendar minute: the eleven calls start early in one, or the window could reset between them.
    const restante = 60_000 - (Date.now() % 60_000);
    if (restante < 20_000) await new Promise((r) => setTimeout(r, restante + 100));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await publico(`/v1/publico/certificados?Numero=X&CifCliente=Y`, { desde })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    const otro = await publico(`/v1/publico/certificados?Numero=X&CifCliente=Y`, {
      desde: '127.0.2.99',
    });
    expect(otro.status).toBe(404);
  });
});

describe('internal claim management', () => {
  let id: number;
  let handler: string;
  beforeAll(async () => {
    handler = await tokenOf('cargosur', 'siniestros');
    const res = await api('POST', '/v1/siniestros', { token: productor, body: denuncia() });
    expect(res.status).toBe(201);
    id = res.body.id;
  });

  it('moves the status only along the state machine, with an audit trail', async () => {
    const actual = (await api('GET', `/v1/siniestros/${id}`, { token: handler })).body;
    const edicion = (o: Record<string, unknown>) => ({
      version: actual.version,
      estado: actual.estado.id,
      numero: actual.numero,
      idResponsable: null,
      idLiquidador: null,
      idRedLiquidador: null,
      reserva: null,
      indemnizaciones: [],
      ...o,
    });
    const salto = await api('PATCH', `/v1/siniestros/${id}`, { token: handler, body: edicion({ estado: 'indemnizado' }) });
    expect(salto.status).toBe(400);
    expect(salto.body).toMatchObject({
      message: 'Corregir los errores.',
      errors: [{ path: 'estado', message: 'Un siniestro denunciado no puede pasar a indemnizado.' }],
    });
    const ok = await api('PATCH', `/v1/siniestros/${id}`, {
      token: handler,
      body: edicion({
        estado: 'enAnalisis',
        reserva: 10_000,
        idLiquidador: 2,
        indemnizaciones: [{ fecha: HOY, valor: 2_500.5 }],
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      estado: { id: 'enAnalisis' },
      reserva: { monto: 10_000 },
      liquidador: { id: 2 },
      fechaIndemnizacion: HOY,
      version: actual.version + 1,
    });
    expect(ok.body.historial.map((h: any) => [h.accion, h.desde, h.hacia])).toEqual([
      ['denunciar', null, 'denunciado'],
      ['cambiarEstado', 'denunciado', 'enAnalisis'],
    ]);
    const cambios = fs
      .readFileSync(path.join(inject('eventsLocalDir'), 'eventos.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((e) => e.detailType === 'SiniestroEstadoCambiado' && e.detail.id === id);
    expect(cambios).toEqual([
      expect.objectContaining({
        detail: expect.objectContaining({
          desde: 'denunciado',
          hacia: 'enAnalisis',
          version: actual.version + 1,
          tenant: 'cargosur',
        }),
      }),
    ]);
    expect(cambios[0].detail.productorId).toEqual(expect.any(Number));
    expect(cambios[0].detail.idAseguradora).toEqual(expect.any(Number));
  });

  it('an update from a stale copy gets 409 instead of overwriting', async () => {
    const copia = (await api('GET', `/v1/siniestros/${id}`, { token: handler })).body;
    const body = (reserva: number) => ({
      version: copia.version,
      estado: copia.estado.id,
      numero: copia.numero,
      idResponsable: null,
      idLiquidador: null,
      idRedLiquidador: null,
      reserva,
      indemnizaciones: copia.indemnizaciones,
    });
    expect((await api('PATCH', `/v1/siniestros/${id}`, { token: handler, body: body(1) })).status).toBe(200);
    const stale = await api('PATCH', `/v1/siniestros/${id}`, { token: handler, body: body(2) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('El siniestro fue modificado por otra persona. Recargá para ver los cambios.');
    expect((await api('GET', `/v1/siniestros/${id}`, { token: handler })).body.reserva).toEqual({ monto: 1 });
  });

  it('posts comments, which never conflict with edits', async () => {
    const res = await api('PATCH', `/v1/siniestros/${id}`, {
      token: handler,
      body: { observacion: 'Pedimos el informe del liquidador.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.observaciones.at(-1)).toMatchObject({
      mensaje: 'Pedimos el informe del liquidador.',
      usuario: { nombre: 'Silvia Liquidadora' },
    });
  });

  it('refuses edits without the edit permission, and other companies and tenants see nothing', async () => {
    const copia = (await api('GET', `/v1/siniestros/${id}`, { token: productor })).body;
    const edit = await api('PATCH', `/v1/siniestros/${id}`, {
      token: productor,
      body: { version: copia.version, estado: copia.estado.id, numero: copia.numero, reserva: 5, indemnizaciones: [] },
    });
    expect(edit.status).toBe(403);
    expect((await api('GET', `/v1/siniestros/${id}`, { token: await tokenOf('cargosur', 'consultor') })).status).toBe(404);
    expect((await api('GET', `/v1/siniestros/${id}`, { token: await tokenOf('rotasul', 'siniestros') })).status).toBe(404);
    expect((await api('GET', '/v1/siniestros', { token: await tokenOf('cargosur', 'emisor') })).status).toBe(403);
  });

  it('attaches a file to an existing claim after checking it', async () => {
    const slot = await api('POST', `/v1/siniestros/${id}/subidas`, {
      token: handler,
      body: { lista: 'otros', nombre: 'informe.pdf', tipo: 'application/pdf', tamano: PDF.length },
    });
    await subir(slot.body, PDF, 'application/pdf');
    const res = await api('POST', `/v1/siniestros/${id}/archivos`, {
      token: handler,
      body: { lista: 'otros', key: slot.body.key, nombre: 'informe.pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.body.otros.map((f: any) => f.nombre)).toEqual(['informe.pdf']);

    // The internal list checks the first bytes too (issue 27 item 12).
    const malo = await api('POST', `/v1/siniestros/${id}/subidas`, {
      token: handler,
      body: { lista: 'otros', nombre: 'malo.pdf', tipo: 'application/pdf', tamano: MZ.length },
    });
    await subir(malo.body, MZ, 'application/pdf');
    const rechazo = await api('POST', `/v1/siniestros/${id}/archivos`, {
      token: handler,
      body: { lista: 'otros', key: malo.body.key, nombre: 'malo.pdf' },
    });
    expect(rechazo.status).toBe(400);
    expect((await api('GET', `/v1/siniestros/${id}`, { token: handler })).body.otros.map((f: any) => f.nombre)).toEqual([
      'informe.pdf',
    ]);
  });

  /** The handler's edit of the claim as read now, with the fields the test changes. */
  const editarSiniestro = async (cambios: (copia: any) => Record<string, unknown>) => {
    const copia = (await api('GET', `/v1/siniestros/${id}`, { token: handler })).body;
    const body = { version: copia.version, estado: copia.estado.id, numero: copia.numero, ...cambios(copia) };
    return { copia, res: await api('PATCH', `/v1/siniestros/${id}`, { token: handler, body }) };
  };

  it('refuses an indemnity dated after today with a 400 naming the row (the browser rule is also the server rule)', async () => {
    const { copia, res } = await editarSiniestro(() => ({
      reserva: null,
      indemnizaciones: [
        { fecha: HOY, valor: 10 },
        { fecha: '2999-01-01', valor: 20 },
      ],
    }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Corregir los errores.',
      errors: [{ path: 'indemnizaciones.1.fecha', message: 'La fecha de indemnización no puede ser posterior a hoy' }],
    });
    expect((await api('GET', `/v1/siniestros/${id}`, { token: handler })).body.version).toBe(copia.version);
  });

  it('names the responsible, adjuster and network companies with logo, markup and country, in the detail and the list', async () => {
    const { res } = await editarSiniestro((copia) => ({
      idResponsable: 1,
      idLiquidador: 2,
      idRedLiquidador: 2,
      reserva: copia.reserva?.monto ?? null,
      indemnizaciones: copia.indemnizaciones,
    }));
    expect(res.status).toBe(200);
    for (const campo of ['responsable', 'liquidador', 'redLiquidador']) {
      const e = res.body[campo];
      expect(Object.keys(e).sort()).toEqual(['cif', 'id', 'logo', 'markup', 'nombre', 'pais']);
      expect(e.logo === null || typeof e.logo === 'string').toBe(true);
      expect(e.markup).toBeNull();
      expect(e.pais).toEqual({
        id: expect.any(Number),
        nombre: expect.stringMatching(/.+/),
        bandera: expect.stringMatching(/^\/banderas\//),
      });
    }
    expect(res.body.responsable.id).toBe(1);
    const lista = await api('GET', `/v1/siniestros?certificado=${certificado.nro}&size=50`, { token: handler });
    const fila = lista.body.data.find((s: any) => s.id === id);
    expect(fila.responsable).toEqual(res.body.responsable);
    expect(fila.redLiquidador).toEqual(res.body.redLiquidador);
  });

  it('signs a fresh download of a file the claim lists, on click; nothing else, nobody else', async () => {
    const s = (await api('GET', `/v1/siniestros/${id}`, { token: handler })).body;
    const key = s.otros[0].key as string;
    const descarga = (token: string, documento: string, claim = id) =>
      api('GET', `/v1/siniestros/${claim}/descarga?documento=${encodeURIComponent(documento)}`, { token });
    const ok = await descarga(handler, key);
    expect(ok.status).toBe(200);
    expectFreshPresign(ok.body.url);
    const bajada = await fetch(ok.body.url);
    expect(bajada.headers.get('content-disposition')).toContain('informe.pdf');
    expect(await bajada.text()).toContain('%PDF');
    // The producer that filed it reaches it too; the certificate's PDF is one more document of the claim.
    expect((await descarga(productor, key)).status).toBe(200);
    expect([200, 404]).toContain((await descarga(handler, 'certificado')).status);
    // A key the claim does not list (even one of the same tenant), another company, another tenant, no permission.
    const otra = await api('POST', '/v1/siniestros', { token: productor, body: denuncia() });
    expect((await descarga(handler, key, otra.body.id)).status).toBe(404);
    expect((await descarga(handler, `${key}x`)).status).toBe(404);
    expect((await descarga(handler, 'documentos/rotasul/siniestro/1/x.pdf')).status).toBe(404);
    expect((await descarga(await tokenOf('cargosur', 'consultor'), key)).status).toBe(404);
    expect((await descarga(await tokenOf('rotasul', 'siniestros'), key)).status).toBe(404);
    expect((await descarga(await tokenOf('cargosur', 'emisor'), key)).status).toBe(403);
    expect((await descarga(handler, '')).status).toBe(400);
  });

  it('shows open claims and their claimed amount on the dashboard', async () => {
    const res = await api('GET', '/v1/dashboard', { token: handler });
    expect(res.body.siniestros.abiertos).toBeGreaterThanOrEqual(2);
    expect(res.body.siniestros.montoReclamadoUsd).toBeGreaterThanOrEqual(12_345.67);
  });

  it('lists with the default page size of 5 and filters', async () => {
    const res = await api('GET', '/v1/siniestros?estado=enAnalisis', { token: handler });
    expect(res.body.meta.size).toBe(5);
    expect(res.body.data.every((s: any) => s.estado.id === 'enAnalisis')).toBe(true);
  });
});
