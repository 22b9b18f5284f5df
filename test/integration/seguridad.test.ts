import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usuarioCognito } from '#shared/auth/login.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { emisionPorTransferencia, HOY, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

/** Defects found by attacking the API (issue 10): each test fails on the code before its fix. */

/** This file's public calls come from their own address, so other files' calls do not use up its limits. */
const DESDE = '127.0.113.40';
const publico = (path: string, o: Parameters<typeof api>[2] = {}) =>
  api(o.body === undefined ? 'GET' : 'POST', path, { host: 'cargosur.localhost', desde: DESDE, ...o });

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

let productor: string;
/** The administrator working under the broker (11): another company than the producer's (10). */
let otraEmpresa: { token: string; empresaId: number };

const cobertura = async (token: string, body: Record<string, unknown>) => {
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token, body });
  return ofertas.body.find((o: any) => !o.validaciones.length && o.cobertura.idAseguradora === 1).cobertura.id as number;
};

beforeAll(async () => {
  useTestEmulators();
  productor = await tokenOf('cargosur', 'productor');
  otraEmpresa = { token: await tokenOf('cargosur', 'administrador'), empresaId: 11 };
});

describe('Idempotency-Key', () => {
  it('is scoped to the caller: another company’s user with the same key and body gets its own answer', async () => {
    const body = { ...viajeBsAsSaoPaulo(), CoberturaId: await cobertura(productor, viajeBsAsSaoPaulo()) };
    const key = randomUUID();
    const mio = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body,
      headers: { 'idempotency-key': key },
    });
    const otro = await api('POST', '/v1/viajes-especificos/polizas', {
      ...otraEmpresa,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(mio.status).toBe(200);
    expect(otro.status).toBe(200);
    expect(otro.body.id).not.toBe(mio.body.id);
    // The other user cannot read the first one's quote either.
    expect((await api('GET', `/v1/viajes-especificos/polizas/${mio.body.id}`, otraEmpresa)).status).toBe(404);
  });

  it('reused with another body answers 422 naming the header, and creates nothing', async () => {
    const body = { ...viajeBsAsSaoPaulo(), CoberturaId: await cobertura(productor, viajeBsAsSaoPaulo()) };
    const key = randomUUID();
    const first = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(200);
    const other = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: { ...body, ValorFactura: 51_000 },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: 'La clave de idempotencia ya se usó con otros datos.',
      errors: [
        { path: 'headers.idempotency-key', message: 'Ya se usó con otros datos: generá una clave nueva para esta solicitud.' },
      ],
    });
  });
});

