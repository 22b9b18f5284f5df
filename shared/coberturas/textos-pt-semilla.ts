import type { ConNombres } from '../catalogos/nombre-localizado.ts';
import type { ConResumenes, Deducible } from './textos-localizados.ts';

/**
 * The pt-BR texts of the seeded coverages (specific-trip and annual), by their Spanish text: the seeds
 * write their Spanish once and `conTextosPt` fills in each `nombres` (pricing rules' concepts too) from here, so one text shared by
 * several coverages ('Robo total', 'Custodia armada') is translated once. An insurer edits both in
 * /maestros afterwards. Vocabulary of shared/i18n/pt-BR.json: franquia, sinistro, importância segurada.
 */
const PT: Readonly<Record<string, string>> = {
  // Coverage names.
  'Todo riesgo': 'Todos os riscos',
  'Accidente del medio de transporte (LAP)': 'Acidente do meio de transporte (LAP)',
  'Robo total y parcial + accidente': 'Roubo total e parcial + acidente',
  'Flotante Todo Riesgo': 'Flutuante Todos os Riscos',
  'Flotante Riesgos Nombrados': 'Flutuante Riscos Nomeados',
  'Flotante Grandes Riesgos': 'Flutuante Grandes Riscos',
  'Flotante Terrestre Nacional': 'Flutuante Terrestre Nacional',
  'Flotante Comercio Exterior': 'Flutuante Comércio Exterior',
  'Flotante Pesos Todo Riesgo': 'Flutuante Pesos Todos os Riscos',
  // Summaries.
  'Cubre pérdidas y daños materiales por cualquier causa externa durante el tránsito.':
    'Cobre perdas e danos materiais por qualquer causa externa durante o trânsito.',
  'Incluye robo total y parcial, choque, vuelco, incendio y mojadura.':
    'Inclui roubo total e parcial, colisão, capotamento, incêndio e molhadura.',
  'Carga y descarga incluidas.': 'Carga e descarga incluídas.',
  'Cubre la pérdida total o parcial causada por choque, vuelco, descarrilamiento o incendio del medio de transporte.':
    'Cobre a perda total ou parcial causada por colisão, capotamento, descarrilamento ou incêndio do meio de transporte.',
  'Libre de avería particular: no cubre robo ni faltantes.': 'Livre de avaria particular: não cobre roubo nem faltas.',
  'Cubre robo total y parcial de la carga, con o sin violencia sobre el conductor.':
    'Cobre roubo total e parcial da carga, com ou sem violência contra o motorista.',
  'Incluye accidente del medio de transporte (choque, vuelco, incendio).':
    'Inclui acidente do meio de transporte (colisão, capotamento, incêndio).',
  'Sólo transporte terrestre y ferroviario.': 'Somente transporte rodoviário e ferroviário.',
  'Cobertura amplia para importaciones y exportaciones.': 'Cobertura ampla para importações e exportações.',
  'Admite joyas y metales preciosos con recargo.': 'Admite joias e metais preciosos com adicional.',
  'Incluye estadía en puerto o aeropuerto hasta 30 días.': 'Inclui permanência em porto ou aeroporto até 30 dias.',
  'Todo riesgo para importación y exportación, de bodega a bodega.':
    'Todos os riscos para importação e exportação, de armazém a armazém.',
  'Incluye robo, mojadura, rotura y faltantes de bultos enteros.': 'Inclui roubo, molhadura, quebra e falta de volumes inteiros.',
  'Cubre los daños a la carga causados por accidente del medio de transporte.':
    'Cobre os danos à carga causados por acidente do meio de transporte.',
  'Admite mercadería usada.': 'Admite mercadoria usada.',
  // Deductibles: the risk and the deductible.
  'Choque, vuelco, descarrilamiento e incendio': 'Colisão, capotamento, descarrilamento e incêndio',
  'Choque, vuelco e incendio': 'Colisão, capotamento e incêndio',
  'Colisión, vuelco e incendio': 'Colisão, capotamento e incêndio',
  'Robo total': 'Roubo total',
  'Robo parcial': 'Roubo parcial',
  'Guerra, huelga y tumulto': 'Guerra, greve e tumulto',
  'Guerra y huelga': 'Guerra e greve',
  '20 % del siniestro': '20 % do sinistro',
  '15 % del siniestro': '15 % do sinistro',
  '10 % del siniestro': '10 % do sinistro',
  '1 % de la suma asegurada': '1 % da importância segurada',
  // Security measures.
  'Rastreo satelital (GPS)': 'Rastreamento por satélite (GPS)',
  'Custodia armada': 'Escolta armada',
  'Rastreo satelital (GPS) del vehículo en el transporte terrestre':
    'Rastreamento por satélite (GPS) do veículo no transporte rodoviário',
  'Detenciones y pernoctes sólo en lugares vigilados': 'Paradas e pernoites somente em locais vigiados',
  'Contenedores cerrados con precinto de seguridad': 'Contêineres fechados com lacre de segurança',
  // Concepts of the specific-trip pricing rules (the calculation trace).
  'Continuación de viaje': 'Continuação de viagem',
  Exportación: 'Exportação',
  'Joyas y metales preciosos': 'Joias e metais preciosos',
  'Mercadería a granel o de bajo riesgo': 'Mercadoria a granel ou de baixo risco',
  'Mercadería de alto valor, susceptible de robo': 'Mercadoria de alto valor, suscetível a roubo',
  'Mercadería perecedera (cadena de frío)': 'Mercadoria perecível (cadeia de frio)',
  'Mercadería usada': 'Mercadoria usada',
  'Origen en Asia': 'Origem na Ásia',
  'Prima mínima': 'Prêmio puro mínimo',
  'Recargo por cúmulo en una unidad de transporte': 'Adicional por acúmulo em uma unidade de transporte',
  'Tasa base LAP': 'Taxa base LAP',
  'Tasa base robo + accidente': 'Taxa base roubo + acidente',
  'Tasa base todo riesgo': 'Taxa base todos os riscos',
  'Textiles y hogar': 'Têxteis e casa',
  'Transporte aéreo': 'Transporte aéreo',
  'Transporte ferroviario': 'Transporte ferroviário',
  'Transporte marítimo': 'Transporte marítimo',
  'Trayecto corto': 'Trajeto curto',
  'Trayecto largo': 'Trajeto longo',
  'Tránsito nacional': 'Trânsito nacional',
  Vehículos: 'Veículos',
};

