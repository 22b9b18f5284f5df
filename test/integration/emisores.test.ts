import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { digitoVerificadorRfc } from '#shared/fiscal/mexico.ts';
import { api, expectFreshPresign, subirAS3, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

useTestEmulators();

const rfcMoral = (letras = 'EMI') => {
  const base = `${letras}010101AB`;
  return base + digitoVerificadorRfc(base);
};

let admin: string;
let poliza: { id: number; endosos: { id: number }[] };
let otraPoliza: { id: number; endosos: { id: number }[] };
let beneficiarioId: number;
let ejecutivoId: number;

const crearPoliza = async (ramo: 'transporte' | 'contenedores') => {
  const res = await api('POST', '/v1/polizas', {
    token: admin,
    body: {
      numero: `EM-${randomUUID().slice(0, 8)}`,
      aseguradoraId: 1,
      nombre: `Emisores ${ramo} ${randomUUID().slice(0, 6)}`,
      ramo,
      monedaId: 484,
      paisId: 484,
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2099-12-31',
      tasa: 0.2,
      primaMinima: 25,
      cobertura: { nombre: 'Todo riesgo', deducibles: [] },
      limitesPorEmbarque: [],
      endosos: [{ nombre: 'General', vigenciaDesde: '2026-01-01', vigenciaHasta: '2099-12-31' }],
    },
  });
  expect(res.status).toBe(201);
  return res.body;
};

beforeAll(async () => {
  admin = await tokenOf('cargosur', 'administrador');
  poliza = await crearPoliza('transporte');
  otraPoliza = await crearPoliza('contenedores');
  beneficiarioId = (await api('GET', '/v1/clientes?size=1', { token: admin })).body.data[0].id;
  ejecutivoId = (await api('GET', '/v1/ejecutivos?size=1', { token: admin })).body.data[0].id;
});

/** The create body of spec 1 §7 with two transport conditions and one container condition. */
const cuerpo = (over: Record<string, unknown> = {}) => ({
  nombreComercial: `Emisor ${randomUUID().slice(0, 8)}`,
  idPais: 484,
  email: 'contacto@emisor.mx',
  web: 'https://emisor.mx',
  condicionesComerciales: {
    transporte: [
      {
        polizaId: poliza.id,
        endosoId: poliza.endosos[0]!.id,
        beneficiarioId: 0,
        tasaVenta: { valor: 0.35, primaMinima: 40, primaCargosExtra: 5 },
        asignacion: 'SumaAsegurada',
        markup: 10,
        markupMinimo: 5,
        markupMaximo: 15,
        premioMinimo: 100,
        premioSugerido: 150,
      },
      {
        polizaId: poliza.id,
        endosoId: poliza.endosos[0]!.id,
        beneficiarioId,
        tasaVenta: { valor: 0.4, primaMinima: 50, primaCargosExtra: 0 },
        asignacion: 'Prima',
        markup: 0,
        markupMinimo: 0,
        markupMaximo: 0,
        premioMinimo: 0,
        premioSugerido: 0,
      },
    ],
    contenedores: [
      {
        polizaId: otraPoliza.id,
        endosoId: otraPoliza.endosos[0]!.id,
        beneficiarioId: 0,
        tasaVenta: { contenedores: [{ idTipo: 1, prima: 120, primaTransporte: 30 }] },
        premioMaximo: 500,
        premioMinimo: 100,
        premio: 200,
      },
    ],
  },
  informacionFiscal: {
    rfc: rfcMoral(),
    razonSocial: 'Emisora del Golfo S.A. de C.V.',
    idRegimenFiscal: 6,
    idTipoPersona: 1,
    idUsoCFDI: 'G03',
    idMonedaFacturacion: 484,
    idFormaDePago: 2,
    diasDeCredito: 30,
    domicilioFiscal: {
      calle: 'Av. Reforma 100',
      estado: 'CDMX',
      ciudad: 'Ciudad de México',
      codigoPostal: '06600',
      municipio: 'Cuauhtémoc',
      tel: '+52 55 1234 5678',
    },
  },
  informacionComercial: {
    limiteDeCredito: 1234567.89,
    idTipoCliente: 'Broker',
    idConfiguracionFacturacion: 'Mensual',
    sucursales: ['Veracruz', 'Manzanillo'],
    vendedores: ['Lucía'],
    emailEnvioDeFacturas: 'facturas@emisor.mx',
    emailEnvioDeCertificados: 'certificados@emisor.mx',
    idEjecutivoDeCuentaAsignado: ejecutivoId,
    idIntermediarioAsignado: 30,
    tieneAutoEmision: true,
    constanciaDeSituacionFiscal: [],
  },
  ...over,
});

/** A second administrator of the tenant, given a role on the new issuer's company too. */
const otroAdministrador = (emisorId?: number) =>
  usuarioNuevo(admin, [
    { idEmpresa: 10, idRol: 'administrador' },
    ...(emisorId ? [{ idEmpresa: emisorId, idRol: 'emisor' }] : []),
  ]);

const PDF = new TextEncoder().encode('%PDF-1.4 constancia') as Uint8Array<ArrayBuffer>;

describe('issuers (emisores)', () => {
  it('creates, loads and edits an issuer and reads back exactly what was sent; its company takes roles', async () => {
    const body = cuerpo();
    const creado = await api('POST', '/v1/emisores', { token: admin, body });
    expect(creado.status).toBe(201);
    const { id, estado, version, ...enviado } = creado.body;
    expect(enviado).toEqual(body);
    expect(estado).toBe('Activo');
    expect(version).toBe(1);
    expect(id).toBeGreaterThan(1000);

    const leido = await api('GET', `/v1/emisores/${id}`, { token: admin });
    expect(leido.body).toEqual(creado.body);

    // The issuer is a company of type emisor: it is offered where companies are picked.
    const empresas = await api('GET', '/v1/empresas?tipo=emisor&size=100', { token: admin });
    expect(empresas.body.data.map((e: { id: number }) => e.id)).toContain(id);
    const conRol = await api('GET', '/v1/me', { token: await otroAdministrador(id) });
    expect(conRol.body.empresas.map((e: { empresa: { id: number } }) => e.empresa.id)).toContain(id);

    const cambios = {
      ...body,
      nombreComercial: `${body.nombreComercial} Editado`,
      informacionFiscal: { ...body.informacionFiscal, idFormaDePago: 1, diasDeCredito: null },
      informacionComercial: { ...body.informacionComercial, sucursales: ['Veracruz'], limiteDeCredito: 0 },
    };
    const editado = await api('PUT', `/v1/emisores/${id}`, { token: admin, body: { ...cambios, version: 1 } });
    expect(editado.status).toBe(200);
    const { id: _i, estado: _e, version: v2, ...releido } = (await api('GET', `/v1/emisores/${id}`, { token: admin })).body;
    expect(releido).toEqual(cambios);
    expect(v2).toBe(2);

    // A stale edit (version 1 again) is refused and changes nothing.
    const vieja = await api('PUT', `/v1/emisores/${id}`, { token: admin, body: { ...body, version: 1 } });
    expect(vieja.status).toBe(409);
    expect((await api('GET', `/v1/emisores/${id}`, { token: admin })).body.nombreComercial).toBe(cambios.nombreComercial);

    // The list finds it by the beginning of the commercial name, accents and case aside.
    const lista = await api('GET', `/v1/emisores?texto=${encodeURIComponent(cambios.nombreComercial.toLowerCase())}`, {
      token: admin,
    });
    expect(lista.body.data).toEqual([
      expect.objectContaining({ id, nombreComercial: cambios.nombreComercial, rfc: body.informacionFiscal.rfc }),
    ]);
  });

  it('stores the producer commission and extra premium when sent, reads them back, and refuses them out of range', async () => {
    const base = cuerpo();
    const conComision = {
      ...base,
      informacionComercial: { ...base.informacionComercial, comisionProductor: 12.5, extraPrimaVariable: 0 },
    };
    const creado = await api('POST', '/v1/emisores', { token: admin, body: conComision });
    expect(creado.status).toBe(201);
    const id = creado.body.id as number;
    const leido = (await api('GET', `/v1/emisores/${id}`, { token: admin })).body;
    expect(leido.informacionComercial).toMatchObject({ comisionProductor: 12.5, extraPrimaVariable: 0 });

    // Out of the default ranges (10 to 30, 0 to 10): 400 naming each field, and the issuer stays as it was.
    const fuera = await api('PUT', `/v1/emisores/${id}`, {
      token: admin,
      body: {
        ...conComision,
        informacionComercial: { ...conComision.informacionComercial, comisionProductor: 9.99, extraPrimaVariable: 10.5 },
        version: 1,
      },
    });
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors).toEqual([
      { path: 'informacionComercial.comisionProductor', message: 'Debe estar entre 10 y 30' },
      { path: 'informacionComercial.extraPrimaVariable', message: 'Debe estar entre 0 y 10' },
    ]);
    expect((await api('GET', `/v1/emisores/${id}`, { token: admin })).body).toEqual(leido);
    const alCrear = await api('POST', '/v1/emisores', {
      token: admin,
      body: { ...base, informacionComercial: { ...base.informacionComercial, comisionProductor: 31 } },
    });
    expect(alCrear.status).toBe(400);
    expect(alCrear.body.errors).toEqual([
      { path: 'informacionComercial.comisionProductor', message: 'Debe estar entre 10 y 30' },
    ]);

    // At the bounds they are accepted; an edit without them (the body of spec 1 §7) clears them.
    const enBordes = await api('PUT', `/v1/emisores/${id}`, {
      token: admin,
      body: {
        ...base,
        informacionComercial: { ...base.informacionComercial, comisionProductor: 30, extraPrimaVariable: 10 },
        version: 1,
      },
    });
    expect(enBordes.status).toBe(200);
    expect(enBordes.body.informacionComercial).toMatchObject({ comisionProductor: 30, extraPrimaVariable: 10 });
    const sinComision = await api('PUT', `/v1/emisores/${id}`, { token: admin, body: { ...base, version: 2 } });
    expect(sinComision.status).toBe(200);
    expect(sinComision.body.informacionComercial).not.toHaveProperty('comisionProductor');
  });

  it('a retried create with the same Idempotency-Key returns the first issuer', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const body = cuerpo();
    const a = await api('POST', '/v1/emisores', { token: admin, body, headers });
    const b = await api('POST', '/v1/emisores', { token: admin, body, headers });
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    const lista = await api('GET', `/v1/emisores?texto=${encodeURIComponent(body.nombreComercial)}`, { token: admin });
    expect(lista.body.data).toHaveLength(1);
  });

  it('refuses conditions with contradictory bounds on their fields and writes nothing (issue 27 item 5)', async () => {
    const base = cuerpo();
    const [transporte, otra] = base.condicionesComerciales.transporte;
    const [contenedores] = base.condicionesComerciales.contenedores;
    const antes = (await api('GET', '/v1/emisores?size=100', { token: admin })).body.meta.total;
    const res = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...base,
        condicionesComerciales: {
          transporte: [
            { ...transporte, markupMinimo: 50, markupMaximo: 10 },
            { ...otra, premioSugerido: -50 },
          ],
          contenedores: [{ ...contenedores, premioMinimo: 600 }],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        path: 'condicionesComerciales.transporte.0.markupMaximo',
        message: 'El markup máximo debe ser mayor o igual al markup mínimo',
      },
      { path: 'condicionesComerciales.transporte.1.premioSugerido', message: 'Debe ser mayor o igual a 0' },
      {
        path: 'condicionesComerciales.contenedores.0.premioMaximo',
        message: 'El premio máximo debe ser mayor o igual al premio mínimo',
      },
    ]);
    expect((await api('GET', '/v1/emisores?size=100', { token: admin })).body.meta.total).toBe(antes);
  });

  it('refuses a bad RFC, código postal, régimen, PPD without días and unknown references, naming each field', async () => {
    const base = cuerpo();
    const malo = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...base,
        informacionFiscal: {
          ...base.informacionFiscal,
          rfc: 'EMI010101AB0'.slice(0, 11) + (digitoVerificadorRfc('EMI010101AB') === '0' ? '1' : '0'),
          idRegimenFiscal: 1,
          diasDeCredito: null,
          domicilioFiscal: { ...base.informacionFiscal.domicilioFiscal, codigoPostal: '123' },
        },
      },
    });
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'informacionFiscal.rfc', message: 'El dígito verificador del RFC no es válido.' },
        { path: 'informacionFiscal.idRegimenFiscal', message: 'El régimen fiscal no corresponde al tipo de persona.' },
        { path: 'informacionFiscal.domicilioFiscal.codigoPostal', message: 'El código postal tiene 5 dígitos.' },
        { path: 'informacionFiscal.diasDeCredito', message: 'El campo Días de crédito es requerido' },
      ]),
    );

    // Decision (issue 27 item 24): the country is required beyond spec 1 §5.2: the issuer is a company
    // whose country sets the taxes and tax conditions of what it quotes.
    const sinPais = await api('POST', '/v1/emisores', { token: admin, body: { ...base, idPais: null } });
    expect(sinPais.status).toBe(400);
    expect(sinPais.body.errors).toEqual([{ path: 'idPais', message: 'El campo país es requerido' }]);

    const fisica = await api('POST', '/v1/emisores', {
      token: admin,
      body: { ...base, informacionFiscal: { ...base.informacionFiscal, idTipoPersona: 2 } },
    });
    expect(fisica.status).toBe(400);
    expect(fisica.body.errors).toContainEqual({
      path: 'informacionFiscal.rfc',
      message: 'El RFC de una Persona Física tiene 13 caracteres.',
    });

    const referencias = cuerpo();
    referencias.condicionesComerciales.transporte[0]!.polizaId = 99_999_999;
    referencias.condicionesComerciales.transporte[1]!.endosoId = 999;
    referencias.condicionesComerciales.contenedores[0]!.tasaVenta.contenedores[0]!.idTipo = 999;
    const sinReferencias = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...referencias,
        informacionComercial: { ...referencias.informacionComercial, idEjecutivoDeCuentaAsignado: 1, idIntermediarioAsignado: 1 },
      },
    });
    expect(sinReferencias.status).toBe(400);
    expect(sinReferencias.body.errors).toEqual([
      { path: 'condicionesComerciales.transporte.0.polizaId', message: 'La póliza no existe' },
      { path: 'condicionesComerciales.transporte.1.endosoId', message: 'El endoso no es de la póliza' },
      {
        path: 'condicionesComerciales.contenedores.0.tasaVenta.contenedores.0.idTipo',
        message: 'El tipo de contenedor no existe',
      },
      { path: 'informacionComercial.idEjecutivoDeCuentaAsignado', message: 'El ejecutivo de cuenta no existe' },
      { path: 'informacionComercial.idIntermediarioAsignado', message: 'El intermediario no existe' },
    ]);
  });

  it('attaches a constancia uploaded straight to S3, lists it and downloads it; another caller’s key is refused', async () => {
    const slot = await api('POST', '/v1/emisores/constancias', {
      token: admin,
      body: { nombre: 'constancia.pdf', tipo: 'application/pdf', tamano: PDF.byteLength },
    });
    expect(slot.status).toBe(200);
    await subirAS3(slot.body, PDF, 'application/pdf');

    // The same key sent by another administrator is not theirs to attach.
    const ajeno = await api('POST', '/v1/emisores', {
      token: await otroAdministrador(),
      body: cuerpo({
        informacionComercial: {
          ...cuerpo().informacionComercial,
          constanciaDeSituacionFiscal: [{ key: slot.body.key, nombre: 'constancia.pdf' }],
        },
      }),
    });
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.errors[0].path).toBe('informacionComercial.constanciaDeSituacionFiscal.0');
    // A key never issued is refused on its row.
    const base = cuerpo();
    const inventada = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...base,
        informacionComercial: {
          ...base.informacionComercial,
          constanciaDeSituacionFiscal: [{ key: 'uploads-pendientes/cargosur/constancias/emisor/nuevo/x.pdf', nombre: 'x.pdf' }],
        },
      },
    });
    expect(inventada.status).toBe(400);
    expect(inventada.body.errors[0].path).toBe('informacionComercial.constanciaDeSituacionFiscal.0');

    const creado = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...base,
        informacionComercial: {
          ...base.informacionComercial,
          constanciaDeSituacionFiscal: [{ key: slot.body.key, nombre: 'constancia.pdf', observaciones: 'Vigente 2026' }],
        },
      },
    });
    expect(creado.status).toBe(201);
    const [archivo] = creado.body.informacionComercial.constanciaDeSituacionFiscal;
    expect(archivo).toMatchObject({
      nombre: 'constancia.pdf',
      observaciones: 'Vigente 2026',
      tipo: 'application/pdf',
      tamano: PDF.byteLength,
    });
    expect(archivo.key).not.toBe(slot.body.key);

    const descarga = await api('GET', `/v1/emisores/${creado.body.id}/constancia?key=${encodeURIComponent(archivo.key)}`, {
      token: admin,
    });
    expect(descarga.status).toBe(200);
    expectFreshPresign(descarga.body.url);
    expect(await (await fetch(descarga.body.url)).text()).toBe('%PDF-1.4 constancia');

    // The key was used once: attaching it again (to another issuer) is refused.
    const reuso = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        ...base,
        informacionComercial: {
          ...base.informacionComercial,
          constanciaDeSituacionFiscal: [{ key: slot.body.key, nombre: 'c.pdf' }],
        },
      },
    });
    expect(reuso.status).toBe(400);

    // An edit keeps the attached file (notes may change) without a new upload.
    const editado = await api('PUT', `/v1/emisores/${creado.body.id}`, {
      token: admin,
      body: {
        ...base,
        version: 1,
        informacionComercial: {
          ...base.informacionComercial,
          constanciaDeSituacionFiscal: [{ key: archivo.key, nombre: 'constancia.pdf', observaciones: 'Actualizada' }],
        },
      },
    });
    expect(editado.status).toBe(200);
    expect(editado.body.informacionComercial.constanciaDeSituacionFiscal).toEqual([{ ...archivo, observaciones: 'Actualizada' }]);

    // Types other than pdf/png/jpeg/csv and files over 10 MB are refused before signing.
    const tipo = await api('POST', '/v1/emisores/constancias', {
      token: admin,
      body: { nombre: 'a.exe', tipo: 'application/x-msdownload', tamano: 10 },
    });
    expect(tipo.status).toBe(400);
    const grande = await api('POST', '/v1/emisores/constancias', {
      token: admin,
      body: { nombre: 'a.pdf', tipo: 'application/pdf', tamano: 10 * 1024 * 1024 + 1 },
    });
    expect(grande.status).toBe(400);
    expect(grande.body.errors).toEqual([{ path: 'tamano', message: 'El archivo supera el máximo de 10 MB.' }]);
  });

  it('isolates tenants and enforces the permissions', async () => {
    const creado = await api('POST', '/v1/emisores', { token: admin, body: cuerpo() });
    expect(creado.status).toBe(201);
    const otroTenant = await tokenOf('viajeseguro', 'administrador');
    expect((await api('GET', `/v1/emisores/${creado.body.id}`, { token: otroTenant })).status).toBe(404);
    expect(
      (await api('PUT', `/v1/emisores/${creado.body.id}`, { token: otroTenant, body: { ...cuerpo(), version: 1 } })).status,
    ).toBe(404);
    const listaAjena = await api('GET', '/v1/emisores?size=100', { token: otroTenant });
    expect(listaAjena.body.data.map((e: { id: number }) => e.id)).not.toContain(creado.body.id);

    for (const rol of ['productor', 'consultor', 'aseguradora']) {
      const token = await tokenOf('cargosur', rol);
      expect((await api('GET', '/v1/emisores', { token })).status).toBe(403);
      expect((await api('GET', `/v1/emisores/${creado.body.id}`, { token })).status).toBe(403);
      expect((await api('POST', '/v1/emisores', { token, body: cuerpo() })).status).toBe(403);
      expect(
        (await api('POST', '/v1/emisores/constancias', { token, body: { nombre: 'a.pdf', tipo: 'application/pdf', tamano: 5 } }))
          .status,
      ).toBe(403);
    }
  });
});
