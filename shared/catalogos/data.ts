import type { FormaDePago, ModoTransporte, Moneda, Pais, TipoContenedor, TipoMercaderia, TipoRiesgo } from './schemas.ts';

/**
 * The catalogues the seed writes into each tenant's partition. They are data, not code paths:
 * an insurer can later edit its goods list without a release.
 */
const pais = (id: number, codigo: string, nombre: string, pt: string, transitoNacional: string[] = []): Pais => ({
  id,
  codigo,
  nombre,
  nombres: { 'pt-BR': pt },
  bandera: `/banderas/${codigo.toLowerCase()}.svg`,
  transitoNacional,
});

export const PAISES: Pais[] = [
  pais(32, 'AR', 'Argentina', 'Argentina', [
    'Buenos Aires',
    'CABA',
    'Córdoba',
    'Santa Fe',
    'Mendoza',
    'Tucumán',
    'Neuquén',
    'Chubut',
  ]),
  pais(484, 'MX', 'México', 'México', ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Veracruz']),
  pais(76, 'BR', 'Brasil', 'Brasil', ['São Paulo', 'Rio de Janeiro', 'Paraná', 'Rio Grande do Sul']),
  pais(858, 'UY', 'Uruguay', 'Uruguai'),
  pais(152, 'CL', 'Chile', 'Chile'),
  pais(600, 'PY', 'Paraguay', 'Paraguai'),
  pais(604, 'PE', 'Perú', 'Peru'),
  pais(170, 'CO', 'Colombia', 'Colômbia'),
  pais(68, 'BO', 'Bolivia', 'Bolívia'),
  pais(840, 'US', 'Estados Unidos', 'Estados Unidos'),
  pais(156, 'CN', 'China', 'China'),
  pais(276, 'DE', 'Alemania', 'Alemanha'),
  pais(724, 'ES', 'España', 'Espanha'),
];

export const MONEDAS: Moneda[] = [
  {
    id: 840,
    codigo: 'USD',
    nombre: 'Dólar estadounidense',
    nombres: { 'pt-BR': 'Dólar americano' },
    simbolo: 'US$',
    esFavorita: true,
  },
  { id: 32, codigo: 'ARS', nombre: 'Peso argentino', nombres: { 'pt-BR': 'Peso argentino' }, simbolo: '$', esFavorita: true },
  { id: 978, codigo: 'EUR', nombre: 'Euro', nombres: { 'pt-BR': 'Euro' }, simbolo: '€', esFavorita: true },
  { id: 986, codigo: 'BRL', nombre: 'Real brasileño', nombres: { 'pt-BR': 'Real brasileiro' }, simbolo: 'R$', esFavorita: false },
  { id: 484, codigo: 'MXN', nombre: 'Peso mexicano', nombres: { 'pt-BR': 'Peso mexicano' }, simbolo: 'MX$', esFavorita: false },
  { id: 858, codigo: 'UYU', nombre: 'Peso uruguayo', nombres: { 'pt-BR': 'Peso uruguaio' }, simbolo: '$U', esFavorita: false },
  { id: 152, codigo: 'CLP', nombre: 'Peso chileno', nombres: { 'pt-BR': 'Peso chileno' }, simbolo: 'CLP$', esFavorita: false },
];

/** Spec 3 §3.7: payment forms by id. */
export const FORMAS_DE_PAGO: FormaDePago[] = [
  { id: 0, clave: 'transferencia', nombre: 'Transferencia', nombres: { 'pt-BR': 'Transferência' } },
  { id: 1, clave: 'debito', nombre: 'Débito', nombres: { 'pt-BR': 'Débito' } },
  { id: 2, clave: 'credito', nombre: 'Crédito', nombres: { 'pt-BR': 'Crédito' } },
  { id: 3, clave: 'efectivo', nombre: 'Efectivo', nombres: { 'pt-BR': 'Dinheiro' } },
  { id: 4, clave: 'deposito', nombre: 'Depósito', nombres: { 'pt-BR': 'Depósito' } },
  { id: 5, clave: 'cheque', nombre: 'Cheque', nombres: { 'pt-BR': 'Cheque' } },
  { id: 6, clave: 'debitoAutomatico', nombre: 'Débito automático', nombres: { 'pt-BR': 'Débito automático' } },
];

export const TIPOS_RIESGO: TipoRiesgo[] = [
  { id: 201, nombre: 'Importación', nombres: { 'pt-BR': 'Importação' } },
  { id: 202, nombre: 'Exportación', nombres: { 'pt-BR': 'Exportação' } },
  { id: 203, nombre: 'Tránsito nacional', nombres: { 'pt-BR': 'Trânsito nacional' } },
];

/** Spec 3 §3.7 fixes only mode 0 (ground, by the late-departure rule); the rest follow 2 §9 (ids 0 to 4). */
export const MODOS_TRANSPORTE: ModoTransporte[] = [
  { id: 0, nombre: 'Terrestre', nombres: { 'pt-BR': 'Terrestre' }, cssClass: 'camion' },
  { id: 1, nombre: 'Marítimo', nombres: { 'pt-BR': 'Marítimo' }, cssClass: 'barco' },
  { id: 2, nombre: 'Aéreo', nombres: { 'pt-BR': 'Aéreo' }, cssClass: 'avion' },
  { id: 3, nombre: 'Ferroviario', nombres: { 'pt-BR': 'Ferroviário' }, cssClass: 'tren' },
  { id: 4, nombre: 'Multimodal', nombres: { 'pt-BR': 'Multimodal' }, cssClass: 'multimodal' },
];

export const TIPOS_MERCADERIA: TipoMercaderia[] = [
  {
    id: 1,
    nombre: 'Alimentos no perecederos',
    nombres: { 'pt-BR': 'Alimentos não perecíveis' },
    tags: ['comestibles', 'almacén', 'conservas'],
  },
  {
    id: 2,
    nombre: 'Alimentos refrigerados',
    nombres: { 'pt-BR': 'Alimentos refrigerados' },
    tags: ['frío', 'cadena de frío', 'perecederos', 'carne', 'lácteos'],
  },
  {
    id: 3,
    nombre: 'Electrónica de consumo',
    nombres: { 'pt-BR': 'Eletrônicos de consumo' },
    tags: ['celulares', 'computadoras', 'televisores', 'tecnología'],
  },
  {
    id: 4,
    nombre: 'Maquinaria industrial',
    nombres: { 'pt-BR': 'Maquinário industrial' },
    tags: ['equipos', 'repuestos', 'bienes de capital'],
  },
  { id: 5, nombre: 'Autopartes', nombres: { 'pt-BR': 'Autopeças' }, tags: ['repuestos', 'neumáticos', 'automotor'] },
  {
    id: 6,
    nombre: 'Textiles y confecciones',
    nombres: { 'pt-BR': 'Têxteis e confecções' },
    tags: ['ropa', 'telas', 'indumentaria', 'calzado'],
  },
  {
    id: 7,
    nombre: 'Productos químicos no peligrosos',
    nombres: { 'pt-BR': 'Produtos químicos não perigosos' },
    tags: ['químicos', 'insumos industriales'],
  },
  {
    id: 8,
    nombre: 'Mercadería peligrosa (IMO)',
    nombres: { 'pt-BR': 'Mercadoria perigosa (IMO)' },
    tags: ['inflamables', 'explosivos', 'químicos peligrosos'],
  },
  { id: 9, nombre: 'Granos y cereales', nombres: { 'pt-BR': 'Grãos e cereais' }, tags: ['soja', 'trigo', 'maíz', 'agro'] },
  {
    id: 10,
    nombre: 'Vinos y bebidas',
    nombres: { 'pt-BR': 'Vinhos e bebidas' },
    tags: ['bebidas', 'botellas', 'vino', 'cerveza'],
  },
  { id: 11, nombre: 'Medicamentos', nombres: { 'pt-BR': 'Medicamentos' }, tags: ['farmacia', 'laboratorio', 'salud'] },
  {
    id: 12,
    nombre: 'Muebles y artículos del hogar',
    nombres: { 'pt-BR': 'Móveis e artigos para o lar' },
    tags: ['hogar', 'mobiliario', 'electrodomésticos'],
  },
  { id: 13, nombre: 'Papel y cartón', nombres: { 'pt-BR': 'Papel e papelão' }, tags: ['papelera', 'embalaje', 'celulosa'] },
  {
    id: 14,
    nombre: 'Metales y siderurgia',
    nombres: { 'pt-BR': 'Metais e siderurgia' },
    tags: ['acero', 'hierro', 'aluminio', 'chapas'],
  },
  {
    id: 15,
    nombre: 'Joyas y metales preciosos',
    nombres: { 'pt-BR': 'Joias e metais preciosos' },
    tags: ['oro', 'plata', 'valores'],
  },
  { id: 16, nombre: 'Vehículos', nombres: { 'pt-BR': 'Veículos' }, tags: ['autos', 'motos', 'automotor', '0 km'] },
];

/** Container types (issue 12 prices containers by type). */
export const TIPOS_CONTENEDOR: TipoContenedor[] = [
  { id: 1, codigo: '20DV', nombre: "20' Dry", nombres: { 'pt-BR': "20' Dry" } },
  { id: 2, codigo: '40DV', nombre: "40' Dry", nombres: { 'pt-BR': "40' Dry" } },
  { id: 3, codigo: '40HC', nombre: "40' High Cube", nombres: { 'pt-BR': "40' High Cube" } },
  { id: 4, codigo: '20RF', nombre: "20' Reefer", nombres: { 'pt-BR': "20' Reefer" } },
  { id: 5, codigo: '40RF', nombre: "40' Reefer", nombres: { 'pt-BR': "40' Reefer" } },
  { id: 6, codigo: 'FR', nombre: 'Flat rack', nombres: { 'pt-BR': 'Flat rack' } },
  { id: 7, codigo: 'OT', nombre: 'Open top', nombres: { 'pt-BR': 'Open top' } },
];
