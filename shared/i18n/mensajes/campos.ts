/**
 * pt-BR of the field and list names the shared messages interpolate as `{campo}` and `{que}` ('El
 * campo {campo} es requerido', 'No puede tener más de {max} {que}'), as the schemas write them. A
 * name missing here stays in Spanish inside the Portuguese sentence; the form's label beside it is
 * already in Portuguese.
 */
// prettier-ignore
export const CAMPOS: Readonly<Record<string, string>> = {
  // Lists.
  archivos: 'arquivos', deducibles: 'franquias', endosos: 'endossos', límites: 'limites', 'medios de transporte': 'meios de transporte',
  tipos: 'tipos', 'tipos de contenedor': 'tipos de contêiner', 'condiciones de transporte': 'condições de transporte',
  'condiciones de contenedores': 'condições de contêineres', sucursales: 'filiais', vendedores: 'vendedores',
  'mercaderías excluidas': 'mercadorias excluídas', 'países excluidos': 'países excluídos',
  'Mercaderías excluidas': 'Mercadorias excluídas', 'Países excluidos': 'Países excluídos',
  // Fields, lower case as the sentences use them.
  activo: 'ativo', alcances: 'escopos', aseguradora: 'seguradora', cantidad: 'quantidade', 'cargos extra': 'encargos extras',
  cobertura: 'cobertura', contenedores: 'contêineres', 'días de crédito': 'dias de crédito', email: 'e-mail', endoso: 'endosso',
  estado: 'estado', eventos: 'eventos', 'fecha de salida': 'data de saída', 'forma de pago': 'forma de pagamento',
  'límite de crédito': 'limite de crédito', 'límite por embarque': 'limite por embarque', markup: 'markup',
  'markup máximo': 'markup máximo', 'markup mínimo': 'markup mínimo', 'markup sugerido': 'markup sugerido',
  'medio de transporte': 'meio de transporte', moneda: 'moeda', 'moneda de facturación': 'moeda de faturamento',
  motivo: 'motivo', nacionalidad: 'nacionalidade', nombre: 'nome', número: 'número', observación: 'observação', país: 'país',
  premio: 'prêmio', 'premio máximo': 'prêmio máximo', 'premio mínimo': 'prêmio mínimo', 'premio sugerido': 'prêmio sugerido',
  prima: 'prêmio', 'prima de transporte': 'prêmio de transporte', 'prima mínima': 'prêmio mínimo', póliza: 'apólice',
  'póliza / empresa': 'apólice / empresa', ramo: 'ramo', 'referencia interna': 'referência interna', rol: 'perfil',
  'régimen fiscal': 'regime fiscal', tasa: 'taxa', 'tasa por tipo de contenedor': 'taxa por tipo de contêiner',
  'tipo de contenedor': 'tipo de contêiner', 'tipo de deducible': 'tipo de franquia', 'tipo de persona': 'tipo de pessoa',
  'uso del CFDI': 'uso do CFDI', valor: 'valor', versión: 'versão', sucursal: 'filial', vendedor: 'vendedor',
  // Fields named as their form labels.
  Alcance: 'Escopo', Apellido: 'Sobrenome', 'Cláusula de no repetición': 'Cláusula de não sub-rogação',
  'Condición fiscal': 'Condição fiscal', 'Detalle de destino': 'Detalhe do destino', 'Detalle de mercadería': 'Detalhe da mercadoria',
  'Detalle de origen': 'Detalhe da origem', 'Factura comercial': 'Fatura comercial', 'Forma de Pago': 'Forma de Pagamento',
  'Límite de crédito': 'Limite de crédito', Mercaderías: 'Mercadorias', 'Moneda habitual de facturación': 'Moeda habitual de faturamento',
  Nacionalidad: 'Nacionalidade', Nombre: 'Nome', 'Nombre y Apellido': 'Nome e Sobrenome', Operaciones: 'Operações', País: 'País',
  'Prima Mínima': 'Prêmio Mínimo', 'Prima Mínima del Intermediario': 'Prêmio Mínimo do Intermediário', Póliza: 'Apólice',
  'Pólizas Activas': 'Apólices Ativas', Roles: 'Perfis', 'Régimen Fiscal': 'Regime Fiscal', Tasa: 'Taxa',
  'Tasa del Intermediario': 'Taxa do Intermediário', Teléfono: 'Telefone', 'Tipo Persona': 'Tipo de Pessoa', 'Uso del CFDI': 'Uso do CFDI',
};
