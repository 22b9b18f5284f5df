import { describe, expect, it } from 'vitest';
import { ROLE_IDS, ROLES } from '../auth/roles.ts';
import * as seeded from '../catalogos/data.ts';
import { CATALOGOS } from '../catalogos/schemas.ts';
import { COBERTURAS_ANUALES } from '../rating-anual/data.ts';
import { coberturaAnualSchema } from '../rating-anual/modelo.ts';
import { ESTADOS_SINIESTRO } from '../siniestros/estados.ts';
import { COBERTURAS } from '../viajes-especificos/data/coberturas.ts';
import { coberturaSchema } from '../viajes-especificos/model.ts';
import esAR from './es-AR.json';
import ptBR from './pt-BR.json';

const es: Record<string, string> = esAR;
const pt: Record<string, string> = ptBR;

/**
 * pt-BR texts that are word for word the es-AR ones because Portuguese writes them the same (or they
 * are brands, codes and English loanwords), each reviewed. A new text copied from Spanish without
 * translation lands outside this list and fails the walk below.
 */
// prettier-ignore
const SAME_IN_PORTUGUESE = new Set([
  'Certificado {numero}', 'Webhooks', 'Pausado', 'Pausar', 'URL', 'Eventos', 'Entregas', 'Registro de entregas', '{ms} ms', 'Reenviar', 'Contratar', 'Solicitar', 'Contratada', 'Declarados',
  'Rating anual', 'MAE', 'Imprimir', 'Transportes', 'Total: {total}', 'Usada', 'Enviar', 'Rating anual: coberturas',
  'MAE mínimo', 'MAE máximo', 'Coeficiente máximo RM (%)', 'Ajuste (%)', 'Checkout', 'Revisar cobertura', 'Pagar {moneda} {total}', 'Favoritas', 'Incoterms', 'Cobertura requerida', 'Aéreo', 'Marítimo', 'Solicitante', 'Comentar',
  'Saldos', 'Saldo', 'Declarada', 'Copiar', 'Copiado', '{count} certificados', '{count} certificado', '{count} resultado', 'Período', 'Confirmar', 'Exportar', 'CFDI (XML)', 'Estados',
  '{count} resultados', '{porcentaje} % OFF', 'Abrir', 'Administrador', 'Anterior', 'Aviso público', 'Broker',
  'Buscando...', 'Buscar', 'Buscar certificado', 'Buscar por', 'Cancelado', 'Cancelar', 'Certificado',
  'Certificado {nro}', 'Certificado N° {numero}', 'Certificado de carga', 'Certificado emitido', 'Certificado válido', 'Certificado: #{numero}', 'Certificados de carga',
  'Certificados rating anual', 'Cheque', 'Cliente', 'Cliente # {id}', 'Clientes', 'Clonar', 'Cobertura', 'Consultor', 'Continuar', 'Crédito',
  'Cronograma de embarques', 'Dashboard', 'dd/mm/aaaa', 'Débito', 'Débito automático', 'Declarado', 'Depósito',
  'Destino', 'Documentos', 'Documentos regenerados', 'E-mail', 'Editar', 'Estado', 'Emitido', 'Emitidos', 'Emitir', 'Empresa', 'Enviar código',
  'Favoritas', 'Grupo', 'Id', 'Id interno {id}', 'Identificador fiscal', 'Informar', 'Markup',
  'Máximo {max} caracteres', 'Mostrar todas', 'Número', 'Operador', 'Página {n}', 'País', 'País de destino', 'Popular', 'por página',
  'Portal', 'Portal de {tenant}', 'Publicar', 'Reenviar código', 'Reserva (USD)', 'Resultado', 'Revisar',
  'RUC / CUIT / RFC / NIT / CIF', 'Seguros', 'Solicitada', 'Titular', 'Todos', 'Tomador', 'Total', 'Transporte',
  'usada', 'Valor', 'Valor inicial', 'Verificando…', 'Verificar',
  'Aplicar', 'Código', 'Países', 'Símbolo',
  // Policies: the same words in both languages.
  'Ramo', 'Todas', 'Vigente', 'Vencida', 'Tarifa', 'Tipo', 'Motivo', 'Motivo: {motivo}', 'número', 'ramo', 'país', 'cobertura',
  'Estado', 'R.F.C', 'Tipo de Cliente', 'Tipo de cliente', 'Vendedores',
  // Masters: the coverage form.
  'Campo', 'Transportes permitidos', 'Valores', 'Valor inválido',
  // Issuers: a commission's bounds.
  'Mínimo {minimo} · Máximo {maximo}',
  // Container certificates.
  'Subtotal',
  // Pleasure boats: the amount the customer pays.
  'Total a pagar',
  // The machine API's clients: the section's name, a scope, Cognito's term and the verb.
  'Sistemas de transporte (API de máquinas)', 'Emitir certificados', 'Client id', 'Retirar',
  // Catalogue entries: countries, currencies, goods, transports and container types written alike.
  'Argentina', 'México', 'Brasil', 'Chile', 'Estados Unidos', 'China', 'Peso argentino', 'Euro', 'Peso mexicano',
  'Peso chileno', 'Alimentos refrigerados', 'Medicamentos', 'Terrestre', 'Multimodal', "20' Dry", "40' Dry",
  "40' High Cube", "20' Reefer", "40' Reefer", 'Flat rack', 'Open top',
]);

