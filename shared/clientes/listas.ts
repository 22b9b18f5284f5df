import type { RoleId } from '../auth/roles.ts';

/** Spec 1 §3.4: the client types (id as the API sends it, label as the form shows it). */
export const TIPOS_CLIENTE = [
  { id: 'EmpresaFinal', nombre: 'Empresa Final' },
  { id: 'Broker', nombre: 'Broker' },
  { id: 'OperadorLogistico', nombre: 'Operador Logístico' },
] as const;
export type TipoClienteId = (typeof TIPOS_CLIENTE)[number]['id'];

/** Spec 1 §3.4: how a client is billed. */
export const CONFIGURACIONES_FACTURACION = [
  { id: 'PorCertificado', nombre: 'Por certificado' },
  { id: 'Diaria', nombre: 'Diaria' },
  { id: 'Semanal', nombre: 'Semanal' },
  { id: 'Mensual', nombre: 'Mensual' },
  { id: 'Manual', nombre: 'Manual' },
] as const;
export type ConfiguracionFacturacionId = (typeof CONFIGURACIONES_FACTURACION)[number]['id'];

/**
 * Spec 1 §3.4 offers a client's users three roles without saying what they may do. Each is a portal
 * role held on the client's company, with nothing tenant-wide (shared/auth/roles.ts): Administrador
 * manages the client's users and operates, Operador quotes and issues, Consultor only reads.
 */
export const ROLES_USUARIO_CLIENTE = [
  { id: 'Administrador', nombre: 'Administrador', rol: 'clienteAdministrador' },
  { id: 'Operador', nombre: 'Operador', rol: 'clienteOperador' },
  { id: 'Consultor', nombre: 'Consultor', rol: 'clienteConsultor' },
] as const satisfies readonly { id: string; nombre: string; rol: RoleId }[];
export type RolUsuarioClienteId = (typeof ROLES_USUARIO_CLIENTE)[number]['id'];

export const rolDelPortal = (id: RolUsuarioClienteId): RoleId => ROLES_USUARIO_CLIENTE.find((r) => r.id === id)!.rol;
