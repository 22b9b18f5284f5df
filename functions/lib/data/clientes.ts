import * as z from 'zod/mini';
import type {
  Cliente as ClienteVista,
  CondicionComercial,
  InformacionComercial,
  InformacionFiscal,
} from '#shared/contract/schemas/cliente.ts';
import { MAX_CONDICIONES, MAX_USUARIOS_CLIENTE } from '#shared/clientes/limites.ts';
import { ROLES_USUARIO_CLIENTE, type RolUsuarioClienteId } from '#shared/clientes/listas.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

const esObjeto = (v: unknown) => typeof v === 'object' && v !== null;

const clienteSchema = z.object({
  id: z.int().check(z.positive()),
  nombre: z.string().check(z.maxLength(150)),
  cif: z.string().check(z.maxLength(30)),
  paisId: z.int(),
  email: z.nullable(z.string().check(z.maxLength(150))),
  logo: z.nullable(z.string()),
  markup: z.nullable(z.number()),
  productorId: z.nullable(z.int()),
  creado: z.string(),
  /** Derived: the normalised name, the list's order and search key. */
  orden: z.optional(z.string()),
  /*
   * The client master (spec 1 §2.4): absent on a party created from Beneficiarios or the quote, set
   * once the administration completes it in /clientes. `version` guards its edits.
   */
  version: z.optional(z.int().check(z.positive())),
  modificado: z.optional(z.string()),
  paginaWeb: z.optional(z.string().check(z.maxLength(200))),
  /*
   * The master sections are stored as the request schemas of create-cliente-maestro / update-cliente
   * produced them: every function that reads a party (the quote's, the claim's) would otherwise build
   * those large schemas at load (~8 ms of init) to check a shape only those two handlers write.
   */
  fiscal: z.optional(z.custom<InformacionFiscal>(esObjeto)),
  comercial: z.optional(z.custom<InformacionComercial>(esObjeto)),
  condicionesComerciales: z.optional(z.array(z.custom<CondicionComercial>(esObjeto)).check(z.maxLength(MAX_CONDICIONES))),
  /** The company of type 'cliente' its portal users hold their roles on (created with the client master). */
  empresaClienteId: z.optional(z.int()),
});

const fila = (c: z.output<typeof clienteSchema>) => ({
  id: c.id,
  nombre: c.nombre,
  cif: c.cif,
  paisId: c.paisId,
  email: c.email,
  logo: c.logo,
  markup: c.markup,
  productorId: c.productorId,
  tipoDeCliente: c.comercial?.tipoDeCliente,
  ejecutivos: c.comercial?.ejecutivos,
});

/** How many parties one producer owns, or the whole tenant holds. */
export const clientesTotal = (productorId: number | undefined): CounterRef => ({
  ...(productorId !== undefined ? { ambito: 'productor', ambitoId: productorId } : TENANT_SCOPE),
  metrica: 'clientes',
});

/** A party of a quote: policyholder (tomador) or beneficiary. */
export const Cliente = defineEntity(clienteSchema)({
  name: 'cliente',
  description: 'Un tomador o beneficiario.',
  usedBy: 'list-clientes (búsqueda del cotizador y Beneficiarios), create-cliente, partes de una cotización',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byNombre: {
      index: 'gsi1',
      pk: [],
      sk: ['orden', 'id'],
      description: 'list-clientes por nombre; filtro = comienzo del nombre',
    },
    byProductor: {
      index: 'gsi2',
      pk: ['productorId'],
      sk: ['orden', 'id'],
      description: 'list-clientes de un productor, por nombre',
    },
    byCif: {
      index: 'gsi3',
      pk: ['cif'],
      sk: ['id'],
      description: 'list-clientes con un CIF exacto para quien ve todas las partes (aseguradora, administración)',
    },
  },
  pad: { id: 10 },
  derive: (c) => ({ orden: normalizar(c.nombre) }),
  row: fila,
  counters: (c) => [
    { ...clientesTotal(undefined), valor: 1 },
    ...(c.productorId ? [{ ...clientesTotal(c.productorId), valor: 1 }] : []),
  ],
});
export type ClienteItem = ItemOf<typeof Cliente>;
export type ClienteFila = ReturnType<typeof fila>;

