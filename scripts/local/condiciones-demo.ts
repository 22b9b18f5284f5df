import { Cliente, guardarCliente } from '#lib/data/clientes.ts';
import { Emisor, type EmisorItem } from '#lib/data/emisores.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';
import { digitoVerificadorRfc } from '#shared/fiscal/mexico.ts';

/** The demo producer's company and the demo client (the seed's ids). */
export const EMPRESA_PRODUCTORA = 10;
export const EXPORTADORA_DEMO = 7;
const POLIZA_TRANSPORTE = 1;
const POLIZA_CONTENEDORES = 2;

const RFC_BASE = 'PAS010101AB';

/**
 * The producer's commercial conditions (an `Emisor` record on its company: the issuer of a
 * certificate is the working company, whatever its type): a markup on the premium for the transport
 * policy's two endorsements, and a container condition for the container policy that prices four
 * types differently (the others have no price).
 */
const emisorProductor = (nombre: string, paisId: number): EmisorItem => {
  const ahora = new Date().toISOString();
  const transporte = (endosoId: number) => ({
    polizaId: POLIZA_TRANSPORTE,
    endosoId,
    beneficiarioId: 0,
    tasaVenta: { valor: 0, primaMinima: 0, primaCargosExtra: 0 },
    asignacion: 'Prima' as const,
    markup: 10,
    markupMinimo: 5,
    markupMaximo: 20,
    premioMinimo: 0,
    premioSugerido: 0,
  });
  return {
    id: EMPRESA_PRODUCTORA,
    estado: 'Activo',
    version: 1,
    nombreComercial: nombre,
    idPais: paisId,
    email: '',
    web: '',
    condicionesComerciales: {
      transporte: [transporte(1), transporte(2)],
      contenedores: [
        {
          polizaId: POLIZA_CONTENEDORES,
          endosoId: 1,
          beneficiarioId: 0,
          tasaVenta: {
            contenedores: [
              { idTipo: 1, prima: 45, primaTransporte: 30 },
              { idTipo: 2, prima: 70, primaTransporte: 50 },
              { idTipo: 4, prima: 95, primaTransporte: 60 },
              { idTipo: 5, prima: 130, primaTransporte: 85 },
            ],
          },
          premioMinimo: 100,
          premioMaximo: 0,
          premio: 250,
        },
      ],
    },
    informacionFiscal: {
      rfc: RFC_BASE + digitoVerificadorRfc(RFC_BASE),
      razonSocial: nombre,
      idRegimenFiscal: 6,
      idTipoPersona: 1,
      idUsoCFDI: 'G03',
      idMonedaFacturacion: 484,
      idFormaDePago: 1,
      diasDeCredito: null,
      domicilioFiscal: { calle: '', estado: 'CDMX', ciudad: '', codigoPostal: '06600', municipio: 'Cuauhtémoc', tel: '' },
    },
    informacionComercial: {
      limiteDeCredito: 0,
      idTipoCliente: null,
      idConfiguracionFacturacion: null,
      sucursales: [],
      vendedores: [],
      emailEnvioDeFacturas: '',
      emailEnvioDeCertificados: '',
      idEjecutivoDeCuentaAsignado: null,
      idIntermediarioAsignado: null,
      tieneAutoEmision: false,
      comisionProductor: 15,
      extraPrimaVariable: 0,
      constanciaDeSituacionFiscal: [],
    },
    creado: ahora,
    modificado: ahora,
  };
};

/**
 * Runs on every start, after the tenant's demo data exist, and adds only what is missing (never
 * over an edit): the producer's conditions, and the container policy among the demo client's active
 * policies (so a container certificate can be issued for it from the first start).
 */
export const ensureCondicionesDemo = async (db: TenantDb, nombreProductora: string, paisId: number) => {
  await db.write(Emisor.create(emisorProductor(nombreProductora, paisId))).catch((err: unknown) => {
    if (!(err instanceof ConditionFailed)) throw err;
  });
  const cliente = await db.get(Cliente, { id: EXPORTADORA_DEMO }, { consistent: true });
  const terminos = cliente?.condicionesComerciales ?? [];
  if (!cliente || terminos.some((t) => t.polizaId === POLIZA_CONTENEDORES)) return;
  const nuevo = {
    ...cliente,
    version: (cliente.version ?? 0) + 1,
    condicionesComerciales: [
      ...terminos,
      { polizaId: POLIZA_CONTENEDORES, tasa: 0.35, primaMinima: 40, tasaIntermediario: null, primaMinimaIntermediario: null },
    ],
  };
  await db.write(guardarCliente(cliente, nuevo)).catch((err: unknown) => {
    if (!(err instanceof ConditionFailed)) throw err;
  });
};
