import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import { diaNegocio, periodoDeClave } from '#shared/declaraciones/periodo.ts';
import { codigoMoneda } from '#shared/viajes-especificos/nombres.ts';
import { redondear as r2 } from '#shared/viajes-especificos/redondeo.ts';
import type { RamoCertificado } from '../data/certificados-carga.ts';
import type { BordereauLinea, DeclaracionItem } from '../data/declaraciones.ts';
import { dia, fraccion, mes, type Columna } from '../exportaciones/planilla.ts';

/** A declared certificate as the bordereau reads it: its line and its class. */
export interface LineaBordereau {
  ramo: RamoCertificado;
  bordereau: BordereauLinea;
}

/**
 * A bordereau column: its Spanish header, the field of Lloyd's Coverholder Reporting Standards (risk
 * and premium bordereau, v5.2) it fills, or null where the standard has none, and what it holds. The
 * workbook's second sheet and docs/bordereau.md are written from these.
 */
export interface ColumnaBordereau extends Columna<LineaBordereau> {
  campo: string | null;
  significado: string;
}

const RAMOS: Record<RamoCertificado, string> = { transporte: 'Transporte de mercaderías', contenedores: 'Contenedores' };
type Definicion = Omit<ColumnaBordereau, 'valor'> & {
  valor: (l: BordereauLinea, ramo: RamoCertificado) => ReturnType<Columna<LineaBordereau>['valor']>;
};
const columna = (c: Definicion): ColumnaBordereau => ({ ...c, valor: (f) => c.valor(f.bordereau, f.ramo) });

/** The columns of the declaration (who and when): the same on every row, so a row stands alone once loaded. */
const deLaDeclaracion = (d: DeclaracionItem): ColumnaBordereau[] => {
  const p = periodoDeClave(d.periodo)!;
  const inicio = mes(p.anio, p.mes);
  const fin = new Date(Date.UTC(p.anio, p.mes, 0));
  return [
    columna({
      titulo: 'Declaración',
      campo: null,
      tipo: 'texto',
      ancho: 22,
      significado: 'La declaración mensual que reúne la fila.',
      valor: () => d.id,
    }),
    columna({
      titulo: 'Inicio del período',
      campo: 'Reporting Period Start Date',
      tipo: 'fecha',
      ancho: 12,
      significado: 'Primer día del mes declarado.',
      valor: () => inicio,
    }),
    columna({
      titulo: 'Fin del período',
      campo: 'Reporting Period (End Date)',
      tipo: 'fecha',
      ancho: 12,
      significado: 'Último día del mes declarado.',
      valor: () => fin,
    }),
  ];
};

/** What every reader sees: the contract, the certificate, the insured, the cover and the sum insured. */
const delRiesgo = (d: DeclaracionItem): ColumnaBordereau[] => [
  columna({
    titulo: 'Emisor',
    campo: 'Coverholder Name',
    tipo: 'texto',
    ancho: 24,
    significado: 'La empresa emisora que vendió el certificado.',
    valor: (l) => l.emisor,
  }),
  columna({
    titulo: 'Aseguradora',
    campo: null,
    tipo: 'texto',
    ancho: 24,
    significado: 'La aseguradora que cubre el riesgo (en Lloyd’s la fija el contrato: el sindicato líder).',
    valor: (l) => l.aseguradora,
  }),
  columna({
    titulo: 'Póliza',
    campo: 'Policy or Group Ref',
    tipo: 'texto',
    ancho: 16,
    significado: 'Número de la póliza flotante; un viaje específico es su propia póliza y lleva su número de certificado.',
    valor: (l) => l.poliza,
  }),
  columna({
    titulo: 'Certificado',
    campo: 'Certificate Ref',
    tipo: 'texto',
    ancho: 16,
    significado: 'Número del certificado.',
    valor: (l) => l.certificado,
  }),
  columna({
    titulo: 'Referencia interna',
    campo: null,
    tipo: 'texto',
    ancho: 18,
    significado: 'Referencia del embarque que dio el cliente.',
    valor: (l) => l.referencia,
  }),
  columna({
    titulo: 'Ramo',
    campo: 'Class of Business',
    tipo: 'texto',
    ancho: 22,
    significado: 'Transporte de mercaderías o Contenedores.',
    valor: (_, ramo) => RAMOS[ramo],
  }),
  columna({
    titulo: 'Tipo de transacción',
    campo: 'Risk, Transaction Type',
    tipo: 'texto',
    ancho: 12,
    significado: 'Nueva: cada certificado se declara una vez, como alta.',
    valor: (l) => l.tipoTransaccion,
  }),
  columna({
    titulo: 'Fecha de emisión',
    campo: 'Policy issuance date',
    tipo: 'fecha',
    ancho: 12,
    significado: 'Día de emisión del certificado, en hora de Argentina.',
    valor: (l) => dia(diaNegocio(l.fechaEmision)),
  }),
  columna({
    titulo: 'Vigencia desde',
    campo: 'Risk Inception Date',
    tipo: 'fecha',
    ancho: 12,
    significado: 'Salida del viaje: empieza la cobertura.',
    valor: (l) => dia(l.vigenciaDesde),
  }),
  columna({
    titulo: 'Vigencia hasta',
    campo: 'Risk Expiry Date',
    tipo: 'fecha',
    ancho: 12,
    significado:
      'Contenedores: la devolución de los contenedores. Transporte: vacía, porque la cobertura termina con la llegada a destino y el certificado no guarda ese día.',
    valor: (l) => dia(l.vigenciaHasta),
  }),
  columna({
    titulo: 'Asegurado',
    campo: 'Insured Full Name, Last Name or Company Name',
    tipo: 'texto',
    ancho: 28,
    significado: 'El cliente asegurado (tomador).',
    valor: (l) => l.asegurado,
  }),
  columna({
    titulo: 'CUIT / RFC del asegurado',
    campo: 'Insured tax code',
    tipo: 'texto',
    ancho: 16,
    significado: 'Identificación fiscal del asegurado.',
    valor: (l) => l.cifAsegurado,
  }),
  columna({
    titulo: 'País del riesgo',
    campo: 'Location of risk - Country',
    tipo: 'texto',
    ancho: 8,
    significado: 'País de la póliza, donde está el asegurado (ISO 3166-1 alfa-2).',
    valor: (l) => l.paisRiesgo,
  }),
  columna({
    titulo: 'Beneficiario',
    campo: null,
    tipo: 'texto',
    ancho: 24,
    significado: 'Beneficiario del certificado, si lo tiene.',
    valor: (l) => l.beneficiario,
  }),
  columna({
    titulo: 'País de origen',
    campo: null,
    tipo: 'texto',
    ancho: 8,
    significado: 'País de salida del viaje (ISO 3166-1 alfa-2); vacío en contenedores.',
    valor: (l) => l.origen || null,
  }),
  columna({
    titulo: 'País de destino',
    campo: null,
    tipo: 'texto',
    ancho: 8,
    significado: 'País de llegada del viaje (ISO 3166-1 alfa-2); vacío en contenedores.',
    valor: (l) => l.destino || null,
  }),
  columna({
    titulo: 'Medios de transporte',
    campo: null,
    tipo: 'texto',
    ancho: 18,
    significado: 'Medios de transporte del viaje.',
    valor: (l) => l.transportes || null,
  }),
  columna({
    titulo: 'Mercadería',
    campo: null,
    tipo: 'texto',
    ancho: 24,
    significado: 'Tipo de mercadería, o los contenedores y su cantidad.',
    valor: (l) => l.mercaderia,
  }),
  columna({
    titulo: 'Moneda',
    campo: 'Original Currency',
    tipo: 'texto',
    ancho: 8,
    significado: 'Moneda de la declaración (ISO 4217).',
    valor: () => codigoMoneda(d.moneda.id),
  }),
  columna({
    titulo: 'Suma asegurada',
    campo: 'Sum Insured',
    tipo: 'monto',
    ancho: 16,
    total: true,
    significado: 'Suma asegurada del viaje; 0 en contenedores, que se cotizan por contenedor.',
    valor: (l) => l.sumaAsegurada,
  }),
];