/** The owner a tax id is reserved under: the producer company, 0 for a party of the tenant. */
export const SIN_PRODUCTOR = 0;

/**
 * One item per owner and tax id: the CIF is unique among the parties of one producer (another
 * producer registers the same client for itself), and a producer finds its party by exact CIF.
 */
export const ClienteCif = defineEntity(z.object({ productorId: z.int(), cif: z.string(), clienteId: z.int() }))({
  name: 'cliente-cif',
  description: 'Reserva de un CIF para un cliente de un productor (0 = del tenant).',
  usedBy: 'create-cliente (unicidad por productor), list-clientes de un productor con un CIF exacto',
  key: { pk: ['productorId', 'cif'], sk: [] },
});

/** The CIF reservation of a party, under its owner. */
export const reservaDeCif = (c: Pick<ClienteFila, 'id' | 'cif' | 'productorId'>) => ({
  productorId: c.productorId ?? SIN_PRODUCTOR,
  cif: c.cif,
  clienteId: c.id,
});

export const toCliente = (c: ClienteFila, pais: ClienteVista['pais']): ClienteVista => ({
  id: c.id,
  nombre: c.nombre,
  cif: c.cif,
  logo: c.logo,
  markup: c.markup,
  pais,
  email: c.email,
  productorId: c.productorId,
  ...(c.tipoDeCliente ? { tipoDeCliente: c.tipoDeCliente, ejecutivos: c.ejecutivos ?? [] } : {}),
});

export const CLIENTE_CAMBIO_CONCURRENTE = 'El cliente cambió mientras lo editabas. Recargá y volvé a intentar.';

/**
 * Every write of a completed client: the item (created, or conditional on the version read) and its
 * CIF reservation, moved in the same transaction when the tax id changes.
 */
export const guardarCliente = (previous: ClienteItem | null, next: ClienteItem): WriteOp[] => {
  const antes = previous ? reservaDeCif(previous) : null;
  const despues = reservaDeCif(next);
  const mueve = !antes || antes.cif !== despues.cif || antes.productorId !== despues.productorId;
  return [
    // A party first completed in /clientes has no version yet: the first edit wins, a second one is stale.
    ...(previous
      ? Cliente.put(next, { previous, when: { version: previous.version ?? { exists: false } } })
      : Cliente.create(next)),
    ...(mueve ? [...(antes ? ClienteCif.delete(antes, { clienteId: antes.clienteId }) : []), ...ClienteCif.create(despues)] : []),
  ];
};

/**
 * A portal user of a client (spec 1 §2.4 Usuarios), in the client's partition, with what the user item
 * does not hold: the phone, the roles as the tab offered them and the onboarding choice. Its own item,
 * not a list on the client, so adding a user never races with an edit of the client.
 */
export const ClienteUsuario = defineEntity(
  z.object({
    clienteId: z.int(),
    usuarioId: z.int(),
    telefono: z.string().check(z.maxLength(100)),
    roles: z.array(z.enum(ROLES_USUARIO_CLIENTE.map((r) => r.id) as [RolUsuarioClienteId, ...RolUsuarioClienteId[]])),
    onboarding: z.boolean(),
  }),
)({
  name: 'cliente-usuario',
  description: 'Un usuario del portal de un cliente (teléfono, roles ofrecidos, onboarding).',
  usedBy: 'get-cliente (pestaña Usuarios), create-usuario-cliente, quitar-usuario-cliente',
  key: { pkLabel: 'cliente', pk: ['clienteId'], sk: ['usuarioId'] },
  pad: { usuarioId: 10 },
});
/** A client holds at most this many users (schemas' MAX_USUARIOS_CLIENTE): one Query reads them all. */
export const MAX_USUARIOS_POR_LECTURA = MAX_USUARIOS_CLIENTE;
export type ClienteUsuarioItem = ItemOf<typeof ClienteUsuario>;
