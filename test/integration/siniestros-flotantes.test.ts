import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificadoCarga, guardarCertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { api, setPassword, signIn, subirAS3, tokenOf, useTestEmulators } from './helpers.ts';

useTestEmulators();

const hoy = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
const NO_ENCONTRADO = 'No encontramos su certificado. Verifique que los datos ingresados sean correctos.';

/** Each public call from its own address: the lookup allows 10 a minute per client. */
const publico = (path: string, body?: unknown, host = 'cargosur.localhost') =>
  api(body === undefined ? 'GET' : 'POST', path, {
    host,
    body,
    desde: `127.18.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: { 'idempotency-key': randomUUID() },
  });
const buscar = (numero: string, cif: string, host?: string) =>
  publico(`/v1/publico/certificados?Numero=${encodeURIComponent(numero)}&CifCliente=${encodeURIComponent(cif)}`, undefined, host);

let admin: string;
let productor: string;
let liquidador: string;
let aseguradora: string;
let usuarioCliente: string;
let poliza: { id: number; numero: string };
/** The client (with its company and its terms on the policy) and a beneficiary without a producer. */
let cliente: { id: number; cif: string; nombre: string; empresaId: number };
let beneficiario: { id: number; cif: string; nombre: string };
/** The certificates of the client, one per state that matters. */
const certificados = {} as Record<
  'emitido' | 'declarado' | 'cotizado' | 'baja' | 'cancelado',
  { id: number; nro: string | null }
>;

const parte = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  nombre: `Parte ${id} S.A.`,
  cif: `30-${id}-1`,
  paisId: 32,
  email: null,
  logo: null,
  markup: null,
  productorId: null,
  creado: new Date().toISOString(),
  ...extra,
});

const nuevasPartes = async () => {
  const db = new TenantDb('cargosur');
  const [clienteId, beneficiarioId] = [800_000_000 + randomInt(100_000_000), 800_000_000 + randomInt(100_000_000)];
  const empresaId = 700_000_000 + randomInt(100_000_000);
  const c = parte(clienteId, {
    version: 1,
    empresaClienteId: empresaId,
    condicionesComerciales: [
      { polizaId: poliza.id, tasa: 0.2, primaMinima: 60, tasaIntermediario: null, primaMinimaIntermediario: null },
    ],
  });
  const b = parte(beneficiarioId);
  await db.write([
    ...Empresa.put({ id: empresaId, cif: c.cif, nombre: c.nombre, tipo: 'cliente', paisId: 32, configuracion: {} }, {}),
    ...Cliente.create(c as never),
    ...Cliente.create(b),
  ]);
  cliente = { id: c.id, cif: c.cif, nombre: c.nombre, empresaId };
  beneficiario = { id: b.id, cif: b.cif, nombre: b.nombre };
};

/** A consulting user of the client, as its Usuarios tab creates it, signed in. */
const usuarioDelCliente = async () => {
  const email = `cliente.${randomUUID().slice(0, 8)}@cliente.demo`;
  const res = await api('POST', `/v1/clientes/${cliente.id}/usuarios`, {
    token: admin,
    body: { email, nombreYApellido: 'Clara Cliente', idNacionalidad: 32, telefono: '11 4444 5555', roles: ['Consultor'] },
  });
  expect(res.status).toBe(201);
  await setPassword('cargosur', email, 'Clave-segura-123');
  return signIn('cargosur', email, 'Clave-segura-123');
};

/** A US$ 50.000 shipment by sea for the client, saved by the producer (state 10). */
const guardar = async () => {
  const res = await api('POST', '/v1/certificados', {
    token: productor,
    body: {
      clienteId: cliente.id,
      polizaId: poliza.id,
      beneficiarioId: beneficiario.id,
      valor: 50_000,
      beneficioImaginario: 10,
      transporteIds: [1],
      mercaderiaId: 3,
      origenId: 156,
      destinoId: 32,
      fechaSalida: hoy(),
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const emitir = async (id: number) => {
  const res = await api('POST', `/v1/certificados/${id}/emision`, { token: productor });
  expect(res.status).toBe(200);
  return res.body.nroCertificado as string;
};

const denuncia = (nro: string, id: number, cif: string, o: Record<string, unknown> = {}) => ({
  idCertificado: id,
  numeroCertificado: nro,
  cif,
  contacto: { nombre: 'Julián Gómez', email: 'julian.gomez@importadora.demo', telefono: '+54 11 5555-6666' },
  cobertura: 5,
  fechaOcurrencia: hoy(),
  descripcion: 'El contenedor llegó con agua de mar en el piso y la mercadería mojada.',
  lugarOcurrencia: 'Puerto de Buenos Aires, terminal 4',
  ubicacionActualMercaderia: 'Depósito fiscal de la terminal',
  montoReclamado: 4_321.5,
  comentarios: 'Pedimos inspección.',
  ...o,
});

beforeAll(async () => {
  [admin, productor, liquidador, aseguradora] = await Promise.all([
    tokenOf('cargosur', 'administrador'),
    tokenOf('cargosur', 'productor'),
    tokenOf('cargosur', 'siniestros'),
    tokenOf('cargosur', 'aseguradora'),
  ]);
  const creada = await api('POST', '/v1/polizas', {
    token: admin,
    body: {
      numero: `FL-${randomUUID().slice(0, 8)}`,
      aseguradoraId: 1,
      nombre: `Flotante siniestros ${randomUUID().slice(0, 6)}`,
      ramo: 'transporte',
      monedaId: 840,
      paisId: 32,
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2099-12-31',
      tasa: 0.15,
      primaMinima: 50,
      cobertura: { nombre: 'Todo riesgo con mojadura', deducibles: [] },
      limitesPorEmbarque: [{ transporteId: 1, limite: 500_000 }],
      endosos: [],
    },
  });
  expect(creada.status).toBe(201);
  poliza = creada.body;
  await nuevasPartes();
  usuarioCliente = await usuarioDelCliente();

  const [emitido, cotizado, baja, cancelado] = await Promise.all([guardar(), guardar(), guardar(), guardar()]);
  certificados.emitido = { id: emitido, nro: await emitir(emitido) };
  certificados.cotizado = { id: cotizado, nro: null };
  certificados.baja = { id: baja, nro: await emitir(baja) };
  expect(
    (await api('POST', `/v1/certificados/${baja}/baja`, { token: productor, body: { motivo: 'Viaje suspendido' } })).status,
  ).toBe(200);
  certificados.cancelado = { id: cancelado, nro: null };
  // Declared by a declaration (that issue writes it): still claimable.
  const declarado = await guardar();
  certificados.declarado = { id: declarado, nro: await emitir(declarado) };
  const db = new TenantDb('cargosur');
  const c = (await db.get(CertificadoCarga, { id: declarado }, { consistent: true }))!;
  await db.write(guardarCertificadoCarga(c, { ...c, estado: 30, idDeclaracion: '2020-01-v-1-840', version: c.version + 1 }));
  expect((await api('POST', `/v1/certificados/${cancelado}/cancelacion`, { token: productor })).status).toBe(200);
});

describe('claims against floating-policy certificates: the lookup', () => {
  it("finds an issued cargo certificate by its number and the client's or the beneficiary's tax id, signs and spaces aside", async () => {
    const { id, nro } = certificados.emitido;
    expect(nro).toMatch(/^CC-\d{8}$/);
    for (const cif of [
      cliente.cif,
      beneficiario.cif,
      cliente.cif.replaceAll('-', ''),
      ` ${beneficiario.cif.replaceAll('-', '.')} `,
    ]) {
      const res = await buscar(nro!.toLowerCase(), cif);
      expect(res.status, cif).toBe(200);
      expect(res.body).toEqual({ id });
    }
  });

  it('finds a declared one too', async () => {
    const res = await buscar(certificados.declarado.nro!, cliente.cif);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: certificados.declarado.id });
  });

  it('answers the same "not found" for a wrong tax id, a certificate in baja, another tenant, or an unknown number', async () => {
    const { nro } = certificados.emitido;
    for (const [numero, cif, host] of [
      [nro!, '30-99999999-1', undefined],
      [certificados.baja.nro!, cliente.cif, undefined],
      [nro!, cliente.cif, 'rotasul.localhost'],
      ['CC-99999999', cliente.cif, undefined],
    ] as const) {
      const res = await buscar(numero, cif, host);
      expect(res.status, `${numero} ${cif} ${host}`).toBe(404);
      expect(res.body).toEqual({ message: NO_ENCONTRADO });
    }
  });

  it('never finds a quote or a cancelled one (they have no number), nor by their internal id', async () => {
    for (const c of [certificados.cotizado, certificados.cancelado]) {
      const leido = await api('GET', `/v1/certificados/${c.id}`, { token: productor });
      expect(leido.body.nroCertificado).toBeNull();
      expect((await buscar(String(c.id), cliente.cif)).status).toBe(404);
    }
  });

  it('files no claim against a certificate whose number and tax id do not match, nor against a baja', async () => {
    const { id, nro } = certificados.emitido;
    const mal = await publico('/v1/publico/siniestros', denuncia(nro!, id, '30-99999999-1'));
    expect(mal.status).toBe(404);
    const baja = await publico('/v1/publico/siniestros', denuncia(certificados.baja.nro!, certificados.baja.id, cliente.cif));
    expect(baja.status).toBe(404);
    const interna = await api('POST', '/v1/siniestros', {
      token: productor,
      body: denuncia(certificados.baja.nro!, certificados.baja.id, cliente.cif),
    });
    expect(interna.status).toBe(404);
  });

  it('tells an annual rating (FA-) is not claimable: lookup, public and internal notice alike', async () => {
    const anual =
      'Los certificados de rating anual (FA-) no admiten denuncias de siniestro: denuncie el siniestro con el número del certificado del embarque (CC- o CT-) o del viaje específico (VE-).';
    const respuestas = [
      await buscar('fa-00000001', cliente.cif),
      await publico('/v1/publico/siniestros', denuncia('FA-00000001', 1, cliente.cif)),
      await api('POST', '/v1/siniestros', { token: productor, body: denuncia('FA-00000001', 1, cliente.cif) }),
    ];
    for (const r of respuestas) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: anual });
    }
  });
});

describe('claims against floating-policy certificates: filing and who sees them', () => {
  let publicoId: number;
  let internoId: number;

  beforeAll(async () => {
    const { id, nro } = certificados.emitido;
    // A photo uploaded for the certificate proved (its slot is tied to that proof, of this kind).
    const slot = await publico('/v1/publico/siniestros/archivos', {
      idCertificado: id,
      numeroCertificado: nro,
      cif: beneficiario.cif,
      lista: 'fotosDanio',
      nombre: 'piso.png',
      tipo: 'image/png',
      tamano: 12,
    });
    expect(slot.status).toBe(200);
    await subirAS3(slot.body, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]), 'image/png');
    const res = await publico(
      '/v1/publico/siniestros',
      denuncia(nro!, id, beneficiario.cif, { fotosDanio: [{ key: slot.body.key, nombre: 'piso.png' }] }),
    );
    expect(res.status).toBe(201);
    publicoId = res.body.id;
    const interna = await api('POST', '/v1/siniestros', { token: productor, body: denuncia(nro!, id, cliente.cif) });
    expect(interna.status).toBe(201);
    internoId = interna.body.id;
  });

  it('keeps what the claim needs of the certificate: kind, policy, insurer, insured, coverage and beneficiary', async () => {
    const detalle = await api('GET', `/v1/siniestros/${publicoId}`, { token: liquidador });
    expect(detalle.status).toBe(200);
    expect(detalle.body).toMatchObject({
      idCertificado: certificados.emitido.id,
      numeroCertificado: certificados.emitido.nro,
      origen: 'publico',
      certificado: {
        tipo: 'transporte',
        poliza: poliza.numero,
        aseguradora: 'Aseguradora del Sur S.A.',
        asegurado: { cif: cliente.cif, nombre: cliente.nombre },
        cobertura: 'Todo riesgo con mojadura',
      },
      beneficiario: { cif: beneficiario.cif, nombre: beneficiario.nombre },
      cobertura: { id: 5 },
    });
    expect(detalle.body.fotosDanio.map((f: any) => f.nombre)).toEqual(['piso.png']);
  });

  it("shows in the claims list of the policy's insurer and of the issuing company, by certificate number too", async () => {
    for (const token of [liquidador, productor]) {
      const porNumero = await api('GET', `/v1/siniestros?certificado=${certificados.emitido.nro}&size=50`, { token });
      expect(porNumero.body.data.map((s: any) => s.id).sort()).toEqual([publicoId, internoId].sort());
      expect(porNumero.body.data[0].certificado.tipo).toBe('transporte');
      const primera = await api('GET', '/v1/siniestros?size=50', { token });
      expect(primera.body.data.map((s: any) => s.id)).toEqual(expect.arrayContaining([publicoId, internoId]));
    }
    const porBeneficiario = await api('GET', `/v1/siniestros?beneficiario=${beneficiario.cif.replaceAll('-', '')}`, {
      token: liquidador,
    });
    expect(porBeneficiario.body.data.map((s: any) => s.id)).toContain(publicoId);
  });

  it("the policy's insurer reaches it; another company and another tenant see nothing", async () => {
    expect((await api('GET', `/v1/siniestros/${publicoId}`, { token: aseguradora })).status).toBe(200);
    const consultor = await tokenOf('cargosur', 'consultor');
    expect((await api('GET', `/v1/siniestros/${publicoId}`, { token: consultor })).status).toBe(404);
    const lista = await api('GET', `/v1/siniestros?certificado=${certificados.emitido.nro}`, { token: consultor });
    expect(lista.body.data).toEqual([]);
    expect((await api('GET', `/v1/siniestros/${publicoId}`, { token: await tokenOf('rotasul', 'siniestros') })).status).toBe(404);
  });

  it("the client's users see the claims of their client's certificates, filtered by certificate or dates", async () => {
    expect((await api('GET', `/v1/siniestros/${publicoId}`, { token: usuarioCliente })).status).toBe(200);
    const lista = await api('GET', '/v1/siniestros?size=10', { token: usuarioCliente });
    expect(lista.body.data.map((s: any) => s.id).sort()).toEqual([publicoId, internoId].sort());
    expect(lista.body.meta.total).toBe(2);
    const porNumero = await api('GET', `/v1/siniestros?certificado=${certificados.emitido.nro}`, { token: usuarioCliente });
    expect(porNumero.body.data).toHaveLength(2);
    const porEstado = await api('GET', '/v1/siniestros?estado=denunciado', { token: usuarioCliente });
    expect(porEstado.status).toBe(400);
    expect(porEstado.body.errors).toEqual([
      { path: 'estado', message: 'Los usuarios de un cliente filtran sus denuncias por certificado o por fechas' },
    ]);
    const tablero = await api('GET', '/v1/dashboard', { token: usuarioCliente });
    expect(tablero.body.siniestros).toEqual({ abiertos: 2, montoReclamadoUsd: 8_643 });
  });

  it("downloads the certificate's PDF from the claim once rendered", async () => {
    const res = await api('GET', `/v1/siniestros/${internoId}/descarga?documento=certificado`, { token: liquidador });
    // The PDF renders in the background: a claim filed before it knows no document yet (404), never another's.
    expect([200, 404]).toContain(res.status);
  });
});

describe('the dashboard counts floating-policy certificates', () => {
  it("gives a client's users the counts of their client's certificates, without premiums", async () => {
    const res = await api('GET', '/v1/dashboard', { token: usuarioCliente });
    expect(res.status).toBe(200);
    // Quoted 1; issued 2, the declared one included (the baja and the cancelled one count in their own states).
    expect(res.body.flotantes).toEqual({ cotizados: 1, enAprobacion: 0, emitidos: 2, primaEmitida: null });
  });

  it('gives the administration the tenant and the insurer its policies, with the premium issued per currency', async () => {
    const detalle = await api('GET', `/v1/certificados/${certificados.emitido.id}`, { token: admin });
    for (const token of [admin, aseguradora]) {
      const res = await api('GET', '/v1/dashboard', { token });
      expect(res.body.flotantes.emitidos).toBeGreaterThanOrEqual(1);
      expect(res.body.flotantes.primaEmitida).toContainEqual({
        moneda: { id: 840, codigo: 'USD' },
        monto: expect.any(Number),
      });
      const usd = res.body.flotantes.primaEmitida.find((p: any) => p.moneda.id === 840);
      expect(usd.monto).toBeGreaterThanOrEqual(detalle.body.prima);
    }
  });
});
