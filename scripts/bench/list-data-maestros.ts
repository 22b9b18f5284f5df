/** The master lists of the bench's tenants (tenantsMaestros in list-data.ts): policies and issuers. */
import { Emisor, type EmisorItem } from '#lib/data/emisores.ts';
import { Empresa, idDeEmpresa } from '#lib/data/empresas.ts';
import { guardarPoliza, type PolizaItem } from '#lib/data/polizas.ts';
import { ANIO, DIA, dia, HASTA, iso, itemsDe, momento, rng } from './list-data.ts';
import { APELLIDOS, LUGARES, RUBROS } from './list-data-nombres.ts';

/** Policy ids base+1..base+n (the demo's are 1-3); issuer (company) ids likewise, above the seed's companies. */
export const POLIZA_BASE = 1_000_000;
export const EMISOR_BASE = 2_000_000;

export const ASEGURADORAS_POLIZAS = [2, 3] as const;
/** Starts exactly the names of one policy in ten (index % 10 === 1: 'Flotante Logística …'). */
export const PREFIJO_POLIZA = 'Flotante Logís';

export const polizaId = (i: number) => POLIZA_BASE + i + 1;
export const numeroPoliza = (i: number) => `BF-${String(polizaId(i)).padStart(8, '0')}`;
export const aseguradoraPoliza = (i: number) => ASEGURADORAS_POLIZAS[i % 4 === 3 ? 1 : 0];

/** Policy i of a tenant of n: names in ten families, a year of periods (some expired), one in fifty annulled. */
export const poliza = (n: number, i: number): PolizaItem => {
  const r = rng(31, i);
  // Half the periods began a year earlier: those have expired (vencidas), the rest are in force.
  const desde = momento(i, n, r) - (i % 2) * ANIO;
  const creado = iso(desde - r.int(1, 30) * DIA);
  const contenedores = i % 5 === 4;
  // A period's end may pass HASTA (iso and dia stop there): the policies in force end next year.
  const hasta = new Date(desde + ANIO - DIA).toISOString().slice(0, 10);
  return {
    id: polizaId(i),
    numero: numeroPoliza(i),
    aseguradoraId: aseguradoraPoliza(i),
    nombre: `Flotante ${RUBROS[i % RUBROS.length]} ${r.pick(LUGARES)} ${String(i + 1).padStart(6, '0')}`,
    ramo: contenedores ? 'contenedores' : 'transporte',
    monedaId: r.next() < 0.85 ? 840 : 32,
    paisId: 32,
    vigenciaDesde: dia(desde),
    vigenciaHasta: hasta,
    tasa: r.int(10, 60) / 100,
    primaMinima: r.int(15, 80),
    cobertura: {
      nombre: contenedores ? 'Daños al contenedor' : r.pick(['Todo riesgo', 'Libre de avería particular']),
      deducibles: [{ concepto: 'Por embarque, sobre la pérdida', tipo: 'porcentaje', valor: r.pick([5, 10, 15]) }],
    },
    limitesPorEmbarque: [{ transporteId: 0, limite: r.int(5, 100) * 10_000 }],
    endosos: Array.from({ length: r.int(0, 2) }, (_, k) => ({
      id: k + 1,
      nombre: `Endoso ${r.pick(LUGARES)}`,
      vigenciaDesde: dia(desde),
      vigenciaHasta: hasta,
    })),
    ultimoEndosoId: 2,
    anulada: i % 50 === 49,
    version: 1,
    creado,
    modificado: creado,
  };
};

/** A policy as create-poliza writes it: the policy and its number reservation. */
export const polizaItems = (n: number, i: number) => itemsDe(guardarPoliza(null, poliza(n, i)));

export const emisorId = (i: number) => EMISOR_BASE + i + 1;

/** Issuer i: names in ten families like the clients' (PREFIJO_BUSQUEDA starts one in ten). */
export const emisor = (i: number): EmisorItem => {
  const r = rng(32, i);
  const id = emisorId(i);
  const creado = iso(HASTA - ANIO + r.int(0, 364) * DIA);
  const nombre = `${RUBROS[i % RUBROS.length]} ${r.pick(APELLIDOS)} ${r.pick(LUGARES)}`;
  return {
    id,
    estado: 'Activo',
    version: 1,
    nombreComercial: nombre,
    idPais: 484,
    email: `contacto${id}@emisores.bench`,
    web: '',
    condicionesComerciales: { transporte: [], contenedores: [] },
    informacionFiscal: {
      // 12 characters, as a company's RFC has (three letters, six digits, a homoclave), unique per id.
      rfc: `BEN${String(id % 1_000_000).padStart(6, '0')}${Math.floor(id / 1_000_000)
        .toString(36)
        .toUpperCase()
        .padStart(3, '0')}`,
      razonSocial: `${nombre} S.A. de C.V.`,
      idRegimenFiscal: 6,
      idTipoPersona: 1,
      idUsoCFDI: 'G03',
      idMonedaFacturacion: 484,
      idFormaDePago: 1,
      diasDeCredito: null,
      domicilioFiscal: {
        calle: `Av. Reforma ${r.int(1, 999)}`,
        estado: 'CDMX',
        ciudad: 'Ciudad de México',
        codigoPostal: '06600',
        municipio: 'Cuauhtémoc',
        tel: '',
      },
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
      constanciaDeSituacionFiscal: [],
    },
    creado,
    modificado: creado,
  };
};

/**
 * An issuer as create-emisor writes it: its company (tipo 'emisor') and its data. The creator's
 * administrator role on it and the audit entry are left out: no list reads them.
 */
export const emisorItems = (i: number) => {
  const e = emisor(i);
  return itemsDe([
    ...Empresa.create({
      id: e.id,
      cif: e.informacionFiscal.rfc,
      nombre: e.nombreComercial,
      tipo: 'emisor',
      paisId: e.idPais,
      configuracion: {},
    }),
    ...Emisor.create(e),
  ]);
};

/** The company-numbering value create-emisor would have reached after issuer n-1. */
export const numeracionEmpresas = (n: number) => emisorId(n - 1) - idDeEmpresa(0);
