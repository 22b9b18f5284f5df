import type { Operation } from './define.ts';
import { listCatalogo, listEmpresas } from './operations/catalogos.ts';
import { createCliente, listClientes } from './operations/clientes.ts';
import { getDashboard } from './operations/dashboard.ts';
import { getMaestro, guardarVersionMaestro } from './operations/maestros.ts';
import {
  createEmisor,
  descargarConstanciaEmisor,
  getEmisor,
  listEmisores,
  subirConstanciaEmisor,
  updateEmisor,
} from './operations/emisores.ts';
import { getMe } from './operations/me.ts';
import { anularPoliza, createPoliza, getPoliza, listPolizas, updatePoliza } from './operations/polizas.ts';
import {
  adjuntarArchivoSiniestro,
  buscarCertificadoPublico,
  createSiniestro,
  denunciarSiniestroPublico,
  descargarArchivoSiniestro,
  getSiniestro,
  listCoberturasSiniestro,
  listEstadosSiniestro,
  listSiniestros,
  patchSiniestro,
  subirArchivoDenuncia,
  subirArchivoPublico,
  subirArchivoSiniestro,
} from './operations/siniestros.ts';
import { getEnlaceSeguridad } from './operations/seguridad.ts';
import {
  actualizarSolicitudAprobacion,
  aprobarCertificado,
  cotizarViaje,
  descargarDocumentoCertificado,
  emitirCertificado,
  getCertificado,
  getCondicionesCobertura,
  getParametrosAseguradora,
  guardarCotizacion,
  listCertificados,
  rechazarCertificado,
  solicitarAprobacion,
  verificarCertificado,
} from './operations/viajes-especificos.ts';
import {
  cambiarEstadoUsuario,
  createUsuario,
  getUsuario,
  listEjecutivos,
  listRoles,
  listUsuarios,
  updateUsuario,
} from './operations/usuarios.ts';

/** Every operation of the API, once. Infra, the local gateway, the SPA client and OpenAPI read this. */
export const OPERATIONS: readonly Operation[] = [
  getMe,
  getDashboard,
  listCatalogo,
  listEmpresas,
  getMaestro,
  guardarVersionMaestro,
  listRoles,
  listUsuarios,
  getUsuario,
  createUsuario,
  updateUsuario,
  cambiarEstadoUsuario,
  listEjecutivos,
  listClientes,
  createCliente,
  listPolizas,
  getPoliza,
  createPoliza,
  updatePoliza,
  anularPoliza,
  listEmisores,
  getEmisor,
  createEmisor,
  updateEmisor,
  subirConstanciaEmisor,
  descargarConstanciaEmisor,
  getEnlaceSeguridad,
  cotizarViaje,
  guardarCotizacion,
  emitirCertificado,
  solicitarAprobacion,
  actualizarSolicitudAprobacion,
  listCertificados,
  getCertificado,
  descargarDocumentoCertificado,
  getParametrosAseguradora,
  aprobarCertificado,
  rechazarCertificado,
  verificarCertificado,
  getCondicionesCobertura,
  listEstadosSiniestro,
  listSiniestros,
  getSiniestro,
  descargarArchivoSiniestro,
  patchSiniestro,
  createSiniestro,
  subirArchivoDenuncia,
  subirArchivoSiniestro,
  adjuntarArchivoSiniestro,
  buscarCertificadoPublico,
  listCoberturasSiniestro,
  subirArchivoPublico,
  denunciarSiniestroPublico,
];

export const findOperation = (id: string): Operation | undefined => OPERATIONS.find((op) => op.id === id);
