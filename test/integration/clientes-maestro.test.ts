import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Cliente, ClienteCif, reservaDeCif } from '#lib/data/clientes.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { RFC_MENSAJES } from '#shared/fiscal/mexico.ts';
import { buildCuit } from '#shared/validators/cif.ts';
import { clienteMexicano, rfcValido } from '#test/fixtures/clientes.ts';
import { api, expectFreshPresign, setPassword, signIn, subirAS3, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

const admin = () => tokenOf('cargosur', 'administrador');

/** A live transport policy of Aseguradora del Sur, created through the policies API. */
const nuevaPoliza = async (token: string) => {
  const res = await api('POST', '/v1/polizas', {
    token,
    body: {
      numero: `CL-${randomInt(1_000_000_000)}`,
      aseguradoraId: 1,
      nombre: `Flotante ${randomUUID().slice(0, 6)}`,
      ramo: 'transporte',
      monedaId: 840,
      paisId: 32,
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2099-12-31',
      tasa: 0.25,
      primaMinima: 30,
      cobertura: { nombre: 'Todo riesgo', deducibles: [] },
      limitesPorEmbarque: [{ transporteId: 1, limite: 500_000 }],
      endosos: [],
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; version: number };
};

const crear = (token: string, body: unknown, key?: string) =>
  api('POST', '/v1/clientes/maestro', { token, body, headers: key ? { 'idempotency-key': key } : {} });

const editorBody = (c: any) => ({
  informacionGeneral: { nombreComercial: c.nombre, idPais: c.pais.id, email: c.email ?? '', paginaWeb: c.paginaWeb },
  informacionFiscal: c.informacionFiscal,
  informacionComercial: c.informacionComercial,
  condicionesComerciales: c.condicionesComerciales,
  version: c.version,
});

const correoPara = async (email: string) => {
  const dir = inject('mailOutboxDir');
  const buscar = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
          .find((m) => m.startsWith(`Para: ${email}\n`))
      : undefined;
  let correo = buscar();
  for (let i = 0; !correo && i < 40; i++) correo = await new Promise((r) => setTimeout(r, 100)).then(buscar);
  return correo;
};

const PDF = new TextEncoder().encode('%PDF-1.4 constancia del cliente') as Uint8Array<ArrayBuffer>;

/** A presigned POST for a PDF constancia (of an existing client with clienteId), uploaded like the browser does. */
const subirConstancia = async (token: string, clienteId?: number) => {
  const slot = await api('POST', '/v1/clientes/constancias', {
    token,
    body: { nombre: 'constancia.pdf', tipo: 'application/pdf', tamano: PDF.byteLength, ...(clienteId ? { clienteId } : {}) },
  });
  expect(slot.status).toBe(200);
  await subirAS3(slot.body, PDF, 'application/pdf');
  return slot.body.key as string;
};

/** The client body with these constancia files in its commercial tab. */
const conConstancias = (archivos: { key: string; nombre: string; observaciones?: string }[], base = clienteMexicano()) => ({
  ...base,
  informacionComercial: { ...base.informacionComercial, constanciaDeSituacionFiscal: archivos },
});

describe('client master (/clientes)', () => {
  beforeAll(() => useTestEmulators());

  it('creates a client with fiscal data, two policies with its terms and two users who sign in', async () => {
    const token = await admin();
    const [p1, p2] = [await nuevaPoliza(token), await nuevaPoliza(token)];
    const ejecutivos = await api('GET', '/v1/ejecutivos', { token });
    const ejecutivoId = ejecutivos.body.data[0].id;
    const body = clienteMexicano({
      condicionesComerciales: [
        { polizaId: p1.id, tasa: 0.35, primaMinima: 40, tasaIntermediario: 0.05, primaMinimaIntermediario: 5 },
        { polizaId: p2.id, tasa: 1.5, primaMinima: 100 },
      ],
    });
    body.informacionComercial.ejecutivos = [ejecutivoId];
    body.informacionComercial.intermediarios = [30];
    const res = await crear(token, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nombre: body.informacionGeneral.nombreComercial,
      cif: body.informacionFiscal.rfc,
      pais: { id: 484, nombre: 'México' },
      // The administrator works under the producing company 10: the client is that producer's.
      productorId: 10,
      tipoDeCliente: 'EmpresaFinal',
      ejecutivos: [ejecutivoId],
      informacionFiscal: { regimenFiscal: 6, cfdi: 'G03', formaDePago: 2, diasDeCredito: 30 },
      informacionComercial: { intermediarios: [30], limiteDeCredito: { monto: 150_000.5, moneda: 'MXN' } },
      condicionesComerciales: [
        { polizaId: p1.id, tasa: 0.35, primaMinima: 40, tasaIntermediario: 0.05, primaMinimaIntermediario: 5 },
        { polizaId: p2.id, tasa: 1.5, primaMinima: 100, tasaIntermediario: null, primaMinimaIntermediario: null },
      ],
      usuarios: [],
      version: 1,
    });
    const id = res.body.id;
    // The producer finds it by its tax id, as any client of its own.
    const porCif = await api('GET', `/v1/clientes?filtro=${body.informacionFiscal.rfc}&productorId=10`, {
      token: await tokenOf('cargosur', 'productor'),
    });
    expect(porCif.body.data.map((c: { id: number }) => c.id)).toEqual([id]);

    // Two users: onboarding Sí gets Cognito's invitation; No gets no e-mail and enters by resetting its password.
    const sufijo = randomUUID().slice(0, 8);
    const conInvitacion = `admin.${sufijo}@cliente.demo`;
    const sinInvitacion = `consulta.${sufijo}@cliente.demo`;
    const u1 = await api('POST', `/v1/clientes/${id}/usuarios`, {
      token,
      body: {
        email: conInvitacion,
        nombreYApellido: 'María José Pérez',
        idNacionalidad: 484,
        telefono: '+52 55 1111 2222',
        onboarding: true,
        roles: ['Administrador', 'Operador'],
      },
    });
    expect(u1.status).toBe(201);
    expect(u1.body).toMatchObject({
      nombre: 'María José',
      apellido: 'Pérez',
      roles: ['Administrador', 'Operador'],
      onboarding: true,
    });
    const u2 = await api('POST', `/v1/clientes/${id}/usuarios`, {
      token,
      body: {
        email: sinInvitacion,
        nombreYApellido: 'Juan López',
        idNacionalidad: 32,
        telefono: '11 4444 5555',
        roles: ['Consultor'],
      },
    });
    expect(u2.status).toBe(201);
    expect(u2.body).toMatchObject({ nacionalidad: { id: 32, nombre: 'Argentina' }, onboarding: false });

    const temporal = /Contraseña temporal: (\S+)/.exec((await correoPara(conInvitacion)) ?? '')?.[1];
    expect(temporal).toBeTruthy();
    await expect(signIn('cargosur', conInvitacion, temporal)).rejects.toThrow('NEW_PASSWORD_REQUIRED');
    expect(await correoPara(sinInvitacion)).toBeUndefined();

    const leido = await api('GET', `/v1/clientes/${id}`, { token });
    // By surname, as every list of users: López, then Pérez.
    expect(leido.body.usuarios.map((u: any) => [u.email, u.roles])).toEqual([
      [sinInvitacion, ['Consultor']],
      [conInvitacion, ['Administrador', 'Operador']],
    ]);

    // Both sign in (after choosing a password) and work under the client's own company with the mapped roles.
    for (const [email, roles] of [
      [conInvitacion, ['clienteAdministrador', 'clienteOperador']],
      [sinInvitacion, ['clienteConsultor']],
    ] as const) {
      await setPassword('cargosur', email, 'Clave2026!cliente');
      const me = await api('GET', '/v1/me', { token: await signIn('cargosur', email, 'Clave2026!cliente') });
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(res.body.nombre);
      // The company names its client: the quote form fixes it for the client's users.
      expect([...new Set(me.body.empresas.map((e: any) => e.empresa.clienteId))]).toEqual([id]);
      expect(me.body.empresas.map((e: any) => e.rol.id).sort()).toEqual([...roles].sort());
      // The tenant's administrator made them in the client's master, but does not administer the
      // client's company: /usuarios does not reach them (issue 27 item 1).
      const usuario = await api('GET', `/v1/usuarios/${email === conInvitacion ? u1.body.id : u2.body.id}`, { token });
      expect(usuario.status).toBe(404);
    }

    // The client admin cannot read the master of clients, edit policies nor read the tenant's parties.
    const clienteAdmin = await signIn('cargosur', conInvitacion, 'Clave2026!cliente');
    expect((await api('GET', `/v1/clientes/${id}`, { token: clienteAdmin })).status).toBe(403);
    expect((await api('PUT', `/v1/clientes/${id}`, { token: clienteAdmin, body: editorBody(leido.body) })).status).toBe(403);
    expect((await api('PUT', `/v1/polizas/${p1.id}`, { token: clienteAdmin, body: {} })).status).toBe(403);
    expect((await api('GET', '/v1/clientes', { token: clienteAdmin })).status).toBe(403);

    // The party list (quote wizard, Beneficiarios) still finds it, with the list's extra columns.
    const lista = await api('GET', `/v1/clientes?filtro=${encodeURIComponent(res.body.nombre)}`, { token });
    expect(lista.body.data).toEqual([expect.objectContaining({ id, tipoDeCliente: 'EmpresaFinal', ejecutivos: [ejecutivoId] })]);
  });

  it('stores the fiscal data of the client’s country: the SAT’s régimen and uso del CFDI for México, the tax condition elsewhere (issue 27 item 24)', async () => {
    const token = await admin();
    const mexicano = clienteMexicano();
    // A form whose country changed keeps the other country's fields it no longer shows.
    const argentino = await crear(token, {
      ...mexicano,
      informacionGeneral: { ...mexicano.informacionGeneral, idPais: 32 },
      informacionFiscal: {
        ...mexicano.informacionFiscal,
        rfc: buildCuit('30', randomInt(100_000_000)),
        condicionFiscal: 'responsableInscripto',
      },
    });
    expect(argentino.status).toBe(201);
    expect(argentino.body.informacionFiscal).toMatchObject({
      regimenFiscal: null,
      cfdi: null,
      condicionFiscal: 'responsableInscripto',
    });
    const leido = await api('GET', `/v1/clientes/${argentino.body.id}`, { token });
    expect(leido.body.informacionFiscal).toMatchObject({
      regimenFiscal: null,
      cfdi: null,
      condicionFiscal: 'responsableInscripto',
    });

    const deMexico = await crear(
      token,
      clienteMexicano({ informacionFiscal: { ...mexicano.informacionFiscal, rfc: rfcValido(), condicionFiscal: 'exento' } }),
    );
    expect(deMexico.status).toBe(201);
    expect(deMexico.body.informacionFiscal).toMatchObject({ regimenFiscal: 6, cfdi: 'G03', condicionFiscal: null });
  });

  it('Quitar (the Usuarios tab’s Accion): takes the user’s roles on the client away and, with no company left, deactivates it (issue 27 item 23)', async () => {
    const token = await admin();
    const id = (await crear(token, clienteMexicano())).body.id;
    const email = `quitar.${randomUUID().slice(0, 8)}@cliente.demo`;
    const nuevo = await api('POST', `/v1/clientes/${id}/usuarios`, {
      token,
      body: { email, nombreYApellido: 'Rita Gómez', idNacionalidad: 32, telefono: '11 4444 5555', roles: ['Operador'] },
    });
    expect(nuevo.status).toBe(201);
    const ruta = `/v1/clientes/${id}/usuarios/${nuevo.body.id}`;
    // Only who edits the client's master removes its users.
    expect((await api('DELETE', ruta, { token: await tokenOf('cargosur', 'consultor') })).status).toBe(403);

    const quitado = await api('DELETE', ruta, { token });
    expect(quitado.status).toBe(200);
    expect(quitado.body.usuarios).toEqual([]);
    expect((await api('GET', `/v1/clientes/${id}`, { token })).body.usuarios).toEqual([]);
    // Without any company its sign-in is off.
    await setPassword('cargosur', email, 'Clave2026!cliente');
    await expect(signIn('cargosur', email, 'Clave2026!cliente')).rejects.toThrow();
    // Once removed it is not the client's any more; another client's user is not removed through this one.
    expect((await api('DELETE', ruta, { token })).status).toBe(404);
    const otro = (await crear(token, clienteMexicano())).body.id;
    expect((await api('DELETE', `/v1/clientes/${otro}/usuarios/${nuevo.body.id}`, { token })).status).toBe(404);
  });

  it('keeps the R.F.C unique among one producer’s clients and parties, not across producers or tenants', async () => {
    const token = await admin();
    const body = clienteMexicano();
    const rfc = body.informacionFiscal.rfc;
    expect((await crear(token, body)).status).toBe(201);
    const otro = await crear(token, clienteMexicano({ informacionFiscal: { ...body.informacionFiscal } }));
    expect(otro.status).toBe(409);
    expect(otro.body.message).toBe('Ya existe un cliente, tomador o beneficiario con ese R.F.C.');
    // A party of the same producer (10) shares the namespace...
    const rfcDeParte = rfcValido();
    const parte = { id: 900_000 + randomInt(99_999), nombre: 'Parte del Productor', cif: rfcDeParte, paisId: 484 };
    const item = { ...parte, email: null, logo: null, markup: null, productorId: 10, creado: new Date().toISOString() };
    await new TenantDb('cargosur').write([...Cliente.create(item), ...ClienteCif.create(reservaDeCif(item))]);
    const conRfcDeParte = clienteMexicano();
    conRfcDeParte.informacionFiscal.rfc = rfcDeParte;
    expect((await crear(token, conRfcDeParte)).status).toBe(409);
    // ...another producer (the broker, 11) registers the same client for itself, and another tenant has its own.
    const delProductor = await api('POST', '/v1/clientes', {
      token,
      body: { nombre: 'Misma S.A.', cif: rfc, idPais: 484, productorId: 11 },
    });
    expect(delProductor.status).toBe(201);
    expect((await crear(await tokenOf('viajeseguro', 'administrador'), body)).status).toBe(201);

    // Completing that producer's party keeps it in the producer's namespace.
    const completa = await api('PUT', `/v1/clientes/${delProductor.body.id}`, {
      token,
      body: { ...clienteMexicano({ informacionFiscal: { ...body.informacionFiscal } }), version: 0 },
    });
    expect(completa.status).toBe(200);
    expect(completa.body).toMatchObject({ productorId: 11, version: 1, informacionFiscal: { rfc } });
  });

  it('lists in the Usuarios tab every user of the client’s company, however it was given access', async () => {
    const token = await admin();
    const lista = await api('GET', '/v1/clientes?filtro=Exportadora%20Demo', { token });
    const exportadora = lista.body.data.find((c: { nombre: string }) => c.nombre === 'Exportadora Demo S.A.');
    const leido = await api('GET', `/v1/clientes/${exportadora.id}`, { token });
    expect(leido.status).toBe(200);
    expect(leido.body.usuarios.map((u: any) => [u.email, u.roles])).toEqual(
      expect.arrayContaining([
        ['clienteadministrador@cargosur.demo', ['Administrador']],
        ['clienteoperador@cargosur.demo', ['Operador']],
        ['clienteconsultor@cargosur.demo', ['Consultor']],
      ]),
    );
  });

  it('answers 409 to a stale edit and the first result to a retried create', async () => {
    const token = await admin();
    const key = randomUUID();
    const body = clienteMexicano();
    const a = await crear(token, body, key);
    const b = await crear(token, body, key);
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);

    const edit = editorBody(a.body);
    const primera = await api('PUT', `/v1/clientes/${a.body.id}`, {
      token,
      body: { ...edit, informacionComercial: { ...edit.informacionComercial, tipoDeCliente: 'Broker' } },
    });
    expect(primera.status).toBe(200);
    expect(primera.body).toMatchObject({ version: 2, tipoDeCliente: 'Broker' });
    const vieja = await api('PUT', `/v1/clientes/${a.body.id}`, { token, body: edit });
    expect(vieja.status).toBe(409);
    expect(vieja.body.message).toBe('El cliente cambió mientras lo editabas. Recargá y volvé a intentar.');

    // PUE resets the credit days.
    const pue = await api('PUT', `/v1/clientes/${a.body.id}`, {
      token,
      body: { ...editorBody(primera.body), informacionFiscal: { ...primera.body.informacionFiscal, formaDePago: 1 } },
    });
    expect(pue.body.informacionFiscal).toMatchObject({ formaDePago: 1, diasDeCredito: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const token = await admin();
    const body = clienteMexicano();
    const rfc = body.informacionFiscal.rfc;
    const malo = await crear(token, {
      ...body,
      informacionFiscal: {
        ...body.informacionFiscal,
        rfc: `${rfc.slice(0, -1)}${rfc.endsWith('1') ? '2' : '1'}`,
        diasDeCredito: null,
      },
    });
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'informacionFiscal.rfc', message: RFC_MENSAJES.digito },
        { path: 'informacionFiscal.diasDeCredito', message: 'El campo Días de crédito es requerido' },
      ]),
    );
    const sinTasa = await crear(token, { ...body, condicionesComerciales: [{ polizaId: 1, primaMinima: 10 }] });
    expect(sinTasa.body.errors).toEqual([{ path: 'condicionesComerciales.0.tasa', message: 'El campo Tasa es requerido' }]);
    // Issue 27 item 4: an intermediary at 5 % of a 0,45 % premium would take all of it.
    const intermediario = await crear(token, {
      ...body,
      condicionesComerciales: [
        { polizaId: 1, tasa: 0.45, primaMinima: 100, tasaIntermediario: 5, primaMinimaIntermediario: 100 },
      ],
    });
    expect(intermediario.status).toBe(400);
    expect(intermediario.body.errors).toEqual([
      { path: 'condicionesComerciales.0.tasaIntermediario', message: 'La Tasa del Intermediario debe ser menor que la Tasa' },
      {
        path: 'condicionesComerciales.0.primaMinimaIntermediario',
        message: 'La Prima Mínima del Intermediario debe ser menor que la Prima Mínima',
      },
    ]);
    const sinNombre = await crear(token, { ...body, informacionGeneral: { ...body.informacionGeneral, nombreComercial: ' ' } });
    expect(sinNombre.body.errors).toEqual([
      { path: 'informacionGeneral.nombreComercial', message: 'El campo Nombre Comercial es requerido' },
    ]);
    const referencias = await crear(token, {
      ...body,
      informacionComercial: { ...body.informacionComercial, ejecutivos: [1], intermediarios: [10] },
      condicionesComerciales: [{ polizaId: 999_999, tasa: 1, primaMinima: 1 }],
    });
    expect(referencias.status).toBe(400);
    expect(referencias.body.errors).toEqual([
      { path: 'informacionComercial.ejecutivos.0', message: 'El ejecutivo de cuenta no existe' },
      { path: 'informacionComercial.intermediarios.0', message: 'El intermediario no existe' },
      { path: 'condicionesComerciales.0.polizaId', message: 'La póliza no existe' },
    ]);
    const poliza = await nuevaPoliza(token);
    const anulada = await api('POST', `/v1/polizas/${poliza.id}/anulacion`, {
      token,
      body: { version: poliza.version, motivo: 'Baja de prueba' },
    });
    expect(anulada.status).toBeLessThan(300);
    const conAnulada = await crear(token, {
      ...body,
      condicionesComerciales: [{ polizaId: poliza.id, tasa: 1, primaMinima: 1 }],
    });
    expect(conAnulada.body.errors).toEqual([{ path: 'condicionesComerciales.0.polizaId', message: 'La póliza está anulada' }]);
    const usuario = await api('POST', `/v1/clientes/${(await crear(token, clienteMexicano())).body.id}/usuarios`, {
      token,
      body: { email: 'x@cliente.demo', nombreYApellido: 'Solo', idNacionalidad: 484, roles: [] },
    });
    expect(usuario.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'telefono', message: 'El campo Teléfono es requerido' },
        { path: 'roles', message: 'El campo Roles es requerido' },
      ]),
    );
    // An Argentine client uses its country's tax id and tax condition.
    const argentino = await crear(token, {
      ...body,
      informacionGeneral: { ...body.informacionGeneral, idPais: 32 },
      informacionFiscal: { ...body.informacionFiscal, rfc: '30-12345678-0', regimenFiscal: null, cfdi: null },
    });
    expect(argentino.body.errors.map((e: any) => e.path)).toEqual(['informacionFiscal.rfc', 'informacionFiscal.condicionFiscal']);
  });

  it('attaches a constancia uploaded straight to S3, reads it back and downloads it; keys not signed for the save are refused', async () => {
    const token = await admin();
    const key = await subirConstancia(token);

    // The same key sent by another administrator of the tenant is not theirs to attach; nothing is written.
    const otroAdmin = await usuarioNuevo(token, [{ idEmpresa: 10, idRol: 'administrador' }]);
    const ajeno = await crear(otroAdmin, conConstancias([{ key, nombre: 'constancia.pdf' }]));
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.errors).toEqual([expect.objectContaining({ path: 'informacionComercial.constanciaDeSituacionFiscal.0' })]);
    // A key never issued is refused on its row.
    const inventada = await crear(
      token,
      conConstancias([{ key: 'uploads-pendientes/cargosur/constancias/cliente/nuevo/x.pdf', nombre: 'x.pdf' }]),
    );
    expect(inventada.status).toBe(400);
    expect(inventada.body.errors[0].path).toBe('informacionComercial.constanciaDeSituacionFiscal.0');

    const creado = await crear(token, conConstancias([{ key, nombre: 'constancia.pdf', observaciones: 'Vigente 2026' }]));
    expect(creado.status).toBe(201);
    const [archivo] = creado.body.informacionComercial.constanciaDeSituacionFiscal;
    expect(archivo).toMatchObject({
      nombre: 'constancia.pdf',
      observaciones: 'Vigente 2026',
      tipo: 'application/pdf',
      tamano: PDF.byteLength,
    });
    expect(archivo.key).not.toBe(key);
    const id = creado.body.id;
    const leido = await api('GET', `/v1/clientes/${id}`, { token });
    expect(leido.body.informacionComercial.constanciaDeSituacionFiscal).toEqual([archivo]);

    const descarga = await api('GET', `/v1/clientes/${id}/constancia?key=${encodeURIComponent(archivo.key)}`, { token });
    expect(descarga.status).toBe(200);
    expectFreshPresign(descarga.body.url);
    expect(await (await fetch(descarga.body.url)).text()).toBe('%PDF-1.4 constancia del cliente');
    // Only a key the client holds is signed.
    expect((await api('GET', `/v1/clientes/${id}/constancia?key=${encodeURIComponent(key)}`, { token })).status).toBe(404);

    // The key was used once: attaching it to another client is refused.
    expect((await crear(token, conConstancias([{ key, nombre: 'c.pdf' }]))).status).toBe(400);

    // An edit keeps the attached file (its notes change) and attaches one uploaded for this client;
    // a key signed for a new client, or for another client, is refused on its row and nothing is written.
    const paraNuevo = await subirConstancia(token);
    const otro = await crear(token, clienteMexicano());
    const paraOtro = await subirConstancia(token, otro.body.id);
    const cuerpo = editorBody(creado.body);
    for (const [i, ajena] of [paraNuevo, paraOtro].entries()) {
      const rechazado = await api('PUT', `/v1/clientes/${id}`, {
        token,
        body: {
          ...cuerpo,
          informacionComercial: {
            ...cuerpo.informacionComercial,
            constanciaDeSituacionFiscal: [archivo, { key: ajena, nombre: `ajena-${i}.pdf` }],
          },
        },
      });
      expect(rechazado.status).toBe(400);
      expect(rechazado.body.errors[0].path).toBe('informacionComercial.constanciaDeSituacionFiscal.1');
    }
    expect((await api('GET', `/v1/clientes/${id}`, { token })).body.version).toBe(1);
    const nueva = await subirConstancia(token, id);
    const editado = await api('PUT', `/v1/clientes/${id}`, {
      token,
      body: {
        ...cuerpo,
        informacionComercial: {
          ...cuerpo.informacionComercial,
          constanciaDeSituacionFiscal: [
            { ...archivo, observaciones: 'Actualizada' },
            { key: nueva, nombre: 'constancia-2026.pdf' },
          ],
        },
      },
    });
    expect(editado.status).toBe(200);
    const archivos = editado.body.informacionComercial.constanciaDeSituacionFiscal;
    expect(archivos[0]).toEqual({ ...archivo, observaciones: 'Actualizada' });
    expect(archivos[1]).toMatchObject({ nombre: 'constancia-2026.pdf', tipo: 'application/pdf', observaciones: '' });

    // Types other than pdf/png/jpeg/csv, files over 10 MB and an unknown client are refused before signing.
    const tipo = await api('POST', '/v1/clientes/constancias', {
      token,
      body: { nombre: 'a.exe', tipo: 'application/x-msdownload', tamano: 10 },
    });
    expect(tipo.status).toBe(400);
    const grande = await api('POST', '/v1/clientes/constancias', {
      token,
      body: { nombre: 'a.pdf', tipo: 'application/pdf', tamano: 10 * 1024 * 1024 + 1 },
    });
    expect(grande.body.errors).toEqual([{ path: 'tamano', message: 'El archivo supera el máximo de 10 MB.' }]);
    const inexistente = await api('POST', '/v1/clientes/constancias', {
      token,
      body: { nombre: 'a.pdf', tipo: 'application/pdf', tamano: 5, clienteId: 999_999_999 },
    });
    expect(inexistente.status).toBe(404);
  });

  it('refuses other roles and other tenants', async () => {
    const token = await admin();
    const creado = await crear(token, clienteMexicano());
    const id = creado.body.id;
    const ejecutivo = await tokenOf('cargosur', 'ejecutivo');
    expect((await api('GET', `/v1/clientes/${id}`, { token: ejecutivo })).status).toBe(200);
    expect((await api('PUT', `/v1/clientes/${id}`, { token: ejecutivo, body: editorBody(creado.body) })).status).toBe(403);
    expect((await crear(ejecutivo, clienteMexicano())).status).toBe(403);
    const productor = await tokenOf('cargosur', 'productor');
    expect((await api('GET', `/v1/clientes/${id}`, { token: productor })).status).toBe(403);
    expect(
      (
        await api('POST', `/v1/clientes/${id}/usuarios`, {
          token: productor,
          body: {
            email: 'p@cliente.demo',
            nombreYApellido: 'Ana Paz',
            idNacionalidad: 484,
            telefono: '5555 5555',
            roles: ['Operador'],
          },
        })
      ).status,
    ).toBe(403);
    const pdf = { nombre: 'a.pdf', tipo: 'application/pdf', tamano: 5 };
    expect((await api('POST', '/v1/clientes/constancias', { token: ejecutivo, body: pdf })).status).toBe(403);
    expect((await api('GET', `/v1/clientes/${id}/constancia?key=x`, { token: productor })).status).toBe(403);
    // Another tenant's administrator does not find it, cannot upload for it, nor attach a key signed in its tenant.
    const otro = await tokenOf('viajeseguro', 'administrador');
    expect((await api('GET', `/v1/clientes/${id}`, { token: otro })).status).toBe(404);
    expect((await api('PUT', `/v1/clientes/${id}`, { token: otro, body: editorBody(creado.body) })).status).toBe(404);
    expect((await api('POST', '/v1/clientes/constancias', { token: otro, body: { ...pdf, clienteId: id } })).status).toBe(404);
    expect((await api('GET', `/v1/clientes/${id}/constancia?key=x`, { token: otro })).status).toBe(404);
    const key = await subirConstancia(token);
    const cruzado = await crear(otro, conConstancias([{ key, nombre: 'constancia.pdf' }]));
    expect(cruzado.status).toBe(400);
    expect(cruzado.body.errors[0].path).toBe('informacionComercial.constanciaDeSituacionFiscal.0');
    expect(rfcValido()).toHaveLength(12);
  });
});
