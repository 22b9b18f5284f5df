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
  emisor: 'emissor', cliente: 'cliente', web: 'web', destino: 'destino', origen: 'origem', mercadería: 'mercadoria',
  'vigencia desde': 'vigência inicial', 'vigencia hasta': 'vigência final', 'vigencia desde del endoso': 'vigência inicial do endosso',
  'vigencia hasta del endoso': 'vigência final do endosso', 'nombre del endoso': 'nome do endosso', concepto: 'conceito',
  teléfono: 'telefone', 'razón social': 'razão social', 'nombre comercial': 'nome comercial', municipio: 'município',
  ciudad: 'cidade', calle: 'rua', 'código postal': 'código postal', 'extra prima variable': 'extra prêmio variável',
  'comisión del productor': 'comissão do corretor', 'email envío de facturas': 'e-mail para envio de faturas',
  'email envío de certificados': 'e-mail para envio de certificados', 'inicio del viaje': 'início da viagem',
  'fin del viaje': 'fim da viagem', 'fecha de devolución': 'data de devolução',
  // Fields named as their form labels.
  Vendedores: 'Vendedores', Transporte: 'Transporte', 'Tipo de mercadería': 'Tipo de mercadoria', 'Tipo de Cliente': 'Tipo de Cliente',
  Sucursales: 'Filiais', 'Razón social': 'Razão social', RFC: 'RFC', 'R.F.C': 'R.F.C', 'Página web': 'Página web',
  'Nombre Comercial': 'Nome Comercial', Municipio: 'Município', Logística: 'Logística', Estado: 'Estado',
  'Intermediarios asignado': 'Intermediários atribuídos', 'Ejecutivos de cuenta asignado': 'Executivos de conta atribuídos',
  'Email envío de facturas': 'E-mail para envio de faturas', 'Email envío de certificados': 'E-mail para envio de certificados',
  'Código postal': 'Código postal', 'Correo Electrónico': 'E-mail', Ciudad: 'Cidade', 'Calle y número': 'Rua e número',
  Alcance: 'Escopo', Apellido: 'Sobrenome', 'Cláusula de no repetición': 'Cláusula de não sub-rogação',
  'Condición fiscal': 'Condição fiscal', 'Detalle de destino': 'Detalhe do destino', 'Detalle de mercadería': 'Detalhe da mercadoria',
  'Detalle de origen': 'Detalhe da origem', 'Factura comercial': 'Fatura comercial', 'Forma de Pago': 'Forma de Pagamento',
  'Límite de crédito': 'Limite de crédito', Mercaderías: 'Mercadorias', 'Moneda habitual de facturación': 'Moeda habitual de faturamento',
  Nacionalidad: 'Nacionalidade', Nombre: 'Nome', 'Nombre y Apellido': 'Nome e Sobrenome', Operaciones: 'Operações', País: 'País',
  'Prima Mínima': 'Prêmio Mínimo', 'Prima Mínima del Intermediario': 'Prêmio Mínimo do Intermediário', Póliza: 'Apólice',
  'Pólizas Activas': 'Apólices Ativas', Roles: 'Perfis', 'Régimen Fiscal': 'Regime Fiscal', Tasa: 'Taxa',
  'Tasa del Intermediario': 'Taxa do Intermediário', Teléfono: 'Telefone', 'Tipo Persona': 'Tipo de Pessoa', 'Uso del CFDI': 'Uso do CFDI',
};