/** A text a seeded coverage writes the same in Portuguese (a bare percentage), reviewed. */
const igual = (es: string) => /^[\d.,]+ %$/.test(es);

const pt = (es: string): string | undefined => PT[es] ?? (igual(es) ? es : undefined);
const nombres = (es: string) => {
  const t = pt(es);
  return t ? { nombres: { 'pt-BR': t } } : {};
};

interface ReglaSembrada {
  concepto: string;
  nombres?: ConNombres['nombres'];
}

type CoberturaSembrada = ConNombres &
  Partial<ConResumenes> & {
    deducibles: Deducible[];
    medidasSeguridad?: ConNombres[];
    configuracion: object | { reglas: ReglaSembrada[] };
  };

const conReglasPt = (configuracion: CoberturaSembrada['configuracion']) =>
  'reglas' in configuracion
    ? { configuracion: { ...configuracion, reglas: configuracion.reglas.map((r) => ({ ...r, ...nombres(r.concepto) })) } }
    : {};

/** A seeded coverage with its pt-BR texts filled in from the Spanish ones; a text with no entry stays without. */
export const conTextosPt = <C extends CoberturaSembrada>(c: C): C => ({
  ...c,
  ...nombres(c.nombre),
  ...(c.resumenes ? { resumenesEn: { 'pt-BR': c.resumenes.map((r) => pt(r) ?? '') } } : {}),
  deducibles: c.deducibles.map((d) => ({
    ...d,
    nombres: { 'pt-BR': { cobertura: pt(d.cobertura), deducible: pt(d.deducible) } },
  })),
  ...(c.medidasSeguridad ? { medidasSeguridad: c.medidasSeguridad.map((m) => ({ ...m, ...nombres(m.nombre) })) } : {}),
  ...conReglasPt(c.configuracion),
});
