import type { Operation } from './define.ts';
import type { Locale } from '../tenants/tenant.ts';

/**
 * The operations' summaries for a pt-BR tenant's partners, by operation id (the Spanish one is each
 * operation's own `summary`, the spec's words). /desarrolladores and `npm run openapi` build the document
 * in the tenant's locale, like its introduction (openapi-intro.ts); a test asks one per operation.
 * Identifiers, routes, codes and event names stay as the API writes them.
 */
export const RESUMENES_PT: Readonly<Record<string, string>> = {
  'get-me': 'O usuário autenticado: dados, empresas com papel e permissões, e a configuração do tenant.',
  'get-dashboard': 'Os números do painel para o usuário e a empresa escolhida.',
  'list-catalogo':
    'Um catálogo do tenant: países, moedas, formas de pagamento, tipos de risco, modos de transporte, mercadorias ou tipos de contêiner (a versão vigente hoje).',
  'list-empresas':
    'As empresas (seguradoras, corretores, brokers e parceiros) do tenant por nome, uma página por cursor; filtro por tipo e pelo começo do nome.',
  'get-maestro':
    'Um cadastro mestre (catálogo ou tarifário de viagens específicas): a versão vigente hoje, a última (da qual parte uma edição; pode estar programada) e o histórico de versões, a mais nova primeiro.',
  'guardar-version-maestro':
    'Salva uma nova versão de um cadastro mestre, vigente a partir da data escolhida (hoje ou depois). Parte de versionBase, a última que quem edita leu: se outra edição já salvou a seguinte, responde 409.',
  'list-roles': 'Os papéis que podem ser atribuídos a um usuário em uma empresa.',
  'list-usuarios':
    'Usuários de uma empresa por sobrenome, uma página por cursor: a de `idEmpresa` ou, sem ela, a empresa de trabalho; só uma empresa cujos usuários quem chama vê (administra, ou tem usuarios.ver nela), senão 403. Filtro pelo começo do sobrenome (ou do e-mail se tiver @) e status.',
  'get-usuario': 'Um usuário com seu país e seus pares empresa/papel; um de empresas cujos usuários quem chama não vê, 404.',
  'create-usuario': 'Cria um usuário e seu acesso (o Cognito envia o convite com uma senha temporária).',
  'update-usuario':
    'Edita os dados e as permissões de um usuário; seu status não muda (ver cambiar-estado-usuario). Só quem administra uma de suas empresas: para qualquer outro, 404.',
  'cambiar-estado-usuario':
    'Ativa ou desativa um usuário (desativado não entra nem chama a API); pedir o status que ele já tem não muda nada.',
  'list-ejecutivos':
    'Os executivos de conta (usuários ativos com o papel executivo) por sobrenome, uma página por cursor; filtro pelo começo do sobrenome.',
  'list-clientes':
    'Tomadores e beneficiários que o usuário alcança (os da sua empresa corretora; todos para a seguradora e a administração), por nome, uma página por cursor, opcionalmente de um corretor que alcança (403 se não). Com filtro busca pelo começo do nome ou pelo CIF exato e responde no máximo 10 linhas.',
  'create-cliente':
    'Cria um tomador ou beneficiário da empresa corretora do usuário (ou do corretor que a administração indica); o CIF é validado por país e é único entre as partes desse corretor (409).',
  'get-cliente':
    'Um cliente completo (spec 1 §2.4): dados gerais, fiscais e comerciais, as condições comerciais por apólice e seus usuários.',
  'create-cliente-maestro':
    'Cadastra um cliente a partir de /clientes/nuevo, do tenant: seu R.F.C compartilha o espaço de CIF com os tomadores e beneficiários que a administração cria (409 se já existir). As apólices associadas devem ser do tenant e não estar anuladas.',
  'update-cliente':
    'Salva o cliente do editor (também completa um tomador ou beneficiário existente); condicionado à versão lida (409 se mudou).',
  'create-usuario-cliente':
    'Adiciona um usuário do portal ao cliente, com os papéis de cliente sobre a empresa do cliente (criada com o primeiro usuário). Com onboarding Sim o Cognito envia o convite; com Não o acesso é criado sem e-mail e a administração o convida depois.',
  'quitar-usuario-cliente':
    'Remove um usuário do cliente (a ação da aba Usuários): seus papéis sobre a empresa do cliente, que quem edita o cliente concede ao adicioná-lo. Sem outra empresa, o usuário fica desativado. Responde o cliente sem ele.',
  'subir-constancia-cliente':
    'Um POST pré-assinado para enviar ao S3 um comprovante de situação fiscal (PDF, PNG, JPEG ou CSV, até 10 MB) de um cliente novo (sem clienteId) ou existente; só o mesmo usuário o anexa ao salvar esse cliente.',
  'descargar-constancia-cliente':
    'Um link de download novo (GET pré-assinado de 5 minutos) de um comprovante do cliente, pedido ao clicar.',
  'list-polizas':
    'Apólices do tenant, uma página por cursor: por nome (também de uma seguradora ou de um ramo), ou por vencimento para um status. `texto` busca um número exato e, se não houver, o começo do nome; seguradora, ramo e status não se combinam entre si (400) e o status não se combina com texto.',
  'get-poliza': 'Uma apólice com seus endossos, sua cobertura, seus limites por embarque e seu histórico de mudanças.',
  'create-poliza':
    'Cria uma apólice flutuante de uma seguradora do tenant; o número é único por seguradora (409). Com Idempotency-Key, uma nova tentativa responde a mesma apólice.',
  'update-poliza':
    'Edita uma apólice com a versão que foi lida (409 se mudou desde então, ou se o número já é de outra apólice da seguradora). Uma apólice anulada não é editada (409).',
  'anular-poliza':
    'Anula uma apólice com a versão que foi lida e um motivo: a partir de então não admite certificados novos. Anular uma apólice anulada não muda nada.',
  'list-emisores': 'Emissores do tenant por nome comercial, uma página por cursor; `texto` busca o começo do nome.',
  'get-emisor': 'Um emissor tal como foi salvo (o corpo do cadastro), com id, status, versão e seus comprovantes.',
  'create-emisor':
    'Cadastra um emissor: uma empresa do tipo emissor do tenant e seus dados, em uma transação. As apólices, endossos, beneficiários, executivo e intermediário devem existir (400). Com Idempotency-Key, uma nova tentativa responde o mesmo emissor.',
  'update-emisor': 'Edita um emissor com a versão que foi lida (409 se mudou desde então).',
  'subir-constancia-emisor':
    'Um POST pré-assinado para enviar ao S3 um comprovante de situação fiscal (PDF, PNG, JPEG ou CSV, até 10 MB) de um emissor novo (sem emisorId) ou existente; só o mesmo usuário o anexa ao salvar esse emissor.',
  'descargar-constancia-emisor':
    'Um link de download novo (GET pré-assinado de 5 minutos) de um comprovante do emissor, pedido ao clicar.',
  'get-enlace-seguridad': 'O link externo de cotação de escolta para a empresa escolhida e seu país ({email} sem substituir).',
  'cotizar-viaje': 'Cota uma viagem específica: uma oferta por cobertura aplicável, com seu cálculo e validações de excesso.',
  'guardar-cotizacion': 'Salva a cotação (status cotado) com a oferta escolhida, recalculada no servidor; Id para atualizá-la.',
  'emitir-certificado':
    'Emite um certificado cotado ou aprovado, se o tomador e o beneficiário passam na validação de pessoas: número de certificado, código de verificação e comprovante.',
  'solicitar-aprobacion': 'Pede a aprovação de uma cotação com risco excedido: fica em aprovação com as respostas.',
  'actualizar-solicitud-aprobacion': 'A mesma solicitação sobre uma cotação existente (o payload traz Id).',
  'list-certificados':
    'Certificados de viagem específica da empresa por data de status, uma página por cursor. Filtros: status, intervalo de datas de status, tomador, número de certificado (inteiro ou seus primeiros dígitos, em ordem de número) ou referência interna (exata).',
  'get-certificado': 'Um certificado com sua oferta, dados de emissão, documentos e histórico.',
  'descargar-documento-certificado':
    'Um link de download novo (GET pré-assinado de 5 minutos) de um documento do certificado, pedido ao clicar.',
  'get-parametros-aseguradora':
    'Parâmetros comerciais de cada seguradora: parcelas, formas de pagamento, faixas de adicional e comissão.',
  'aprobar-certificado': 'A seguradora aprova uma cotação em aprovação; o corretor é avisado.',
  'rechazar-certificado': 'A seguradora recusa uma cotação em aprovação; o corretor é avisado.',
  'verificar-certificado':
    'Verificação pública de um certificado de qualquer tipo (viagem específica, carga, contêineres, anual, embarcação) pelo seu código: se é válido e seus dados principais, nada mais.',
  'get-condiciones-cobertura': 'Link de download (pré-assinado, de vida curta) das condições de uma cobertura do tenant.',
  'cotizar-certificado-carga':
    'Cota um certificado de carga sem salvá-lo: o preço do servidor com seu cálculo, as validações de excesso e se requer aprovação. 400 com os campos; 409 se a apólice não admite certificados (anulada, outro ramo).',
  'guardar-certificado-carga':
    'Salva uma cotação de carga, cotada no servidor: cotado (10), ou em aprovação (5) se excede a apólice (com a observação para a seguradora). Com Idempotency-Key, uma nova tentativa responde o mesmo certificado.',
  'emitir-certificado-carga':
    'Emite uma cotação cotada (10) ou aprovada (7): número de certificado de um contador atômico, status emitido (20) e o PDF do certificado (gerado depois: documentosPendientes). De duas emissões simultâneas uma ganha e a outra recebe 409. Uma saída anterior a hoje só é emitida aprovada pela seguradora com o código 540 (409 se não).',
  'aprobar-certificado-carga': 'A seguradora da apólice (ou a administração) aprova um certificado em aprovação (5 → 7).',
  'rechazar-certificado-carga': 'A seguradora da apólice (ou a administração) recusa um certificado em aprovação (5 → 6).',
  'dar-de-baja-certificado-carga':
    'Dá baixa em um certificado emitido (20 → 255) com um motivo, enquanto não estiver declarado. Depois da data de saída, só a seguradora da apólice ou a administração (403 para os demais). Nunca os usuários de um cliente. Auditado.',
  'cancelar-certificado-carga': 'Cancela uma cotação (cotado, em aprovação ou aprovado → cancelado 252).',
  'list-certificados-carga':
    'Certificados de carga por data de status, uma página por cursor: os da empresa do usuário (emissor), os do seu cliente (usuário de cliente), os das apólices da sua seguradora, ou todos (administração). Filtros: status, intervalo de datas, número (inteiro ou seus primeiros dígitos, em ordem de número), referência interna, declaração ou texto. `meta.total` vem de contadores (null em buscas e intervalos).',
  'get-certificado-carga':
    'Um certificado de carga com seu preço e cálculo, documentos, decisão, baixa e histórico (404 fora do alcance).',
  'list-certificados-poliza':
    'Certificados de carga de uma apólice por data de status, uma página por cursor; para quem vê a apólice (administração, ou sua seguradora).',
  'descargar-documento-carga': 'Um link novo (GET pré-assinado de 5 minutos) para o PDF do certificado emitido ou da cotação.',
  'list-polizas-activas-carga':
    'As apólices do ramo transporte associadas ao cliente e vigentes hoje (no máximo 50), com endossos, moeda, seguradora e as condições do emissor da empresa de trabalho para o formulário. 404 se o usuário não pode usar o cliente.',
  'cotizar-certificado-contenedores':
    'Cota um certificado de contêineres sem salvá-lo: o preço do servidor por tipo de contêiner com seu cálculo, as validações de excesso e se requer aprovação. 400 com os campos; 409 se a apólice não admite certificados de contêineres ou o emissor não tem condição de contêineres para ela.',
  'guardar-certificado-contenedores':
    'Salva uma cotação de contêineres, cotada no servidor: cotado (10), ou em aprovação (5) se excede a apólice (com a observação para a seguradora). Com Idempotency-Key, uma nova tentativa responde o mesmo certificado.',
  'emitir-certificado-contenedores':
    'Emite uma cotação de contêineres cotada (10) ou aprovada (7): número CT- do seu próprio contador atômico, status emitido (20) e o PDF do certificado (gerado depois: documentosPendientes). De duas emissões simultâneas uma ganha e a outra recebe 409. Uma saída anterior a hoje só é emitida aprovada pela seguradora com o código 540 (409 se não).',
  'aprobar-certificado-contenedores':
    'A seguradora da apólice (ou a administração) aprova um certificado de contêineres em aprovação (5 → 7).',
  'rechazar-certificado-contenedores':
    'A seguradora da apólice (ou a administração) recusa um certificado de contêineres em aprovação (5 → 6).',
  'dar-de-baja-certificado-contenedores':
    'Dá baixa em um certificado de contêineres emitido (20 → 255) com um motivo, enquanto não estiver declarado. Depois da data de saída, só a seguradora da apólice ou a administração (403 para os demais). Nunca os usuários de um cliente. Auditado.',
  'cancelar-certificado-contenedores': 'Cancela uma cotação de contêineres (cotado, em aprovação ou aprovado → cancelado 252).',
  'list-certificados-contenedores':
    'Certificados de contêineres por data de status, uma página por cursor, com o mesmo alcance que os de carga (empresa emissora, cliente, seguradora ou administração). Filtros: status, intervalo de datas, número, referência interna, declaração ou texto. `meta.total` vem de contadores (null em buscas e intervalos).',
  'get-certificado-contenedores':
    'Um certificado de contêineres com seu preço por tipo e cálculo, documentos, decisão, baixa e histórico (404 fora do alcance ou se for de carga).',
  'list-certificados-contenedores-poliza':
    'Certificados de contêineres de uma apólice por data de status, uma página por cursor; para quem vê a apólice (administração, ou sua seguradora).',
  'descargar-documento-contenedores':
    'Um link novo (GET pré-assinado de 5 minutos) para o PDF do certificado de contêineres emitido ou da sua cotação.',
  'list-polizas-activas-contenedores':
    'As apólices do ramo contêineres associadas ao cliente e vigentes hoje (no máximo 50), com endossos, moeda, seguradora e as condições do emissor da empresa de trabalho para o formulário. 404 se o usuário não pode usar o cliente.',
  'list-estados-siniestro': 'A enumeração de status de um sinistro, com os passos permitidos a partir de cada um.',
  'list-siniestros':
    'Comunicações de sinistro da empresa (corretor ou seguradora) por data de comunicação, uma página por cursor. Filtros: status, intervalo de datas de comunicação, número de certificado ou CIF do beneficiário (exatos).',
  'get-siniestro': 'Um sinistro com seus arquivos (links de download de vida curta), observações e histórico.',
  'descargar-archivo-siniestro':
    'Um link de download novo (GET pré-assinado de 5 minutos) de um arquivo do sinistro ou do PDF do seu certificado, pedido ao clicar.',
  'patch-siniestro':
    'Edita o sinistro (status, responsáveis, reserva, indenizações, número; requer editar sinistros e a versão lida) ou adiciona um comentário (observacion).',
  'create-siniestro':
    'Comunicação interna de um sinistro sobre um certificado emitido (de viagem específica ou de apólice flutuante), com seus arquivos já enviados.',
  'subir-archivo-denuncia': 'Um POST pré-assinado para enviar ao S3 um arquivo de uma comunicação de sinistro nova.',
  'subir-archivo-siniestro': 'Um POST pré-assinado para enviar ao S3 um arquivo de um sinistro existente.',
  'adjuntar-archivo-siniestro': 'Anexa ao sinistro um arquivo já enviado, após verificar seu tamanho e tipo.',
  'buscar-certificado-publico':
    'Aviso de sinistro: encontra um certificado emitido ou declarado (de viagem específica ou de apólice flutuante) só se seu número e o identificador fiscal de uma de suas partes coincidem.',
  'list-coberturas-siniestro': 'As coberturas que quem comunica pode escolher (escolha preliminar).',
  'subir-archivo-publico': 'Um POST pré-assinado para que quem comunica envie um arquivo, vinculado ao certificado encontrado.',
  'denunciar-siniestro-publico':
    'Aviso de sinistro sem login: cria a comunicação uma única vez (Idempotency-Key) e avisa o comunicante e a equipe.',
  'crear-sesion-sso':
    'Acesso SSO de um parceiro: verifica sua asserção assinada (emissor registrado, assinatura, audiência, vigência, jti sem uso, empresa do mapeamento), cria ou atualiza o usuário com a empresa e o papel do mapeamento, e responde o usuário do Cognito com o qual o SPA abre a sessão (autenticação personalizada com a mesma asserção).',
  'list-clientes-maquina':
    'Os clientes de máquina (sistemas de transporte) da empresa de quem chama, com seus escopos e segredos (sem valores).',
  'create-cliente-maquina':
    'Cria um cliente de máquina da empresa (client credentials do Cognito) com os escopos que quem chama pode conceder; responde seu segredo uma única vez.',
  'rotar-secreto-cliente-maquina':
    'Adiciona um segundo segredo ao cliente (rotação sem corte: os dois valem até retirar o antigo); responde seu valor uma única vez.',
  'retirar-secreto-cliente-maquina':
    'Retira um dos dois segredos do cliente; o último não é retirado (para cortar o acesso, exclua o cliente).',
  'delete-cliente-maquina':
    'Exclui o cliente de máquina: seus tokens deixam de valer na hora e seu app client do Cognito é apagado.',
  'list-endpoints-webhook': 'Os endpoints de webhook da empresa de quem chama, com seus eventos e segredos (sem valores).',
  'create-endpoint-webhook':
    'Registra um endpoint HTTPS da empresa com os eventos que quer receber; responde seu segredo de assinatura uma única vez.',
  'update-endpoint-webhook':
    'Muda a URL, a descrição ou os eventos do endpoint, ou o pausa e o reativa (pausado não recebe eventos novos).',
  'delete-endpoint-webhook': 'Exclui o endpoint: não recebe mais entregas e as pendentes são dadas como falhas.',
  'rotar-secreto-endpoint-webhook':
    'Adiciona um segundo segredo de assinatura (rotação sem corte: cada entrega leva uma assinatura por segredo até retirar o antigo); responde seu valor uma única vez.',
  'retirar-secreto-endpoint-webhook': 'Retira um dos dois segredos de assinatura do endpoint; o último não é retirado.',
  'list-entregas-webhook':
    'O registro de entregas do endpoint, as mais novas primeiro, uma página por cursor: status, tentativas, código de resposta e o corpo enviado. São guardadas por 30 dias.',
  'reenviar-entrega-webhook':
    'Volta a entregar uma entrega entregue ou com falha, com o mesmo id e corpo e 24 h de novas tentativas; uma pendente responde 409.',
  'list-declaraciones':
    'Declarações de um tipo (venda ou técnica), da mais recente à mais antiga, uma página por cursor, com sua fatura e seus comprovantes de pagamento; filtro por status (lista) ou pela referência interna ou o número de um certificado, ou o número da fatura. `meta.total` vem de contadores (null em buscas).',
  'confirmar-declaracion':
    "'Estou de acordo': um rascunho (2) passa a Declarada (3) com a mesma transição condicional que a aceitação automática aos 5 dias; das duas, só uma ganha (a outra recebe 409). Publica DeclaracionAceptada (manual).",
  'subir-archivo-declaracion':
    'Um POST pré-assinado (10 minutos ou menos, até 10 MB, tipo exato) para enviar ao S3 a fatura (PDF), seu CFDI (XML, tenants do México) ou um comprovante de pagamento (PDF ou imagem) da declaração, sob o tenant e a declaração.',
  'adjuntar-factura':
    'Anexa a fatura já enviada (verificada outra vez no servidor: tamanho, tipo e assinatura do arquivo) a uma declaração Declarada (3), que passa a Faturada (4). Publica FacturaCargada.',
  'eliminar-factura':
    'Remove a fatura de uma declaração Faturada (4) não paga, que volta a Declarada (3). Publica FacturaEliminada.',
  'adjuntar-pago':
    "Anexa um comprovante de pagamento já enviado (verificado no servidor) a uma declaração Declarada ou Faturada não paga; fica 'Revisar' até que se confirme o pagamento total. Publica PagoInformado.",
  'eliminar-pago': 'Remove um comprovante de pagamento de uma declaração não paga. Publica PagoEliminado.',
  'confirmar-pago-declaracion':
    'Confirma o pagamento de uma declaração Faturada (4) comparando a soma dos seus comprovantes com a fatura. Se alcançam, fica paga (a marca vai na fatura, spec 2 §3.5) e seus comprovantes, verificados; publica DeclaracionPagada com os valores. Se faltam, sem `faltante` responde 409 com os valores; com `faltante.decision` `condonar` (e `motivo`) fica paga com a diferença perdoada, com `mantenerSaldo` verifica os comprovantes e o saldo segue aberto (publica PagoParcialConfirmado). `faltante.pagado` é a soma que quem confirma viu: se mudou, 409. O id do corpo deve ser o da rota.',
  'confirmar-pagos':
    'Confirma o pagamento de uma declaração Faturada (4) comparando a soma dos seus comprovantes com a fatura. Se alcançam, fica paga (a marca vai na fatura, spec 2 §3.5) e seus comprovantes, verificados; publica DeclaracionPagada com os valores. Se faltam, sem `faltante` responde 409 com os valores; com `faltante.decision` `condonar` (e `motivo`) fica paga com a diferença perdoada, com `mantenerSaldo` verifica os comprovantes e o saldo segue aberto (publica PagoParcialConfirmado). `faltante.pagado` é a soma que quem confirma viu: se mudou, 409. A outra forma da especificação (spec 2 §7), com o id no corpo.',
  'exportar-declaracion':
    'Pede o bordereau da declaração (XLSX: cabeçalho, uma linha por certificado, totais iguais aos da declaração) na variante de quem o pede (prêmio puro, markup): 202 com a exportação. Se o fechamento do mês já o gerou está `lista`, com um GET pré-assinado de 5 minutos; se não, `pendiente`: o worker generar-exportacion o monta e se consulta com get-exportacion.',
  'list-saldos':
    'Saldos de clientes (spec 1 §2.4): as faturas das declarações de venda dos clientes escolhidos no intervalo de datas (até 200 por cliente), com método de pagamento, valor, saldo e status (Paga, Vencida ou Pendente), e o total devido hoje por moeda, de contadores.',
  'exportar-saldos':
    'Pede os mesmos saldos em um XLSX: 202 com a exportação `pendiente`, que o worker generar-exportacion monta; consulta-se com get-exportacion até ter seu GET pré-assinado de 5 minutos.',
  'get-exportacion':
    'Uma exportação pedida por quem consulta (de outro usuário ou tenant: 404): `pendiente` enquanto é montada, `lista` com um GET pré-assinado de 5 minutos, ou `fallida` com a mensagem da spec.',
  'get-parametros-rating-anual':
    'Os parâmetros das seguradoras do rating anual para uma moeda (comissão mínima, máxima e padrão, parcelas e formas de pagamento que todas admitem) e as moedas que têm coberturas.',
  'cotizar-rating-anual':
    'Cota o rating anual (corpo de 2 §7): uma oferta por cobertura da moeda do MAE, com `calculoPrima`, `calculoPremio`, `validaciones`, coeficientes e `cantidadViajes`.',
  'descargar-oferta-anual':
    'O PDF de uma oferta do cartão, sem salvar nada: a solicitação é cotada de novo no servidor com a cobertura pedida (nunca se leem preços do cliente); os valores, só com prima.mostrar. Responde um link (GET pré-assinado de 5 minutos).',
  'guardar-cotizacion-anual':
    'Salva a cotação com a cobertura escolhida, recalculada no servidor: Cotado (10), ou Em Aprovação (5) com a solicitação de aprovação.',
  'solicitar-aprobacion-anual': 'Pede a aprovação da seguradora para uma cotação salva: fica Em Aprovação com as três respostas.',
  'aprobar-certificado-anual': 'A seguradora da cobertura aprova uma cotação Em Aprovação.',
  'rechazar-certificado-anual': 'A seguradora da cobertura recusa uma cotação Em Aprovação.',
  'emitir-certificado-anual':
    'Emite uma cotação Cotada sem validações ou Aprovada: número de certificado e PDF do certificado anual.',
  'eliminar-certificado-anual': 'Exclui uma cotação não emitida: deixa de ser listada e fica na auditoria (exclusão lógica).',
  'actualizar-referencia-anual':
    'Muda o número de referência interna de uma cotação não emitida (o do certificado emitido fica como foi impresso).',
  'list-certificados-anuales':
    'Cotações e certificados anuais que o usuário alcança, por data de status, uma página por cursor; filtro por status.',
  'get-certificado-anual': 'Uma cotação ou certificado anual com sua oferta, seu formulário, a solicitação e a decisão.',
  'descargar-certificado-anual':
    'Um link novo (GET pré-assinado de 5 minutos) do PDF do status: a cotação, ou o certificado se estiver emitido (a função de documentos os gera com cada evento).',
  'create-solicitud-suscripcion':
    'Envia uma solicitação de subscrição de Marine Carga - Transportes: fica Recebida e a mesa de subscrição é avisada.',
  'list-solicitudes-suscripcion':
    'As solicitações de subscrição: todas as do tenant para a mesa de subscrição, as da sua empresa para quem solicita; por data de status, uma página por cursor, filtro por status.',
  'get-solicitud-suscripcion': 'Uma solicitação de subscrição com seu formulário, seu status, a resposta e suas novidades.',
  'comentar-solicitud-suscripcion':
    'Um comentário na solicitação (da mesa ou do solicitante); o outro lado é avisado por e-mail.',
  'cambiar-estado-solicitud-suscripcion':
    'A mesa de subscrição passa a solicitação a Em análise, Cotada ou Recusada (com a resposta ao solicitante): condicional sobre a versão lida, auditado, avisado por e-mail.',
  'create-solicitud-caucion': 'Pede à seguradora a cotação de uma caução aduaneira: fica Recebida e a mesa é avisada.',
  'list-solicitudes-caucion':
    'As solicitações de caução aduaneira: todas as do tenant para a seguradora, as da sua empresa para quem solicita; por data de status, uma página por cursor, filtro por status.',
  'get-solicitud-caucion': 'Uma solicitação de caução aduaneira com seu formulário, seu status, a resposta e suas novidades.',
  'comentar-solicitud-caucion':
    'Um comentário na solicitação de caução (da seguradora ou do solicitante); o outro lado é avisado por e-mail.',
  'cambiar-estado-solicitud-caucion':
    'A seguradora passa a solicitação de caução a Em análise, Cotada (com as condições) ou Recusada (com o motivo): condicional sobre a versão lida, auditado, avisado por e-mail.',
  'create-cotizacion-embarcacion': 'Registra uma cotação de seguro de embarcação em pesos e devolve o link do seu checkout.',
  'list-cotizaciones-embarcacion':
    'As cotações e apólices de embarcação por data de criação, uma página por cursor: as que a empresa do usuário registrou, as da sua seguradora, ou todas (administração); com o link do checkout enquanto não estão pagas.',
  'get-checkout':
    'A cotação a pagar com seus valores do servidor; com uma intenção aberta, pergunta seu status à carteira e a marca paga se a carteira o diz.',
  'crear-intencion-pago':
    'Cria na carteira a intenção de pagamento da cotação (ARS, 6 minutos) ou devolve a aberta; uma vencida é renovada; uma cotação paga não é paga duas vezes (409).',
  'webhook-billetera':
    'O aviso da carteira (assinatura HMAC verificada): uma intenção aprovada de uma cotação pendente a paga uma única vez, numera a apólice e avisa.',
  'descargar-documento-checkout':
    "Um link de 5 minutos para o PDF da cotação ('Revisar cobertura') ou da apólice paga ('Baixar apólice').",
  'buscar-lugares-custodia': 'Busca lugares (cidades, portos, endereços) por texto para a origem e o destino de uma escolta.',
  'calcular-ruta-custodia': 'A rota de condução entre dois pontos: sua distância aproximada em km e sua linha para o mapa.',
  'cotizar-custodia':
    'Cota uma escolta com o fornecedor (corpo de 2 §3.1, empresaEmisoraId a empresa escolhida) e salva a cotação no certificado.',
  'contratar-custodia':
    'Contrata a escolta cotada para o certificado (corpo de 2 §3.2; a tarifa é a cotada, não a do corpo), a salva auditada, publica CustodiaContratada e avisa o contato.',
  'get-custodia-certificado':
    'A escolta de um certificado emitido que o usuário alcança: a última cotação e a contratação (ou nenhuma).',
};

/** An operation's summary in the locale: its own (Spanish) one, or the pt-BR one. */
export const resumenDe = (op: Pick<Operation, 'id' | 'summary'>, locale: Locale): string =>
  locale === 'pt-BR' ? (RESUMENES_PT[op.id] ?? op.summary) : op.summary;