/** Words and marks only Spanish uses; a pt-BR text holding one was not translated. */
// prettier-ignore
const SOLO_ESPANOL = new Set([
  'el', 'los', 'del', 'y', 'usted', 'su', 'sus', 'una', 'hay', 'muy', 'pero', 'también', 'gracias', 'cargando',
  'guardar', 'nuevo', 'nueva', 'siguiente', 'volver', 'productor', 'aseguradora', 'soporte', 'ingresar',
  'contraseña', 'siniestro', 'siniestros', 'póliza', 'pólizas', 'cotización', 'marine', 'fecha', 'rol',
]);
/** The words of a text, its `{placeholder}` names left out (they are code, not language). */
const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

const esEspanol = (v: string) => /[ñ¿¡]/.test(v) || /ción\b|ciones\b/u.test(v) || words(v).some((w) => SOLO_ESPANOL.has(w));

/** Every entry the seed writes into each tenant's catalogues, the rotasul (pt-BR) one included. */
const catalogos = {
  paises: seeded.PAISES,
  monedas: seeded.MONEDAS,
  formasDePago: seeded.FORMAS_DE_PAGO,
  tiposRiesgo: seeded.TIPOS_RIESGO,
  modosTransporte: seeded.MODOS_TRANSPORTE,
  tiposMercaderia: seeded.TIPOS_MERCADERIA,
  tiposContenedor: seeded.TIPOS_CONTENEDOR,
} satisfies Record<keyof typeof CATALOGOS, unknown>;

describe('pt-BR catalogue names (every seeded entry)', () => {
  const entradas = Object.entries(catalogos).flatMap(([catalogo, lista]) =>
    lista.map((e) => ({ catalogo, id: e.id, nombre: e.nombre, pt: e.nombres?.['pt-BR'] ?? '' })),
  );

  it('gives every entry a pt-BR name the masters schema accepts', () => {
    expect(entradas.filter((e) => !e.pt)).toEqual([]);
    for (const [catalogo, lista] of Object.entries(catalogos))
      for (const e of lista) expect(CATALOGOS[catalogo as keyof typeof CATALOGOS].safeParse(e).success, e.nombre).toBe(true);
  });

  it('reuses the Spanish name only where Portuguese writes it the same, and holds no Spanish-only word', () => {
    expect(entradas.filter((e) => e.pt === e.nombre && !SAME_IN_PORTUGUESE.has(e.pt))).toEqual([]);
    expect(entradas.filter((e) => esEspanol(e.pt))).toEqual([]);
  });

  it('names the operations as the trip quoter does', () => {
    for (const o of seeded.TIPOS_RIESGO) expect(o.nombres?.['pt-BR']).toBe(pt[`cotizador.riesgo.${o.id}`]);
  });
});

