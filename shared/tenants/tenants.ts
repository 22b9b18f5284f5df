import type { Tenant, TenantFlags } from './tenant.ts';

const TODO_EL_PORTAL: TenantFlags = {
  dashboard: true,
  cauciones: true,
  contenedores: true,
  seguridad: true,
  siniestros: true,
  declaraciones: true,
  maestros: true,
  soloViajesEspecificos: false,
};

const SOLO_VIAJES: TenantFlags = {
  dashboard: true,
  cauciones: false,
  contenedores: false,
  seguridad: false,
  siniestros: false,
  declaraciones: false,
  maestros: false,
  soloViajesEspecificos: true,
};

type TenantInput = Pick<Tenant, 'id' | 'nombre' | 'paisPolizaId'> & {
  color: string;
  sidebar?: string;
} & Partial<
    Pick<
      Tenant,
      | 'tipo'
      | 'locale'
      | 'flags'
      | 'comercialEditable'
      | 'beneficioImaginarioMaximo'
      | 'excepcionesBeneficioImaginario'
      | 'mostrarKm'
      | 'vencimientoCotizacionDias'
    >
  >;

const tenant = (t: TenantInput): Tenant => {
  const tipo = t.tipo ?? 'standard';
  return {
    id: t.id,
    nombre: t.nombre,
    tipo,
    locale: t.locale ?? 'es-AR',
    paisPolizaId: t.paisPolizaId,
    theme: {
      primaryColor: t.color,
      sidebarBackground: t.sidebar ?? '#1e1e2d',
      logo: `/tenants/${t.id}/logo.svg`,
    },
    flags: t.flags ?? TODO_EL_PORTAL,
    // The bank tenant moves the producer commission (spec 3 §5.1) and the embedded one sends it (spec 3
    // §3.3); a standard tenant moves the administrative surcharge.
    comercialEditable: t.comercialEditable ?? (tipo === 'standard' ? 'recargoAdmin' : 'comisionProductor'),
    // Spec 3 §9: 10 % by default, 0 for the embedded tenant.
    beneficioImaginarioMaximo: t.beneficioImaginarioMaximo ?? (tipo === 'embedded' ? 0 : 10),
    excepcionesBeneficioImaginario: t.excepcionesBeneficioImaginario ?? [],
    mostrarKm: t.mostrarKm ?? false,
    vencimientoCotizacionDias: t.vencimientoCotizacionDias ?? null,
    emailSiniestros: `siniestros@${t.id}.portal-carga.example`,
    emailSuscripcion: `suscripcion@${t.id}.portal-carga.example`,
    contactosFinanzas: [`finanzas@${t.id}.portal-carga.example`],
  };
};

const AR = 32;
const BR = 76;
const MX = 484;
const UY = 858;
const CL = 152;
const PY = 600;
const PE = 604;
const CO = 170;

/**
 * The nineteen tenants of the portal (spec 3 §2.9): each has its subdomain, a shortcut route of the
 * same name and its theme. The first five carry seeded demo data locally.
 */
export const TENANTS: readonly Tenant[] = [
  tenant({ id: 'cargosur', nombre: 'Cargo Sur Seguros', paisPolizaId: AR, color: '#50CD89' }),
  tenant({ id: 'bancoandino', nombre: 'Banco Andino', paisPolizaId: AR, color: '#1B4F9C', sidebar: '#0f2748', tipo: 'bank' }),
  tenant({ id: 'fletepago', nombre: 'FletePago', paisPolizaId: AR, color: '#7239EA', sidebar: '#241640', tipo: 'embedded' }),
  tenant({
    id: 'rotasul',
    nombre: 'Rota Sul Corretora',
    paisPolizaId: BR,
    color: '#009C3B',
    sidebar: '#0b3320',
    locale: 'pt-BR',
    // Spec 3 §5.1: Productores Asociados' Brazil account declares up to 20 % of imaginary benefit.
    excepcionesBeneficioImaginario: [{ empresaId: 10, paisPolizaId: BR, maximo: 20 }],
  }),
  tenant({
    id: 'viajeseguro',
    nombre: 'ViajeSeguro Express',
    paisPolizaId: AR,
    color: '#F1416C',
    sidebar: '#3a1420',
    flags: SOLO_VIAJES,
    // The demo tenant that prices by distance and lets quotes expire (both tenant options).
    mostrarKm: true,
    vencimientoCotizacionDias: 15,
  }),
  tenant({ id: 'aztecacarga', nombre: 'Azteca Carga', paisPolizaId: MX, color: '#D9822B' }),
  tenant({ id: 'pampaseguros', nombre: 'Pampa Seguros', paisPolizaId: AR, color: '#3E97FF' }),
  tenant({ id: 'andescargo', nombre: 'Andes Cargo Brokers', paisPolizaId: CL, color: '#0BB7AF' }),
  tenant({ id: 'guaranirisk', nombre: 'Guaraní Risk', paisPolizaId: PY, color: '#C2410C' }),
  tenant({ id: 'incaseguros', nombre: 'Inca Seguros de Transporte', paisPolizaId: PE, color: '#B91C1C' }),
  tenant({ id: 'caribecargo', nombre: 'Caribe Cargo', paisPolizaId: CO, color: '#EAB308' }),
  tenant({ id: 'orientalbroker', nombre: 'Oriental Broker', paisPolizaId: UY, color: '#2563EB' }),
  tenant({ id: 'portuaria', nombre: 'Portuaria Asesores de Seguros', paisPolizaId: AR, color: '#0E7490' }),
  tenant({ id: 'transandina', nombre: 'Transandina Seguros', paisPolizaId: CL, color: '#6D28D9' }),
  tenant({ id: 'bancodelplata', nombre: 'Banco del Plata', paisPolizaId: UY, color: '#0F766E', tipo: 'bank' }),
  tenant({ id: 'logisur', nombre: 'LogiSur Envíos', paisPolizaId: AR, color: '#DB2777', tipo: 'embedded' }),
  tenant({ id: 'norteseguros', nombre: 'Norte Seguros', paisPolizaId: MX, color: '#15803D' }),
  tenant({ id: 'atlantica', nombre: 'Atlântica Riscos', paisPolizaId: BR, color: '#1D4ED8', locale: 'pt-BR' }),
  tenant({ id: 'rutaexpress', nombre: 'Ruta Express Seguros', paisPolizaId: AR, color: '#EA580C', flags: SOLO_VIAJES }),
];

export const DEFAULT_TENANT_ID = 'cargosur';

export const findTenant = (id: string | null | undefined): Tenant | undefined => TENANTS.find((t) => t.id === id);

/**
 * The tenant a host name belongs to: the first label of `<tenant>.portal.example` or
 * `<tenant>.localhost:5173`. Undefined for a bare host or an unknown label.
 */
export const tenantFromHost = (host: string | null | undefined): Tenant | undefined => {
  if (!host) return undefined;
  const name = host.split(':')[0] ?? '';
  const labels = name.split('.');
  if (labels.length < 2) return undefined;
  return findTenant(labels[0]);
};