describe('amounts', () => {
  it('refuses an amount over the bound with a 400 naming the field, instead of a null premium and a 500', async () => {
    for (const [campo, valor] of [
      ['ValorFactura', 1e308],
      ['DemasGastos', 1e13],
      ['GastoEnvio', 1e13],
      ['BeneficioImaginario', 101],
    ] as const) {
      const res = await api('POST', '/v1/viajes-especificos/cotizaciones', {
        token: productor,
        body: viajeBsAsSaoPaulo({ [campo]: valor }),
      });
      expect(res.status, campo).toBe(400);
      expect(res.body.errors.map((e: any) => e.path)).toEqual([campo]);
    }
  });

  it('quotes the largest accepted amounts with finite numbers', async () => {
    const res = await api('POST', '/v1/viajes-especificos/cotizaciones', {
      token: productor,
      body: viajeBsAsSaoPaulo({ ValorFactura: 1e12, DemasGastos: 1e12, GastoEnvio: 1e12, BeneficioImaginario: 10 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const o of res.body) expect(Number.isFinite(o.premio)).toBe(true);
  });

  it('a save stores the server’s sum insured, never the browser’s', async () => {
    const viaje = viajeBsAsSaoPaulo();
    const body = { ...viaje, CoberturaId: await cobertura(productor, viaje), SumaAsegurada: 1 };
    const saved = await api('POST', '/v1/viajes-especificos/polizas', { token: productor, body });
    expect(saved.status).toBe(200);
    const item = await new TenantDb('cargosur').get(CertificadoVE, { id: saved.body.id }, { consistent: true });
    expect(item?.request).not.toHaveProperty('SumaAsegurada');
    expect(item?.oferta.sumaAsegurada).toBe(57_750);
    const detalle = await api('GET', `/v1/viajes-especificos/polizas/${saved.body.id}`, { token: productor });
    expect(detalle.body.solicitud.SumaAsegurada).toBeUndefined();
    expect(detalle.body.sumaAsegurada.total).toBe(57_750);
  });
});

describe('public rate limit and edge headers', () => {
  it('12 public lookups with a rotating x-viewer-ip are limited like 12 from one address', async () => {
    // The limit counts per calendar minute: the calls start early in one, or the window could reset between them.
    const restante = 60_000 - (Date.now() % 60_000);
    if (restante < 20_000) await new Promise((r) => setTimeout(r, restante + 100));
    const desde = `127.40.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await publico('/v1/publico/certificados?Numero=VE-1&CifCliente=30-1', {
        desde,
        headers: { 'x-viewer-ip': `198.51.100.${i + 1}`, 'x-tenant-host': 'desconocido.localhost' },
      });
      statuses.push(res.status);
    }
    // buscar-certificado-publico allows 10 a minute. Had the sent x-tenant-host been trusted, every answer would be 403 (unknown portal).
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
  });

  it('a malformed % escape in a path id answers 400 with the usual error body', async () => {
    const res = await api('GET', '/v1/viajes-especificos/polizas/%E0%A4%A', { token: productor });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Por favor, revisá los errores para poder continuar',
      errors: [{ path: 'params.id', message: 'Valor inválido' }],
    });
  });
});

describe('attaching uploads', () => {
  let certificado: { id: number; nro: string; cif: string };
  const s3 = () =>
    new S3Client({
      endpoint: `http://127.0.0.1:${inject('s3Port')}`,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  const subir = async (slot: { url: string; fields: Record<string, string> }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }));
    expect((await fetch(slot.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  };
  const prueba = { numeroCertificado: '', cif: '', idCertificado: 0 };
  const denuncia = (otros: { key: string; nombre: string }[]) => ({
    ...prueba,
    contacto: { nombre: 'María Pérez', email: 'maria.perez@cliente.demo', telefono: '+54 11 4444-5555' },
    cobertura: 3,
    fechaOcurrencia: HOY,
    descripcion: 'Vuelco del camión en la ruta 14.',
    lugarOcurrencia: 'Ruta Nacional 14, km 320',
    ubicacionActualMercaderia: 'Depósito de la transportista',
    montoReclamado: 1000,
    comentarios: 'Adjunto la nota.',
    otros,
  });

  beforeAll(async () => {
    const viaje = viajeBsAsSaoPaulo();
    const { body: guardado } = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: { ...viaje, CoberturaId: await cobertura(productor, viaje) },
    });
    const { body: emitido } = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emisionPorTransferencia(guardado.id),
    });
    const detalle = await api('GET', `/v1/viajes-especificos/polizas/${guardado.id}`, { token: productor });
    certificado = { id: guardado.id, nro: emitido.nroCertificado, cif: detalle.body.tomador.cif };
    Object.assign(prueba, { numeroCertificado: certificado.nro, cif: certificado.cif, idCertificado: certificado.id });
  });

  const slotPublico = async () => {
    const slot = await publico('/v1/publico/siniestros/archivos', {
      body: { ...prueba, lista: 'otros', nombre: 'nota.pdf', tipo: 'application/pdf', tamano: PDF.length },
    });
    expect(slot.status).toBe(200);
    return slot.body as { url: string; fields: Record<string, string>; key: string };
  };

  it('refuses a key with dot segments at validation', async () => {
    const slot = await slotPublico();
    await subir(slot);
    const trucha = slot.key.replace('uploads-pendientes/cargosur/', 'uploads-pendientes/cargosur/x/../');
    const res = await publico('/v1/publico/siniestros', { body: denuncia([{ key: trucha, nombre: 'nota.pdf' }]) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'otros.0.key', message: 'Clave de archivo inválida' }]);
  });

  it('refuses a key under the tenant’s pending prefix that the server never issued, and leaves it in place', async () => {
    const key = `uploads-pendientes/cargosur/denuncias/otros/${randomUUID()}/puesto.pdf`;
    await s3().send(
      new PutObjectCommand({ Bucket: process.env.BUCKET_NAME, Key: key, Body: PDF, ContentType: 'application/pdf' }),
    );
    const res = await publico('/v1/publico/siniestros', { body: denuncia([{ key, nombre: 'puesto.pdf' }]) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'otros.0', message: 'puesto.pdf: El archivo no se subió o ya no está disponible. Volvé a intentarlo.' },
    ]);
  });

  it('refuses a key issued to another caller of the tenant, or to another tenant', async () => {
    const deOtroUsuario = await api('POST', '/v1/siniestros/archivos', {
      token: await tokenOf('cargosur', 'siniestros'),
      body: { lista: 'otros', nombre: 'ajeno.pdf', tipo: 'application/pdf', tamano: PDF.length },
    });
    const deOtroTenant = await api('POST', '/v1/siniestros/archivos', {
      token: await tokenOf('rotasul', 'siniestros'),
      body: { lista: 'otros', nombre: 'ajeno.pdf', tipo: 'application/pdf', tamano: PDF.length },
    });
    for (const slot of [deOtroUsuario, deOtroTenant]) {
      expect(slot.status).toBe(200);
      await subir(slot.body);
      const res = await publico('/v1/publico/siniestros', { body: denuncia([{ key: slot.body.key, nombre: 'ajeno.pdf' }]) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('otros.0');
    }
  });

  it('attaches exactly the issued key, once', async () => {
    const slot = await slotPublico();
    await subir(slot);
    const ok = await publico('/v1/publico/siniestros', { body: denuncia([{ key: slot.key, nombre: 'nota.pdf' }]) });
    expect(ok.status).toBe(201);
    const again = await publico('/v1/publico/siniestros', { body: denuncia([{ key: slot.key, nombre: 'nota.pdf' }]) });
    expect(again.status).toBe(400);
  });
});

describe('the portal’s Cognito endpoint (local)', () => {
  const cognito = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${inject('apiPort')}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('does not forward calls the SPA never makes: an anonymous ListUsers lists nobody', async () => {
    const res = await cognito('ListUsers', { UserPoolId: inject('userPoolId') });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).not.toContain('@');
  });

  it('a user cannot rewrite its own custom:tenant or custom:userId', async () => {
    const login = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: inject('userPoolClientId'),
      AuthParameters: { USERNAME: usuarioCognito('cargosur', 'consultor@cargosur.demo'), PASSWORD: DEMO_PASSWORD },
    });
    const { AuthenticationResult } = (await login.json()) as { AuthenticationResult: { AccessToken: string } };
    const res = await cognito('UpdateUserAttributes', {
      AccessToken: AuthenticationResult.AccessToken,
      UserAttributes: [{ Name: 'custom:tenant', Value: 'rotasul' }],
    });
    expect(res.status).toBe(400);
    const token = await tokenOf('cargosur', 'consultor');
    expect((await api('GET', '/v1/me', { token })).status).toBe(200);
  });
});
