import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emisionPorTransferencia, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { basicDe, crearAppMaquina, darDeAltaMaquina, pedirToken } from './maquinas-datos.ts';

useTestEmulators();

const VE = '/maquinas/v1/viajes-especificos';

/** A transport system of the seeded broker: its app client, its items and an access token of these scopes. */
const sistema = async (alcances: Parameters<typeof crearAppMaquina>[0], cuotaPorMinuto = 120, empresaId = 10) => {
  const { clientId, secreto } = await crearAppMaquina(alcances);
  await darDeAltaMaquina({
    clientId,
    alcances: [...alcances],
    cuotaPorMinuto,
    empresaId,
    usuarioId: randomInt(900_000, 999_999),
  });
  const res = await pedirToken(basicDe(clientId, secreto));
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
};

/** Record 0165, through the local gateway as through API Gateway: the `/maquinas` routes and their authorizer. */
describe('the machine routes', () => {
  let completo: string;
  beforeAll(async () => {
    completo = await sistema(['cotizar', 'emitir', 'consultar']);
  });

  it('quote, save and issue a specific trip; a replay with the same Idempotency-Key issues nothing new', async () => {
    const ofertas = await api('POST', `${VE}/cotizaciones`, { token: completo, body: viajeBsAsSaoPaulo(), apiKey: null });
    expect(ofertas.status, JSON.stringify(ofertas.body)).toBe(200);
    const limpia = ofertas.body.find((o: { validaciones: unknown[] }) => o.validaciones.length === 0);
    const guardado = await api('POST', `${VE}/polizas`, {
      token: completo,
      body: viajeBsAsSaoPaulo({ CoberturaId: limpia.cobertura.id }),
      apiKey: null,
    });
    expect(guardado.status).toBe(200);
    const clave = randomUUID();
    const emitir = () =>
      api('POST', `${VE}/polizas/emitidas`, {
        token: completo,
        body: emisionPorTransferencia(guardado.body.id),
        headers: { 'idempotency-key': clave },
        apiKey: null,
      });
    const [primera, repetida] = [await emitir(), await emitir()];
    expect(primera.status).toBe(200);
    expect(repetida.body).toEqual(primera.body);
    // The broker's people see what the machine issued, in their company.
    const productor = await tokenOf('cargosur', 'productor');
    const visto = await api('GET', `/v1/viajes-especificos/polizas/${guardado.body.id}`, { token: productor });
    expect(visto.body.estado.id).toBe(20);
    const detalle = await api('GET', `${VE}/polizas/${guardado.body.id}`, { token: completo, apiKey: null });
    expect(detalle.body.nroCertificado).toBe(primera.body.nroCertificado);
    // Another company's system of the same tenant does not learn it exists.
    const deOtraEmpresa = await sistema(['consultar'], 120, 11);
    expect((await api('GET', `${VE}/polizas/${guardado.body.id}`, { token: deOtraEmpresa, apiKey: null })).status).toBe(404);
  });

  it('a token reaches only its scopes; closed operations have no machine route', async () => {
    const soloConsulta = await sistema(['consultar']);
    expect((await api('GET', `${VE}/polizas`, { token: soloConsulta, apiKey: null })).status).toBe(200);
    expect(
      (await api('POST', `${VE}/cotizaciones`, { token: soloConsulta, body: viajeBsAsSaoPaulo(), apiKey: null })).status,
    ).toBe(403);
    expect((await api('GET', '/maquinas/v1/usuarios', { token: completo, apiKey: null })).status).toBe(404);
  });

  it('refuses what is not a machine token of this pool: no header 401, anything else 403; a machine token is no user', async () => {
    expect((await api('GET', `${VE}/polizas`, { apiKey: null })).status).toBe(401);
    expect((await api('GET', `${VE}/polizas`, { token: 'no-es-un-jwt', apiKey: null })).status).toBe(403);
    const persona = await tokenOf('cargosur', 'productor');
    expect((await api('GET', `${VE}/polizas`, { token: persona, apiKey: null })).status).toBe(403);
    // The users' routes take ID tokens of the portal's clients only.
    expect((await api('GET', '/v1/viajes-especificos/polizas', { token: completo })).status).toBe(401);
  });

  it('counts one quota per client across its routes: over it, 429', async () => {
    const lento = await sistema(['consultar'], 2);
    expect((await api('GET', `${VE}/polizas`, { token: lento, apiKey: null })).status).toBe(200);
    expect((await api('GET', `${VE}/polizas`, { token: lento, apiKey: null })).status).toBe(200);
    expect((await api('GET', `${VE}/polizas`, { token: lento, apiKey: null })).status).toBe(429);
  });
});