/** Lines declared before issue 29 carry no commission (record 0144): their cells stay empty, never NaN. */
const comisionDe = (l: BordereauLinea): number | null =>
  typeof (l as Partial<BordereauLinea>).comision === 'number' ? l.comision : null;

/** The price of the cover: only for who may see the premium (the rate gives it: premium = sum insured × rate). */
const deLaPrima: ColumnaBordereau[] = [
  columna({
    titulo: 'Tasa',
    campo: null,
    tipo: 'porcentaje',
    ancho: 9,
    significado: 'Tasa sobre la suma asegurada; vacía en contenedores.',
    valor: (l) => fraccion(l.tasa),
  }),
  columna({
    titulo: 'Prima',
    campo: 'Total gross written premium',
    tipo: 'monto',
    ancho: 14,
    total: true,
    significado: 'Prima de la aseguradora.',
    valor: (l) => l.prima,
  }),
  columna({
    titulo: 'Comisión',
    campo: 'Coverholder commission amount for whole risk/written premium',
    tipo: 'monto',
    ancho: 14,
    total: true,
    significado: 'Parte de la prima del intermediario (póliza flotante) o del productor (viaje específico).',
    valor: (l) => comisionDe(l),
  }),
  columna({
    titulo: 'Prima neta',
    campo: 'Net written Premium to London in original currency',
    tipo: 'monto',
    ancho: 14,
    total: true,
    significado: 'Prima menos comisión: lo que queda para la aseguradora.',
    valor: (l) => {
      const comision = comisionDe(l);
      return comision === null ? null : r2(l.prima - comision);
    },
  }),
  columna({
    titulo: 'Impuestos y recargos',
    campo: 'Total taxes payable locally',
    tipo: 'monto',
    ancho: 14,
    total: true,
    significado:
      'Lo que el asegurado paga sobre la prima y el markup: impuestos y recargos, juntos como los guarda el certificado.',
    valor: (l) => l.impuestos,
  }),
];

/** The issuer's sale: only in a sales declaration, and only for who may see the markup. */
const deLaVenta: ColumnaBordereau[] = [
  columna({
    titulo: 'Markup',
    campo: null,
    tipo: 'monto',
    ancho: 12,
    total: true,
    significado: 'Margen de la empresa emisora sobre la prima.',
    valor: (l) => l.markup,
  }),
  columna({
    titulo: 'Precio final',
    campo: null,
    tipo: 'monto',
    ancho: 14,
    total: true,
    significado: 'Lo que paga el cliente: prima, markup, impuestos y recargos.',
    valor: (l) => l.precioFinal,
  }),
];

/** The columns a reader gets: premium, commission and rate need prima.mostrar; markup and price, the markup's. */
export const columnasBordereau = (d: DeclaracionItem, v: VisibilidadPrecio): ColumnaBordereau[] => [
  ...deLaDeclaracion(d),
  ...delRiesgo(d),
  ...(v.prima ? deLaPrima : []),
  ...(v.markup && d.tipo === 'venta' ? deLaVenta : []),
];
