import { PRODUCTO_EMBARCACION } from '#shared/checkout/intencion.ts';
import type { Locale } from '#shared/tenants/tenant.ts';
import { AVISO_COTIZACION } from './documento.ts';
import { PT_BR } from './textos-pt-br.ts';

/**
 * The fixed texts of the papers (titles, labels, legends, feet) in the portal's Spanish: they are the
 * spec's own words, so this is the reference every other locale translates key by key. What a user
 * typed, the catalogues' names and the insurer's own texts (coverage, scope, deductibles) are data
 * and are not here.
 */
const ES_AR = {
  comun: {
    avisoCotizacion: AVISO_COTIZACION,
    codigoVerificacion: 'Código de verificación',
    verificaEn: (url: string) => `Verificá este certificado en ${url}`,
    condicionesEn: (url: string) => `Condiciones de la cobertura: ${url}`,
    pagina: (numero: string, pagina: number, de: number) => `${numero} · Página ${pagina} de ${de}`,
    conIdFiscal: (nombre: string, cif: string) => `${nombre} (CIF ${cif})`,
    aprobacion: 'Aprobación de la aseguradora',
    aprobadoEl: (fecha: string) => `Aprobado el ${fecha}`,
    condicionesAseguradora: 'Condiciones de la aseguradora',
    certificadoNumero: (n: string) => `Certificado N° ${n}`,
    cotizacionNumero: (n: number | string) => `Cotización N° ${n}`,
    estado: (nombre: string, fecha: string) => `Estado: ${nombre} - ${fecha}`,
    // Section titles.
    aseguradoraYCobertura: 'Aseguradora y cobertura',
    partes: 'Partes',
    vigenciaYViaje: 'Vigencia y viaje',
    mercaderiaYSuma: 'Mercadería y suma asegurada',
    condiciones: 'Condiciones',
    precio: 'Precio',
    referencias: 'Referencias',
    // Labels.
    aseguradora: 'Aseguradora',
    cobertura: 'Cobertura',
    alcance: 'Alcance',
    tomadorAsegurado: 'Tomador (asegurado)',
    beneficiario: 'Beneficiario',
    productor: 'Productor',
    vigencia: 'Vigencia',
    desdeLaSalida: (fecha: string) => `Desde la salida el ${fecha} hasta la llegada a destino`,
    trayecto: 'Trayecto',
    deA: (origen: string, destino: string) => `${origen} a ${destino}`,
    mercaderia: 'Mercadería',
    nueva: 'nueva',
    usada: 'usada',
    flete: 'Flete',
    demasGastos: 'Demás gastos',
    beneficioImaginario: 'Beneficio imaginario',
    sumaAsegurada: 'Suma asegurada',
    deducible: (concepto: string) => `Deducible: ${concepto}`,
    medidasExigidas: 'Medidas de seguridad exigidas',
    prima: 'Prima',
    premio: 'Premio',
    enCuotas: (n: number) => ` en ${n} cuotas`,
    formaDePago: 'Forma de pago',
    referenciaInterna: 'Referencia interna',
    emitidoEl: 'Emitido el',
  },
  viaje: {
    titulos: {
      asegurado: 'Certificado de seguro de transporte - Copia del asegurado',
      pas: 'Certificado de seguro de transporte - Copia del productor (PAS)',
      constancia: 'Constancia de emisión',
    },
    medioTransporte: 'Medio de transporte',
    origen: 'Origen',
    destino: 'Destino',
    detalle: 'Detalle',
    valorFactura: 'Valor de factura',
    comisionProductor: 'Comisión del productor',
    recargoAdmin: 'Recargo administrativo',
    facturaComercial: 'Factura comercial',
    clausulaDeNoRepeticion: 'Cláusula de no repetición',
  },
  flotante: {
    titulos: {
      transporte: {
        certificado: 'Certificado de seguro de carga - Póliza flotante',
        cotizacion: 'Cotización de certificado de carga - Póliza flotante',
      },
      contenedores: {
        certificado: 'Certificado de seguro de contenedores - Póliza flotante',
        cotizacion: 'Cotización de certificado de contenedores - Póliza flotante',
      },
    },
    aseguradoraYPoliza: 'Aseguradora y póliza',
    poliza: 'Póliza',
    endoso: 'Endoso',
    vigenciaPoliza: 'Vigencia de la póliza',
    desdeHasta: (desde: string, hasta: string) => `${desde} al ${hasta}`,
    asegurado: 'Asegurado',
    emisor: 'Emisor',
    limitePorEmbarque: (transporte: string) => `Límite por embarque: ${transporte}`,
    mercaderiasExcluidas: 'Mercaderías excluidas',
    paisesExcluidos: 'Países excluidos',
    conOperacion: (trayecto: string, operacion: string) => `${trayecto} (${operacion})`,
    mediosTransporte: 'Medios de transporte',
    valor: 'Valor',
    vigenciaContenedores: (salida: string, devolucion: string) =>
      `Del ${salida} a la devolución de los contenedores el ${devolucion}`,
    finDelViaje: 'Fin del viaje',
    contenedores: 'Contenedores',
    totalContenedores: 'Total de contenedores',
  },
  anual: {
    titulos: {
      certificado: 'Certificado de seguro - Flotante Anual',
      cotizacion: 'Cotización - Rating Anual Flotante',
    },
    movimiento: 'Movimiento anual estimado (MAE)',
    mae: 'MAE',
    mercaderias: 'Mercaderías',
    operaciones: 'Operaciones',
    transportes: 'Transportes',
    responsabilidadMaxima: (monto: string) => `responsabilidad máxima ${monto}`,
    viajesPorAnio: 'Viajes estimados por año',
    cuotasDe: (monto: string) => ` de ${monto}`,
    primaDeposito: 'Prima de depósito',
    delAl: (desde: string, hasta: string) => `Del ${desde} al ${hasta}`,
    unAnio: 'Un año desde la emisión',
    sinGuardar: 'Oferta sin guardar',
    cotizadaEl: (fecha: string) => `Cotizada el ${fecha}`,
    riesgoExcedido: 'Riesgo excedido: requiere la aprobación de la aseguradora',
    motivos: 'Motivos',
  },
  embarcacion: {
    titulos: { cotizacion: 'Cotización - Seguro de embarcación', poliza: 'Póliza - Seguro de embarcación' },
    polizaNumero: (n: string) => `Póliza N° ${n}`,
    cotizacion: (id: string) => `Cotización ${id}`,
    tomador: 'Tomador',
    nombre: 'Nombre',
    correo: 'Correo',
    embarcacion: 'Embarcación',
    producto: 'Producto',
    seguroDeEmbarcacion: PRODUCTO_EMBARCACION,
    aseguradora: (nombre: string, cif: string) => `${nombre} (CUIT ${cif})`,
    vigenciaPoliza: (desde: string, hasta: string) => `${desde} al ${hasta} (hora de Argentina)`,
    mesesDesdeElPago: (meses: number) => `${meses} meses desde el pago`,
    total: 'Total',
    pagadoEl: 'Pagado el',
    // The e-mail that carries the paid policy (functions/lib/checkout/documentos.ts) speaks like its paper.
    correoPoliza: {
      asunto: (numero: string, embarcacion: string) => `Su póliza ${numero} - ${embarcacion}`,
      saludo: (nombre: string) => `Hola ${nombre}:`,
      cuerpo: (embarcacion: string, numero: string) =>
        `Recibimos el pago del seguro de su embarcación ${embarcacion}. Le enviamos una copia de su póliza ${numero}.`,
      adjunto: (numero: string) => `poliza-${numero}.pdf`,
    },
  },
  condiciones: {
    titulo: (cobertura: string, aseguradora: string) => `Condiciones - ${cobertura} - ${aseguradora}`,
    encabezado: (cobertura: string) => `Condiciones de la cobertura ${cobertura}`,
    alcance: 'Alcance',
    deducibles: 'Deducibles',
    medidas: 'Medidas de seguridad',
  },
};

export type TextosPapel = typeof ES_AR;

/** The papers' fixed texts in the locale of the tenant the paper belongs to. */
export const textosPapel = (locale: Locale): TextosPapel => (locale === 'pt-BR' ? PT_BR : ES_AR);
