import type { FormaDePago, ModoTransporte, Moneda, Pais, TipoContenedor, TipoMercaderia, TipoRiesgo } from './schemas.ts';

/**
 * The catalogues the seed writes into each tenant's partition. They are data, not code paths:
 * an insurer can later edit its goods list without a release.
 */
const pais = (id: number, codigo: string, nombre: string, transitoNacional: string[] = []): Pais => ({
  id,
  codigo,
  nombre,
  bandera: `/banderas/${codigo.toLowerCase()}.svg`,
  transitoNacional,
});

export const PAISES: Pais[] = [
  pais(32, 'AR', 'Argentina', ['Buenos Aires', 'CABA', 'Córdoba', 'Santa Fe', 'Mendoza', 'Tucumán', 'Neuquén', 'Chubut']),
  pais(484, 'MX', 'México', ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Veracruz']),
  pais(76, 'BR', 'Brasil', ['São Paulo', 'Rio de Janeiro', 'Paraná', 'Rio Grande do Sul']),
  pais(858, 'UY', 'Uruguay'),
  pais(152, 'CL', 'Chile'),
  pais(600, 'PY', 'Paraguay'),
  pais(604, 'PE', 'Perú'),
  pais(170, 'CO', 'Colombia'),
  pais(68, 'BO', 'Bolivia'),
  pais(840, 'US', 'Estados Unidos'),
  pais(156, 'CN', 'China'),
  pais(276, 'DE', 'Alemania'),
  pais(724, 'ES', 'España'),
];

export const MONEDAS: Moneda[] = [
  { id: 840, codigo: 'USD', nombre: 'Dólar estadounidense', simbolo: 'US$', esFavorita: true },
  { id: 32, codigo: 'ARS', nombre: 'Peso argentino', simbolo: '$', esFavorita: true },
  { id: 978, codigo: 'EUR', nombre: 'Euro', simbolo: '€', esFavorita: true },
  { id: 986, codigo: 'BRL', nombre: 'Real brasileño', simbolo: 'R$', esFavorita: false },
  { id: 484, codigo: 'MXN', nombre: 'Peso mexicano', simbolo: 'MX$', esFavorita: false },
  { id: 858, codigo: 'UYU', nombre: 'Peso uruguayo', simbolo: '$U', esFavorita: false },
  { id: 152, codigo: 'CLP', nombre: 'Peso chileno', simbolo: 'CLP$', esFavorita: false },
];

/** Spec 3 §3.7: payment forms by id. */
export const FORMAS_DE_PAGO: FormaDePago[] = [
  { id: 0, clave: 'transferencia', nombre: 'Transferencia' },
  { id: 1, clave: 'debito', nombre: 'Débito' },
  { id: 2, clave: 'credito', nombre: 'Crédito' },
  { id: 3, clave: 'efectivo', nombre: 'Efectivo' },
  { id: 4, clave: 'deposito', nombre: 'Depósito' },
  { id: 5, clave: 'cheque', nombre: 'Cheque' },
  { id: 6, clave: 'debitoAutomatico', nombre: 'Débito automático' },
];

export const TIPOS_RIESGO: TipoRiesgo[] = [
  { id: 201, nombre: 'Importación' },
  { id: 202, nombre: 'Exportación' },
  { id: 203, nombre: 'Tránsito nacional' },
];

/** Spec 3 §3.7 fixes only mode 0 (ground, by the late-departure rule); the rest follow 2 §9 (ids 0 to 4). */
export const MODOS_TRANSPORTE: ModoTransporte[] = [
  { id: 0, nombre: 'Terrestre', cssClass: 'camion' },
  { id: 1, nombre: 'Marítimo', cssClass: 'barco' },
  { id: 2, nombre: 'Aéreo', cssClass: 'avion' },
  { id: 3, nombre: 'Ferroviario', cssClass: 'tren' },
  { id: 4, nombre: 'Multimodal', cssClass: 'multimodal' },
];

export const TIPOS_MERCADERIA: TipoMercaderia[] = [
  { id: 1, nombre: 'Alimentos no perecederos', tags: ['comestibles', 'almacén', 'conservas'] },
  { id: 2, nombre: 'Alimentos refrigerados', tags: ['frío', 'cadena de frío', 'perecederos', 'carne', 'lácteos'] },
  { id: 3, nombre: 'Electrónica de consumo', tags: ['celulares', 'computadoras', 'televisores', 'tecnología'] },
  { id: 4, nombre: 'Maquinaria industrial', tags: ['equipos', 'repuestos', 'bienes de capital'] },
  { id: 5, nombre: 'Autopartes', tags: ['repuestos', 'neumáticos', 'automotor'] },
  { id: 6, nombre: 'Textiles y confecciones', tags: ['ropa', 'telas', 'indumentaria', 'calzado'] },
  { id: 7, nombre: 'Productos químicos no peligrosos', tags: ['químicos', 'insumos industriales'] },
  { id: 8, nombre: 'Mercadería peligrosa (IMO)', tags: ['inflamables', 'explosivos', 'químicos peligrosos'] },
  { id: 9, nombre: 'Granos y cereales', tags: ['soja', 'trigo', 'maíz', 'agro'] },
  { id: 10, nombre: 'Vinos y bebidas', tags: ['bebidas', 'botellas', 'vino', 'cerveza'] },
  { id: 11, nombre: 'Medicamentos', tags: ['farmacia', 'laboratorio', 'salud'] },
  { id: 12, nombre: 'Muebles y artículos del hogar', tags: ['hogar', 'mobiliario', 'electrodomésticos'] },
  { id: 13, nombre: 'Papel y cartón', tags: ['papelera', 'embalaje', 'celulosa'] },
  { id: 14, nombre: 'Metales y siderurgia', tags: ['acero', 'hierro', 'aluminio', 'chapas'] },
  { id: 15, nombre: 'Joyas y metales preciosos', tags: ['oro', 'plata', 'valores'] },
  { id: 16, nombre: 'Vehículos', tags: ['autos', 'motos', 'automotor', '0 km'] },
];

/** Container types (issue 12 prices containers by type). */
export const TIPOS_CONTENEDOR: TipoContenedor[] = [
  { id: 1, codigo: '20DV', nombre: "20' Dry" },
  { id: 2, codigo: '40DV', nombre: "40' Dry" },
  { id: 3, codigo: '40HC', nombre: "40' High Cube" },
  { id: 4, codigo: '20RF', nombre: "20' Reefer" },
  { id: 5, codigo: '40RF', nombre: "40' Reefer" },
  { id: 6, codigo: 'FR', nombre: 'Flat rack' },
  { id: 7, codigo: 'OT', nombre: 'Open top' },
];
