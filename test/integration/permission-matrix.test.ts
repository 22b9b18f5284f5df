import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { ROLE_IDS, ROLES } from '#shared/auth/roles.ts';
import { isPublic, permisosDe } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { toUsuario, Usuario } from '#lib/data/usuarios.ts';
import { solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { api, ssoTokenOf, tokenOf } from './helpers.ts';

const CAMPOS_PRIMA = ['prima', 'premio', 'valorCuota', 'primaDeposito', 'calculoPremio', 'siniestralidad'];
const CAMPOS_MARGEN = ['comisionProductor', 'extraPrimaVariable', 'dctoComercial'];

/** An annual quote the broker's company (11) saved into approval with coverage 1 (insurer 1): its consultor, executive and the insurer's staff reach it. */
const anualEnAprobacion = async () => {
  const admin = await tokenOf('cargosur', 'administrador');
  const guardado = await api('POST', '/v1/rating-anual/certificados', {
    token: admin,
    empresaId: 11,
    body: {
      tomadorId: 1,
      coberturaId: 1,
      cotizacion: solicitudAnual(),
      solicitudAprobacion: { tipoMercaderia: 'Alimentos', transporte: 'Camión', logistica: 'Rosario a Córdoba' },
    },
  });
  expect(guardado.status).toBe(201);
  const id = guardado.body.id as number;
  // Its paper rendered: the key recorded on the item reaches the list rows' projection too.
  for (let i = 0; i < 100; i++) {
    if ((await api('GET', `/v1/rating-anual/certificados/${id}/descarga`, { token: admin })).status === 200) return id;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`the paper of ${id} was never rendered`);
};

/** A value for each path parameter the contract uses, so every route can be called. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  catalogo: 'paises',
  maestro: 'paises',
  tipo: 'certificado',
  pagoId: '00000000-0000-4000-8000-000000000000',
  ramo: 'carga',
  // No such user: the call reaches its handler (404) and removes no one's roles.
  usuarioId: '999999999',
  // No such machine client: 404 for whoever may manage them.
  clientId: 'clientedeprueba',
  secretoId: 'clientedeprueba-1',
  // No such webhook endpoint or delivery: 404 for whoever may manage them.
  endpointId: '00000000-0000-4000-8000-000000000000',
  entregaId: '20260101T000000Z-000000000000',
};

const pathOf = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`add a sample value for path parameter {${name}}`);
    return value;
  });

/**
 * Every operation with every role: refused with 403 exactly when the role's permission set (the
 * table in shared/auth/roles.ts) lacks the operation's permission. Bodies are empty, so an allowed
 * write answers 400 and changes nothing.
 */
describe('permission matrix', () => {
  const guarded = OPERATIONS.filter((op) => !isPublic(op));
  for (const rol of ROLE_IDS) {
    it(`role ${rol}`, async () => {
      const token = await tokenOf('cargosur', rol);
      const mismatches: string[] = [];
      for (const op of guarded) {
        const aceptados = permisosDe(op);
        const allowed = !aceptados.length || aceptados.some((p) => ROLES[rol].permisos.includes(p));
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await api(op.method, pathOf(op.path), { token, body });
        const refused = res.status === 403;
        if (allowed === refused) mismatches.push(`${op.id}: expected ${allowed ? 'allowed' : '403'}, got ${res.status}`);
        if (res.status >= 500) mismatches.push(`${op.id}: ${res.status}`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

/**
 * Customs-bond requests (issue 27 item 25): the matrix above calls their five operations with every
 * role; the table it reads gives the answer to the insurer and the tenant's administration (which
 * grants the insurer role, so holds its permissions), and whoever may ask may follow.
 */
describe('customs-bond requests', () => {
  it('the insurer and the administration answer; whoever asks for a quotation also lists them', () => {
    const con = (p: Permission) => ROLE_IDS.filter((r) => ROLES[r].permisos.includes(p));
    expect(con('cauciones.gestionar')).toEqual(['administrador', 'aseguradora']);
    expect(con('cauciones.cotizar').filter((r) => !ROLES[r].permisos.includes('cauciones.ver'))).toEqual([]);
    expect(OPERATIONS.filter((op) => op.area === 'cauciones').map((op) => op.path)).toEqual(
      expect.arrayContaining(['/v1/cauciones/aduaneras/{id}/estado']),
    );
  });
});

/**
 * Every signed-in operation with a token of each app client: the gateway (as the JWT authorizer of
 * the route) lets a token through exactly when the operation declares that client's caller; a token
 * of a caller it does not declare gets 401 before any handler runs.
 */
describe('caller sets', () => {
  const guarded = OPERATIONS.filter((op) => !isPublic(op));
  const tokens = {
    user: () => tokenOf('cargosur', 'administrador'),
    sso: () => ssoTokenOf('cargosur'),
  };
  for (const caller of ['user', 'sso'] as const) {
    it(`a token of the ${caller} client`, async () => {
      const token = await tokens[caller]();
      const mismatches: string[] = [];
      for (const op of guarded) {
        const accepted = (op.callers as readonly string[]).includes(caller);
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await api(op.method, pathOf(op.path), { token, body });
        if (accepted === (res.status === 401))
          mismatches.push(`${op.id}: expected ${accepted ? 'through' : '401'}, got ${res.status}`);
      }
      expect(mismatches).toEqual([]);
      expect(
        guarded.some((op) => !(op.callers as readonly string[]).includes(caller)),
        'some operation refuses it',
      ).toBe(caller === 'sso');
    });
  }
});

/**
 * The users each role reaches (issue 27 item 1), on the seeded cargosur users (ids are their place in
 * the seed): 1 administrador (producer 10, broker 11), 2 productor (10), 3 operador (10), 4 consultor
 * (11), 5 aseguradora (insurer 1), 6 emisor (partner 20), 7 siniestros (1), 8 a new productor (10),
 * 9 ejecutivo (11), 10-12 the client roles (client 40). A user is read by who sees one of their
 * companies (usuarios.ver there) and edited by who administers one (usuarios.editar there); to
 * anyone else they answer 404, and the list and the dashboard count only the working company's.
 */
describe('user administration scope', () => {
  const DEMO = 12;
  const VE: Partial<Record<(typeof ROLE_IDS)[number], { ve: number[]; edita: number[]; empresa: number }>> = {
    administrador: { ve: [1, 2, 3, 4, 8, 9], edita: [1, 2, 3, 4, 8, 9], empresa: 10 },
    operador: { ve: [1, 2, 3, 8], edita: [], empresa: 10 },
    clienteAdministrador: { ve: [10, 11, 12], edita: [10, 11, 12], empresa: 40 },
  };
  const cuerpo = async (id: number) => {
    const u = (await new TenantDb('cargosur').get(Usuario, { id }, { consistent: true }))!;
    const v = toUsuario(u);
    return { nombre: v.nombre, apellido: v.apellido, email: v.email, idPais: u.paisId, empresas: u.empresas };
  };

  for (const rol of ROLE_IDS) {
    it(`role ${rol}`, async () => {
      const token = await tokenOf('cargosur', rol);
      const alcance = VE[rol];
      const lista = await api('GET', '/v1/usuarios?size=100', { token });
      if (!alcance) {
        expect(ROLES[rol].permisos).not.toContain('usuarios.ver');
        expect(lista.status).toBe(403);
        return;
      }
      expect(lista.status).toBe(200);
      // The working company's users, every one of them, and its counter for the total and the dashboard.
      const enLista = (lista.body.data as { id: number; empresas: { empresa: { id: number } }[] }[]).filter((u) => u.id <= DEMO);
      expect(enLista.every((u) => u.empresas.some((e) => e.empresa.id === alcance.empresa))).toBe(true);
      expect(lista.body.data.length).toBe(lista.body.meta.total);
      expect((await api('GET', '/v1/dashboard', { token })).body.usuarios).toBe(lista.body.meta.total);
      const mismatches: string[] = [];
      for (let id = 1; id <= DEMO; id++) {
        const leido = await api('GET', `/v1/usuarios/${id}`, { token });
        if (leido.status !== (alcance.ve.includes(id) ? 200 : 404)) mismatches.push(`GET ${id}: ${leido.status}`);
        if (!ROLES[rol].permisos.includes('usuarios.editar')) continue;
        // The user as stored, sent back unchanged: only the scope decides.
        const guardado = await api('PUT', `/v1/usuarios/${id}`, { token, body: await cuerpo(id) });
        if (guardado.status !== (alcance.edita.includes(id) ? 200 : 404)) mismatches.push(`PUT ${id}: ${guardado.status}`);
      }
      expect(mismatches).toEqual([]);
      // Another company's list is refused, not answered empty.
      const ajena = await api('GET', '/v1/usuarios?idEmpresa=1', { token });
      expect(ajena.status).toBe(403);
    });
  }
});

/**
 * The annual views strip prices by permission, like the cargo certificates: every role that reaches a
 * quote reads its premium amounts exactly with prima.mostrar, the producer's margin exactly with
 * markup.consultar, and a row never carries storage keys.
 */
describe('annual rating price stripping', () => {
  it('list and detail, role by role', async () => {
    const id = await anualEnAprobacion();
    const alcanzado: string[] = [];
    for (const rol of ROLE_IDS.filter((r) => ROLES[r].permisos.includes('certificados.leer'))) {
      const token = await tokenOf('cargosur', rol);
      const lista = await api('GET', '/v1/rating-anual/certificados?estado=5&size=100', { token });
      expect(lista.status, rol).toBe(200);
      const fila = lista.body.data.find((f: { id: number }) => f.id === id);
      if (!fila) continue;
      alcanzado.push(rol);
      const prima = ROLES[rol].permisos.includes('prima.mostrar');
      const margen = ROLES[rol].permisos.includes('markup.consultar');
      expect(Object.keys(fila).sort(), rol).toEqual(
        ['aseguradoraId', 'beneficiario', 'estado', 'fechaEstado', 'id', 'mae', 'nroCertificado', 'tomador']
          .concat(prima ? ['prima', 'premio'] : [])
          .sort(),
      );
      const detalle = await api('GET', `/v1/rating-anual/certificados/${id}`, { token });
      const oferta = Object.keys(detalle.body.cotizacionSeleccionada);
      for (const k of CAMPOS_PRIMA) expect(oferta.includes(k), `${rol} ${k}`).toBe(prima);
      for (const k of CAMPOS_MARGEN) expect(oferta.includes(k), `${rol} ${k}`).toBe(margen);
      expect(oferta.includes('calculoPrima'), `${rol} calculoPrima`).toBe(prima && margen);
      expect(Object.keys(detalle.body.cotizacion).includes('comisionProductor'), `${rol} form`).toBe(margen);
    }
    expect(alcanzado).toEqual(expect.arrayContaining(['administrador', 'consultor', 'ejecutivo', 'aseguradora', 'siniestros']));
  });
});