describe('pt-BR coverage texts (every seeded coverage, specific-trip and annual)', () => {
  type Sembrada = (typeof COBERTURAS)[number] | (typeof COBERTURAS_ANUALES)[number];
  /** Every Spanish text a coverage shows, beside its pt-BR one: name, summaries, deductibles, measures and rule concepts. */
  const textos = (c: Sembrada) => [
    { es: c.nombre, pt: c.nombres?.['pt-BR'] },
    ...('resumenes' in c ? c.resumenes.map((es, i) => ({ es, pt: c.resumenesEn?.['pt-BR']?.[i] })) : []),
    ...c.deducibles.flatMap((d) => [
      { es: d.cobertura, pt: d.nombres?.['pt-BR']?.cobertura },
      { es: d.deducible, pt: d.nombres?.['pt-BR']?.deducible },
    ]),
    ...(c.medidasSeguridad ?? []).map((m) => ({ es: m.nombre, pt: m.nombres?.['pt-BR'] })),
    ...('reglas' in c.configuracion ? c.configuracion.reglas.map((r) => ({ es: r.concepto, pt: r.nombres?.['pt-BR'] })) : []),
  ];
  /** Concepts Portuguese writes letter for letter as Spanish does, reviewed. */
  const IGUALES = new Set(['Transporte aéreo', 'Transporte marítimo']);
  const entradas = [...COBERTURAS, ...COBERTURAS_ANUALES].flatMap((c) => textos(c).map((t) => ({ cobertura: c.id, ...t })));

  it('gives every name, summary, deductible, measure and rule concept a pt-BR text the masters schema accepts', () => {
    expect(entradas.filter((e) => !e.pt)).toEqual([]);
    for (const c of COBERTURAS) expect(coberturaSchema.safeParse(c).success, c.nombre).toBe(true);
    for (const c of COBERTURAS_ANUALES) expect(coberturaAnualSchema.safeParse(c).success, c.nombre).toBe(true);
  });

  it('reuses the Spanish text only for a bare percentage or a reviewed concept, and holds no Spanish-only word', () => {
    expect(entradas.filter((e) => e.pt === e.es && !/^[\d.,]+ %$/.test(e.es) && !IGUALES.has(e.es))).toEqual([]);
    expect(entradas.filter((e) => esEspanol(e.pt ?? ''))).toEqual([]);
  });

  it('names every claim status in Portuguese', () => {
    expect(ESTADOS_SINIESTRO.filter((e) => !e.nombres['pt-BR'] || esEspanol(e.nombres['pt-BR']))).toEqual([]);
  });
});

describe('pt-BR locale (every visible text in the tenant language)', () => {
  it('reuses an es-AR text verbatim only where Portuguese writes it the same', () => {
    const copied = Object.keys(pt).filter((k) => pt[k] === es[k] && !SAME_IN_PORTUGUESE.has(pt[k]!));
    expect(copied).toEqual([]);
  });

  it('holds no Spanish-only word or mark', () => {
    const spanish = Object.entries(pt).filter(([, v]) => esEspanol(v));
    expect(spanish).toEqual([]);
  });

  it('names every role from the locale: the role name is a key both languages translate', () => {
    for (const id of ROLE_IDS) {
      const key = ROLES[id].nombre;
      expect(key).toBe(`roles.${id}`);
      expect(es[key], key).toBeTruthy();
      expect(pt[key], key).toBeTruthy();
    }
    expect(pt['roles.productor']).toBe('Corretor');
    expect(pt['roles.aseguradora']).toBe('Seguradora');
  });

  it('gives the menu, the support address and the role label in Portuguese', () => {
    expect(pt['menu.marineCarga']).toBe('Carga marítima');
    expect(pt['support.email']).not.toBe(es['support.email']);
    expect(pt['dashboard.role']).toBe('Seu perfil');
  });
});
