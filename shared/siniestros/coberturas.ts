/**
 * What a claimant says happened (spec 3 §3.11: coverage chosen from a list of {id, texto}); the choice
 * is preliminary, the handler confirms it against the policy.
 */
export const COBERTURAS_SINIESTRO = [
  { id: 1, texto: 'Robo total de la carga' },
  { id: 2, texto: 'Robo parcial o faltante' },
  { id: 3, texto: 'Accidente del medio de transporte (choque, vuelco, descarrilamiento)' },
  { id: 4, texto: 'Daño por manipuleo, carga o descarga' },
  { id: 5, texto: 'Mojadura u oxidación' },
  { id: 6, texto: 'Incendio o explosión' },
  { id: 7, texto: 'Avería por falla de refrigeración' },
  { id: 8, texto: 'Otro' },
] as const;

export const COBERTURA_SINIESTRO_IDS = COBERTURAS_SINIESTRO.map((c) => c.id);

export const textoCobertura = (id: number): string => COBERTURAS_SINIESTRO.find((c) => c.id === id)?.texto ?? `Cobertura ${id}`;

/** The documents to gather, as the thank-you page lists them (spec 3 §2.7). */
export const DOCUMENTOS_A_REUNIR = [
  'Valorización del daño',
  'Conocimiento de embarque, guía aérea o contratos de transporte',
  'Facturas comerciales',
  'Remitos de entrega de los transportistas en origen y destino',
  'Carta de reclamo a los responsables',
  'Respuesta al reclamo',
  'Denuncia policial',
  'Packing list',
  'Guías de despacho',
  'Otros, según corresponda',
] as const;
