import { VersionMaestro } from './catalogos.ts';
import { CertificadoVE, Vencimiento } from './certificados.ts';
import { DocumentoPendiente } from './documentos-pendientes.ts';
import { CertificadoAnual } from './certificados-anuales.ts';
import { CertificadoCarga, CertificadoCargaIndice } from './certificados-carga.ts';
import { CierreMes, ContadorCierre, SegmentoCierre } from './cierres.ts';
import { Cliente, ClienteCif, ClienteUsuario } from './clientes.ts';
import { ClienteMaquina, ClienteMaquinaIndice } from './clientes-maquina.ts';
import { EndpointWebhook, EntregaWebhook } from './webhooks.ts';
import { NumeroCertificado } from './numeros-certificado.ts';
import { SubidaConstancia } from './constancias.ts';
import { CustodiaCertificado } from './custodias.ts';
import { AcumuladoDeclaracion, CambioDeclaracion, Declaracion, LineaDeclaracion, ResumenFinanzas } from './declaraciones.ts';
import { CotizacionEmbarcacion } from './embarcaciones.ts';
import { Emisor } from './emisores.ts';
import { Exportacion } from './exportaciones.ts';
import { Empresa } from './empresas.ts';
import { Contador, Secuencia } from './model/counters.ts';
import type { AnyEntity } from './model/entity.ts';
import { Poliza, PolizaNumero } from './polizas.ts';
import { Auditoria, Idempotencia, Latido, Limite, Semilla } from './plataforma.ts';
import { EnlaceSeguridad } from './seguridad.ts';
import { Observacion, Siniestro } from './siniestros.ts';
import { Subida } from './subidas.ts';
import { cauciones, NovedadSuscripcion, SolicitudSuscripcion } from './suscripciones.ts';
import { Membresia, Usuario, UsuarioEmail } from './usuarios.ts';
import { Verificacion } from './verificaciones.ts';
import { AsercionUsada } from './sso.ts';

/** Every item type of the table, for the access-pattern document and the model's own tests. */
export const ENTITIES: readonly AnyEntity[] = [
  Usuario,
  UsuarioEmail,
  Membresia,
  Empresa,
  VersionMaestro,
  Cliente,
  ClienteCif,
  ClienteUsuario,
  ClienteMaquina,
  ClienteMaquinaIndice,
  EndpointWebhook,
  EntregaWebhook,
  NumeroCertificado,
  Poliza,
  PolizaNumero,
  Emisor,
  SubidaConstancia,
  EnlaceSeguridad,
  CertificadoVE,
  Vencimiento,
  DocumentoPendiente,
  Verificacion,
  AsercionUsada,
  CertificadoCarga,
  CertificadoCargaIndice,
  CertificadoAnual,
  Declaracion,
  AcumuladoDeclaracion,
  CierreMes,
  SegmentoCierre,
  ContadorCierre,
  LineaDeclaracion,
  CambioDeclaracion,
  ResumenFinanzas,
  Exportacion,
  Siniestro,
  Subida,
  Observacion,
  SolicitudSuscripcion,
  NovedadSuscripcion,
  cauciones.Solicitud,
  cauciones.Novedad,
  CotizacionEmbarcacion,
  CustodiaCertificado,
  Contador,
  Secuencia,
  Idempotencia,
  Limite,
  Auditoria,
  Latido,
  Semilla,
];
