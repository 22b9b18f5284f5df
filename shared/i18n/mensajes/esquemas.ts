/**
 * pt-BR of the messages of the shared schemas and rules (the contract's zod messages, the field
 * errors of shared/ rules), keyed by the Spanish text word for word; `{name}` stands for a value the
 * message interpolates (`{campo}` and `{que}` are field names, campos.ts).
 */
export const MENSAJES_ESQUEMAS = {
  // The form messages of spec 1 §5.1 (shared/validators/messages.ts).
  'El campo {campo} es requerido': 'O campo {campo} é obrigatório',
  'El campo {campo} contiene caracteres no permitidos': 'O campo {campo} contém caracteres não permitidos',
  'El campo {campo} no puede superar los {max} caracteres': 'O campo {campo} não pode ultrapassar {max} caracteres',
  'El campo {campo} no es válido': 'O campo {campo} não é válido',

  // Generic field messages.
  Requerido: 'Obrigatório',
  'Máximo {max} caracteres': 'Máximo de {max} caracteres',
  'Mínimo {min} caracteres': 'Mínimo de {min} caracteres',
  '{campo}: máximo {max} caracteres': '{campo}: máximo de {max} caracteres',
  'Máximo {max}': 'Máximo de {max}',
  'Mínimo {min}': 'Mínimo de {min}',
  'Máximo {max} meses': 'Máximo de {max} meses',
  'Debe ser al menos 1 mes': 'Deve ser de pelo menos 1 mês',
  'Debe estar entre {minimo} y {maximo}': 'Deve estar entre {minimo} e {maximo}',
  'Debe ser mayor a 0': 'Deve ser maior que 0',
  'Debe ser mayor o igual a 0': 'Deve ser maior ou igual a 0',
  'Debe ser menor o igual a {maximo}': 'Deve ser menor ou igual a {maximo}',
  'No puede tener más de {max} {que}': 'Não pode ter mais de {max} {que}',
  'Hay {que} repetidos': 'Há {que} repetidos',
  'Fecha inválida': 'Data inválida',
  'Fecha inválida (AAAA-MM-DD)': 'Data inválida (AAAA-MM-DD)',
  'Ingresá una fecha válida (dd/mm/aaaa)': 'Informe uma data válida (dd/mm/aaaa)',
  'Hora inválida (HH:MM)': 'Hora inválida (HH:MM)',
  'La fecha hasta debe ser posterior a la fecha desde': 'A data final deve ser posterior à data inicial',
  'La fecha no puede ser anterior a hoy': 'A data não pode ser anterior a hoje',
  'Identificador inválido': 'Identificador inválido',
  'Código inválido': 'Código inválido',
  'Estado inválido': 'Estado inválido',
  'Cursor inválido': 'Cursor inválido',
  'Coordenada inválida': 'Coordenada inválida',
  'Incoterm inválido': 'Incoterm inválido',
  'Pago inválido': 'Pagamento inválido',
  'Declaración inválida': 'Declaração inválida',
  'Exportación inválida': 'Exportação inválida',
  'Clave de archivo inválida': 'Chave de arquivo inválida',
  'Ingresá un nombre válido (solo letras)': 'Informe um nome válido (só letras)',
  'Ingresá un teléfono válido': 'Informe um telefone válido',
  'Email inválido': 'E-mail inválido',
  // The spec's text, its typo included.
  'Debe ingregar un email válido. Si es más de uno separar por ;': 'Informe um e-mail válido. Se for mais de um, separe por ;',
  'Sólo dígitos y espacios': 'Só dígitos e espaços',
  'Sólo dígitos, con + opcional': 'Só dígitos, com + opcional',
  'Entre 2 y 3 dígitos': 'Entre 2 e 3 dígitos',
  'Escribí al menos 2 caracteres': 'Digite pelo menos 2 caracteres',
  'El texto contiene caracteres no permitidos': 'O texto contém caracteres não permitidos',
  'Debe ser el código ISO de 2 letras': 'Deve ser o código ISO de 2 letras',
  'Debe ser el código ISO de 3 letras': 'Deve ser o código ISO de 3 letras',

  // Lists and searches.
  'La búsqueda por e-mail no se combina con el filtro de estado': 'A busca por e-mail não se combina com o filtro de estado',
  'La búsqueda por texto no se combina con el estado': 'A busca por texto não se combina com o estado',
  'Elegí entre 1 y 20 clientes': 'Escolha entre 1 e 20 clientes',

  // Users, companies and single sign-on.
  'Agregá al menos una empresa con su rol': 'Adicione pelo menos uma empresa com seu perfil',
  'Una empresa no puede repetirse': 'Uma empresa não pode se repetir',
  'Cada emisor lleva exactamente una clave: clavePem, jwk o jwksUrl':
    'Cada emissor leva exatamente uma chave: clavePem, jwk ou jwksUrl',
  'Un emisor aparece una sola vez por tenant': 'Um emissor aparece uma única vez por tenant',
  'Un emisor no puede otorgar ese rol': 'Um emissor não pode conceder esse perfil',
  'El enlace de acceso no es válido.': 'O link de acesso não é válido.',
  'El enlace de acceso venció. Pedí uno nuevo.': 'O link de acesso expirou. Peça um novo.',
  'El enlace de acceso ya se usó. Pedí uno nuevo.': 'O link de acesso já foi usado. Peça um novo.',
  'El enlace de acceso es para otro portal.': 'O link de acesso é para outro portal.',
  'El enlace de acceso dura más de 5 minutos.': 'O link de acesso dura mais de 5 minutos.',
  'El emisor del enlace de acceso no está registrado en este portal.':
    'O emissor do link de acesso não está cadastrado neste portal.',
  'El emisor del enlace no puede dar acceso a esa empresa.': 'O emissor do link não pode dar acesso a essa empresa.',
  'Ese e-mail ya es de un usuario del portal que no ingresa por este emisor.':
    'Esse e-mail já é de um usuário do portal que não entra por este emissor.',

  // Masters and catalogues.
  'Cada aseguradora necesita sus parámetros': 'Cada seguradora precisa de seus parâmetros',
  'Cada cobertura debe ser de una aseguradora del tarifario': 'Cada cobertura deve ser de uma seguradora da tabela de tarifas',

  // Policies, issuers and clients.
  'Ese medio de transporte ya tiene un límite': 'Esse meio de transporte já tem um limite',
  'La vigencia del endoso debe estar dentro de la vigencia de la póliza':
    'A vigência do endosso deve estar dentro da vigência da apólice',
  'El markup máximo debe ser mayor o igual al markup mínimo': 'O markup máximo deve ser maior ou igual ao markup mínimo',
  'El premio máximo debe ser mayor o igual al premio mínimo': 'O prêmio máximo deve ser maior ou igual ao prêmio mínimo',
  'La Prima Mínima del Intermediario debe ser menor que la Prima Mínima':
    'O Prêmio Mínimo do Intermediário deve ser menor que o Prêmio Mínimo',
  'La Tasa del Intermediario debe ser menor que la Tasa': 'A Taxa do Intermediário deve ser menor que a Taxa',
  'La póliza ya está asociada al cliente.': 'A apólice já está associada ao cliente.',
  'Emisor dado de alta': 'Emissor cadastrado',
  'Error al intentar dar de alta el emisor': 'Erro ao tentar cadastrar o emissor',
  'Corrija los errores resaltados en rojo': 'Corrija os erros destacados em vermelho',
  'Corrija los errores': 'Corrija os erros',
  'Revise los errores resaltados en rojo': 'Revise os erros destacados em vermelho',
  'No se registraron condiciones comerciales': 'Não foram cadastradas condições comerciais',

  // Certificates: the trip against the policy.
  'El país de origen ({pais}) está excluido de la póliza.': 'O país de origem ({pais}) está excluído da apólice.',
  'El país de destino ({pais}) está excluido de la póliza.': 'O país de destino ({pais}) está excluído da apólice.',
  'El tipo de mercadería ({mercaderia}) está excluido de la póliza.':
    'O tipo de mercadoria ({mercaderia}) está excluído da apólice.',
  'La suma asegurada supera el límite por embarque de {moneda} {monto} para transporte {transporte}.':
    'A importância segurada ultrapassa o limite por embarque de {moneda} {monto} para transporte {transporte}.',
  'La fecha de salida ({fecha}) es anterior a hoy: una salida retroactiva necesita la aprobación de la aseguradora.':
    'A data de saída ({fecha}) é anterior a hoje: uma saída retroativa precisa da aprovação da seguradora.',
  'La fecha de salida está fuera de la vigencia de la póliza ({periodo}).':
    'A data de saída está fora da vigência da apólice ({periodo}).',
  'La fecha de salida está fuera de la vigencia del endoso ({periodo}).':
    'A data de saída está fora da vigência do endosso ({periodo}).',
  'La póliza está vencida (su vigencia terminó el {fecha}).': 'A apólice está vencida (sua vigência terminou em {fecha}).',
  'La fecha de devolución es posterior al fin de la vigencia ({fecha}).':
    'A data de devolução é posterior ao fim da vigência ({fecha}).',
  'La cantidad de cada tipo debe estar entre 1 y {max}': 'A quantidade de cada tipo deve estar entre 1 e {max}',
  'El total no puede superar la suma asegurada': 'O total não pode ultrapassar a importância segurada',
  'Elegí una aseguradora': 'Escolha uma seguradora',

  // Claims.
  'Elegí una cobertura de la lista': 'Escolha uma cobertura da lista',
  'El número debe tener de 3 a 30 letras, dígitos, - o /': 'O número deve ter de 3 a 30 letras, dígitos, - ou /',
  'Se permiten hasta 10 archivos por lista.': 'São permitidos até 10 arquivos por lista.',
  'La fecha de ocurrencia no puede ser posterior a hoy': 'A data de ocorrência não pode ser posterior a hoje',
  'La fecha de indemnización no puede ser posterior a hoy': 'A data de indenização não pode ser posterior a hoje',
  'Un siniestro {desde} no puede pasar a {hacia}.': 'Um sinistro {desde} não pode passar para {hacia}.',

  // Files and declarations.
  'Tipo de archivo no permitido: solo PDF, PNG, JPEG o CSV.': 'Tipo de arquivo não permitido: só PDF, PNG, JPEG ou CSV.',
  'El archivo supera el máximo de 10 MB.': 'O arquivo ultrapassa o máximo de 10 MB.',
  'Las observaciones no pueden superar los 500 caracteres': 'As observações não podem ultrapassar 500 caracteres',
  'El vencimiento no puede ser anterior a la fecha de la factura.': 'O vencimento não pode ser anterior à data da fatura.',

  // Marine cargo underwriting, the annual quote's parties.
  'Indique la respuesta para el solicitante': 'Indique a resposta para o solicitante',
  'La solicitud cambió de estado: no se puede realizar la operación.':
    'A solicitação mudou de estado: não é possível realizar a operação.',
  'Debe indicar el tomador de la póliza': 'Deve indicar o tomador da apólice',
  'Elegí una cobertura': 'Escolha uma cobertura',

  // Tax ids and Mexico's fiscal data (shared/validators/cif.ts, shared/fiscal/mexico.ts).
  'El CUIT no es válido: revisá los 11 dígitos y el dígito verificador.':
    'O CUIT não é válido: revise os 11 dígitos e o dígito verificador.',
  'El identificador fiscal no tiene un formato válido.': 'O identificador fiscal não tem um formato válido.',
  'O CNPJ/CPF não é válido: revise os dígitos verificadores.': 'O CNPJ/CPF não é válido: revise os dígitos verificadores.',
  'El RFC no tiene un formato válido.': 'O RFC não tem um formato válido.',
  'El RFC de una Persona Moral tiene 12 caracteres.': 'O RFC de uma Pessoa Jurídica tem 12 caracteres.',
  'El RFC de una Persona Física tiene 13 caracteres.': 'O RFC de uma Pessoa Física tem 13 caracteres.',
  'El dígito verificador del RFC no es válido.': 'O dígito verificador do RFC não é válido.',
  'El código postal tiene 5 dígitos.': 'O código postal tem 5 dígitos.',
  'El régimen fiscal no corresponde al tipo de persona.': 'O regime fiscal não corresponde ao tipo de pessoa.',
  'El uso del CFDI P01 sólo corresponde a personas físicas en RESICO.':
    'O uso do CFDI P01 só corresponde a pessoas físicas no RESICO.',
  'Los días de crédito van de 1 a {max}.': 'Os dias de crédito vão de 1 a {max}.',
  'Ingresá el nombre y el apellido, separados por un espacio.': 'Informe o nome e o sobrenome, separados por um espaço.',

  // A webhook's URL (shared/webhooks/destino.ts).
  'La URL admite hasta {max} caracteres.': 'A URL admite até {max} caracteres.',
  'No es una URL válida.': 'Não é uma URL válida.',
  'La URL tiene que empezar con https://.': 'A URL tem que começar com https://.',
  'La URL no puede llevar usuario ni contraseña.': 'A URL não pode levar usuário nem senha.',
  'La URL no puede llevar #fragmento.': 'A URL não pode levar #fragmento.',
  'La URL apunta a una red interna.': 'A URL aponta para uma rede interna.',

  // A master's new version.
  'La vigencia no puede empezar antes de hoy': 'A vigência não pode começar antes de hoje',
  'Ya hay una versión vigente desde {fecha}: la nueva debe regir desde esa fecha o después':
    'Já há uma versão vigente desde {fecha}: a nova deve valer a partir dessa data ou depois',

  // Certificates: pricing a cargo or container certificate against its policy and issuer.
  'La suma asegurada debe ser mayor a 0': 'A importância segurada deve ser maior que 0',
  'Hay un medio de transporte repetido': 'Há um meio de transporte repetido',
  'Hay un tipo de contenedor repetido': 'Há um tipo de contêiner repetido',
  'El emisor no tiene condición comercial para esta póliza: el markup debe ser 0 %':
    'O emissor não tem condição comercial para esta apólice: o markup deve ser 0 %',
  'El markup debe estar entre {minimo} % y {maximo} %': 'O markup deve estar entre {minimo} % e {maximo} %',
  'El emisor no tiene tasa para el tipo de contenedor {tipos}': 'O emissor não tem taxa para o tipo de contêiner {tipos}',
  'El emisor no tiene tasa para los tipos de contenedor {tipos}': 'O emissor não tem taxa para os tipos de contêiner {tipos}',
  'El emisor no tiene una condición comercial de contenedores para esta póliza.':
    'O emissor não tem uma condição comercial de contêineres para esta apólice.',
  'La póliza está anulada: no admite certificados.': 'A apólice está anulada: não admite certificados.',
  'La póliza no es del ramo transporte: no admite certificados de carga.':
    'A apólice não é do ramo transporte: não admite certificados de carga.',
  'La póliza no es del ramo contenedores: no admite certificados de contenedores.':
    'A apólice não é do ramo contêineres: não admite certificados de contêineres.',
  'El endoso no pertenece a la póliza': 'O endosso não pertence à apólice',
  'La fecha de fin del viaje debe ser posterior a la de inicio': 'A data de fim da viagem deve ser posterior à de início',
  'La fecha de devolución debe ser posterior a la de fin del viaje': 'A data de devolução deve ser posterior à de fim da viagem',
  'Indique en las observaciones qué caución necesita': 'Indique nas observações qual caução precisa',

  // Masters, bonds, pleasure boats, custody and issuers' suggested values.
  'Hay dos entradas con el mismo id': 'Há duas entradas com o mesmo id',
  'Las entradas de este catálogo son fijas: sólo cambia su nombre en portugués':
    'As entradas deste catálogo são fixas: só muda o nome em português',
  'Hay dos parámetros para la misma aseguradora': 'Há dois parâmetros para a mesma seguradora',
  'Tipo de caución inválido': 'Tipo de caução inválido',
  'Elegí una cobertura de embarcaciones': 'Escolha uma cobertura de embarcações',
  // The spec's text, its accent included.
  'Debe especificár el lugar de origen': 'Informe o local de origem',
  'Debe especificár el lugar de destino': 'Informe o local de destino',
  'El premio sugerido debe ser mayor o igual al premio mínimo': 'O prêmio sugerido deve ser maior ou igual ao prêmio mínimo',
  'El markup sugerido debe estar entre {minimo} y {maximo}': 'O markup sugerido deve estar entre {minimo} e {maximo}',
  'El premio sugerido debe estar entre {minimo} y {maximo}': 'O prêmio sugerido deve estar entre {minimo} e {maximo}',
} satisfies Record<string, string>;
