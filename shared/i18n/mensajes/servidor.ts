/**
 * pt-BR of the messages the handlers answer (functions/: the HttpError subclasses and each
 * `new …Error(…)`), keyed by the Spanish text word for word; `{name}` stands for a value the message
 * interpolates.
 */
export const MENSAJES_SERVIDOR = {
  // functions/lib/http: the errors' defaults and the middlewares.
  'Por favor, revisá los errores para poder continuar': 'Por favor, revise os erros para poder continuar',
  'Corregir los errores.': 'Corrija os erros.',
  'Sesión inválida o vencida. Volvé a iniciar sesión.': 'Sessão inválida ou expirada. Entre novamente.',
  'No tenés permiso para realizar esta operación.': 'Você não tem permissão para realizar esta operação.',
  'No encontramos lo que buscabas.': 'Não encontramos o que você procurava.',
  'Ocurrió un error inesperado. Informá este código a soporte.': 'Ocorreu um erro inesperado. Informe este código ao suporte.',
  'Demasiadas solicitudes. Esperá un minuto y volvé a intentar.': 'Solicitações demais. Aguarde um minuto e tente novamente.',
  'El cuerpo debe enviarse como application/json.': 'O corpo deve ser enviado como application/json.',
  'El cuerpo no es JSON válido': 'O corpo não é um JSON válido',
  Forbidden: 'Acesso negado',
  'Portal desconocido.': 'Portal desconhecido.',
  'Este portal no ofrece este producto.': 'Este portal não oferece este produto.',
  'Tu usuario está desactivado. Consultá con el administrador.': 'Seu usuário está desativado. Consulte o administrador.',
  'No tenés acceso a la empresa seleccionada.': 'Você não tem acesso à empresa selecionada.',
  'Idempotency-Key inválida': 'Idempotency-Key inválida',
  'La clave de idempotencia ya se usó con otros datos.': 'A chave de idempotência já foi usada com outros dados.',
  'Ya se usó con otros datos: generá una clave nueva para esta solicitud.':
    'Já foi usada com outros dados: gere uma chave nova para esta solicitação.',
  'La solicitud anterior todavía se está procesando.': 'A solicitação anterior ainda está sendo processada.',
  'Cursor de paginación inválido': 'Cursor de paginação inválido',
  'Firma inválida': 'Assinatura inválida',
  'Valor inválido': 'Valor inválido',
  'No coincide con la declaración de la ruta': 'Não coincide com a declaração indicada na URL',
  // The SPA's own answers when the API cannot be reached or answers what the contract does not say, shown like the server's.
  'Respuesta inesperada del servidor ({id}).': 'Resposta inesperada do servidor ({id}).',
  'No pudimos conectarnos con el servidor. Revisá tu conexión e intentá de nuevo.':
    'Não conseguimos nos conectar ao servidor. Verifique sua conexão e tente novamente.',

  // Not found.
  'El archivo no existe.': 'O arquivo não existe.',
  'El beneficiario no existe': 'O beneficiário não existe',
  'El certificado no existe.': 'O certificado não existe.',
  'El cliente no existe': 'O cliente não existe',
  'El cliente no existe.': 'O cliente não existe.',
  'El comprobante no existe.': 'O comprovante não existe.',
  'El documento todavía no existe.': 'O documento ainda não existe.',
  'El ejecutivo de cuenta no existe': 'O executivo de conta não existe',
  'El emisor no existe.': 'O emissor não existe.',
  'El endoso no existe': 'O endosso não existe',
  'El intermediario no existe': 'O intermediário não existe',
  'El medio de transporte no existe': 'O meio de transporte não existe',
  'El país de destino no existe': 'O país de destino não existe',
  'El país de origen no existe': 'O país de origem não existe',
  'El país del usuario no existe en el catálogo.': 'O país do usuário não existe no catálogo.',
  'El país no existe': 'O país não existe',
  'El siniestro no existe.': 'O sinistro não existe.',
  'El tipo de contenedor no existe': 'O tipo de contêiner não existe',
  'El tomador no existe': 'O tomador não existe',
  'La aseguradora no existe': 'A seguradora não existe',
  'La cotización no existe.': 'A cotação não existe.',
  'La declaración no existe.': 'A declaração não existe.',
  'La empresa no existe': 'A empresa não existe',
  'La exportación no existe o venció.': 'A exportação não existe ou expirou.',
  'La forma de pago no existe': 'A forma de pagamento não existe',
  'La mercadería no existe': 'A mercadoria não existe',
  'La moneda no existe': 'A moeda não existe',
  'La póliza no existe': 'A apólice não existe',
  'La póliza no existe.': 'A apólice não existe.',
  'La solicitud no existe.': 'A solicitação não existe.',
  'No encontramos las condiciones de esa cobertura.': 'Não encontramos as condições dessa cobertura.',
  'No encontramos un certificado con ese código.': 'Não encontramos um certificado com esse código.',
  'No hay cotizador de seguridad para esta empresa.': 'Não há cotador de segurança para esta empresa.',

  // Forbidden.
  'No tenés permiso para editar siniestros.': 'Você não tem permissão para editar sinistros.',
  'No tenés acceso a los tomadores y beneficiarios de esa empresa.':
    'Você não tem acesso aos tomadores e beneficiários dessa empresa.',
  'No podés crear tomadores ni beneficiarios de otra empresa.':
    'Você não pode criar tomadores nem beneficiários de outra empresa.',
  'No podés desactivar tu propio usuario.': 'Você não pode desativar seu próprio usuário.',
  'No podés otorgar un alcance que pide permisos que no tenés.':
    'Você não pode conceder um escopo que pede permissões que você não tem.',
  'Los usuarios de un cliente filtran sus denuncias por certificado o por fechas':
    'Os usuários de um cliente filtram seus avisos de sinistro por certificado ou por datas',
  'La empresa cotiza sus medidas de seguridad con su proveedor externo.':
    'A empresa cota suas medidas de segurança com seu fornecedor externo.',

  // Conflicts: something changed meanwhile, or the state does not allow it.
  'El registro cambió mientras lo editabas. Recargá y volvé a intentar.':
    'O registro mudou enquanto você o editava. Recarregue e tente novamente.',
  'Otra persona guardó una versión de este maestro mientras lo editabas. Recargá y volvé a intentar.':
    'Outra pessoa salvou uma versão deste cadastro enquanto você o editava. Recarregue e tente novamente.',
  'La cotización cambió mientras la editabas. Recargá y volvé a intentar.':
    'A cotação mudou enquanto você a editava. Recarregue e tente novamente.',
  'La cotización cambió mientras la editabas: volvé a intentar.': 'A cotação mudou enquanto você a editava: tente novamente.',
  'La cotización cambió mientras se procesaba: volvé a intentar.': 'A cotação mudou enquanto era processada: tente novamente.',
  'La cotización ya está pagada.': 'A cotação já está paga.',
  'Se alcanzó el máximo de intentos de pago de esta cotización.':
    'Foi atingido o máximo de tentativas de pagamento desta cotação.',
  'Solo se puede modificar una cotización en estado Cotizado.': 'Só é possível modificar uma cotação no estado Cotado.',
  'La cobertura elegida tiene riesgo excedido: solicitá aprobación.':
    'A cobertura escolhida tem risco excedido: solicite aprovação.',
  'La cobertura no cotiza esta solicitud': 'A cobertura não cota esta solicitação',
  'No se pudo construir una cotización para la configuración especificada.':
    'Não foi possível montar uma cotação para a configuração especificada.',
  'El certificado cambió de estado: no se puede realizar la operación.':
    'O certificado mudou de estado: não é possível realizar a operação.',
  'El certificado ya fue emitido o cambió de estado: no se puede emitir.':
    'O certificado já foi emitido ou mudou de estado: não é possível emiti-lo.',
  'El certificado ya no está en aprobación.': 'O certificado não está mais em aprovação.',
  'La referencia de un certificado emitido no se cambia: es la que se imprimió.':
    'A referência de um certificado emitido não muda: é a que foi impressa.',
  'Se están emitiendo otros certificados en este momento: volvé a intentar.':
    'Outros certificados estão sendo emitidos neste momento: tente novamente.',
  'No se pudo validar a las partes del certificado. Volvé a intentar en unos minutos.':
    'Não foi possível validar as partes do certificado. Tente novamente em alguns minutos.',
  'No se puede emitir: una de las partes del certificado no superó la validación de personas. Consultá con la aseguradora.':
    'Não é possível emitir: uma das partes do certificado não passou na validação de pessoas. Consulte a seguradora.',
  'Cotizá la custodia antes de contratarla': 'Cote a escolta antes de contratá-la',
  'La custodia del certificado cambió: volvé a cotizar.': 'A escolta do certificado mudou: cote novamente.',
  'La custodia del certificado cambió: volvé a intentar.': 'A escolta do certificado mudou: tente novamente.',
  'Sólo un certificado emitido lleva custodia.': 'Só um certificado emitido pode ter escolta.',
  'El proveedor de custodia no respondió.': 'O fornecedor de escolta não respondeu.',
  'La billetera de pagos no respondió. Volvé a intentar en unos minutos.':
    'A carteira de pagamentos não respondeu. Tente novamente em alguns minutos.',
  'La declaración cambió mientras tanto: volvé a cargarla.': 'A declaração mudou nesse meio-tempo: carregue-a novamente.',
  'La declaración no está en un estado que permita esta acción.': 'A declaração não está em um estado que permita esta ação.',
  'La declaración todavía se está cerrando.': 'A declaração ainda está sendo fechada.',
  'Una declaración admite hasta {max} comprobantes.': 'Uma declaração admite até {max} comprovantes.',
  'El siniestro cambió mientras subías el archivo. Volvé a intentarlo.':
    'O sinistro mudou enquanto você enviava o arquivo. Tente novamente.',
  'El siniestro fue modificado por otra persona. Recargá para ver los cambios.':
    'O sinistro foi modificado por outra pessoa. Recarregue para ver as alterações.',
  'El servicio de archivos está ocupado. Volvé a intentar en unos segundos.':
    'O serviço de arquivos está ocupado. Tente novamente em alguns segundos.',
  'La póliza está anulada': 'A apólice está anulada',
  'La póliza está anulada y no se puede editar.': 'A apólice está anulada e não pode ser editada.',
  'La póliza no está asociada al cliente': 'A apólice não está associada ao cliente',
  'El endoso está repetido': 'O endosso está repetido',
  'El endoso no es de la póliza': 'O endosso não é da apólice',
  'La empresa no es una aseguradora': 'A empresa não é uma seguradora',
  'No es una aseguradora del portal': 'Não é uma seguradora do portal',
  'No se pudo numerar el emisor. Volvé a intentar.': 'Não foi possível numerar o emissor. Tente novamente.',
  'El email ya está en uso por otro usuario.': 'O e-mail já está em uso por outro usuário.',
  'Ya existe un cliente, tomador o beneficiario con ese R.F.C.': 'Já existe um cliente, tomador ou beneficiário com esse R.F.C.',
  'Ya existe un tomador o beneficiario con ese CIF.': 'Já existe um tomador ou beneficiário com esse CIF.',
  'Guardá el cliente antes de agregarle usuarios.': 'Salve o cliente antes de adicionar usuários a ele.',
  'El usuario no es del cliente.': 'O usuário não é do cliente.',
  'El cliente ya tiene {max} usuarios.': 'O cliente já tem {max} usuários.',

  // Files.
  'No se pudo generar el archivo de exportación': 'Não foi possível gerar o arquivo de exportação',
  'El CFDI debe ser un archivo XML.': 'O CFDI deve ser um arquivo XML.',
  'El CFDI sólo se adjunta en México.': 'O CFDI só é anexado no México.',
  'El comprobante debe ser un PDF o una imagen (JPG, PNG o WEBP).':
    'O comprovante deve ser um PDF ou uma imagem (JPG, PNG ou WEBP).',
  'La factura debe ser un archivo PDF.': 'A fatura deve ser um arquivo PDF.',

  // The machine API's clients and the webhooks (the developer page).
  'El cliente ya tiene dos secretos: retirá el viejo antes de rotar otra vez.':
    'O cliente já tem dois segredos: retire o antigo antes de rotacionar outra vez.',
  'Es el único secreto del cliente: para cortarle el acceso, eliminá el cliente.':
    'É o único segredo do cliente: para cortar o acesso dele, exclua o cliente.',
  'La empresa ya tiene {max} clientes de máquina: eliminá uno antes de crear otro.':
    'A empresa já tem {max} sistemas: exclua um antes de criar outro.',
  'El endpoint ya tiene dos secretos: retirá el viejo antes de rotar otra vez.':
    'O endpoint já tem dois segredos: retire o antigo antes de rotacionar outra vez.',
  'Es el único secreto del endpoint: no se puede retirar.': 'É o único segredo do endpoint: não pode ser retirado.',
  'La empresa ya tiene {max} endpoints: eliminá uno antes de registrar otro.':
    'A empresa já tem {max} endpoints: exclua um antes de cadastrar outro.',
  'Los secretos del endpoint cambiaron mientras tanto: volvé a intentar.':
    'Os segredos do endpoint mudaram nesse meio-tempo: tente novamente.',
  'La entrega todavía está pendiente: se va a reintentar sola.': 'A entrega ainda está pendente: será reenviada automaticamente.',
  // A delivery's failure, as the delivery log keeps it.
  'La URL resuelve a una dirección de una red interna: no se entrega.':
    'A URL resolve para um endereço de uma rede interna: não é entregue.',
  'Sin respuesta en {segundos} s.': 'Sem resposta em {segundos} s.',
  'El nombre del host no existe.': 'O nome do host não existe.',
  'Conexión rechazada.': 'Conexão recusada.',
  'Error de red: {codigo}': 'Erro de rede: {codigo}',

  // Users: what an administrator may see and change (shared/auth/otorgar.ts).
  'El usuario no existe.': 'O usuário não existe.',
  'El rol no corresponde al tipo de empresa': 'O perfil não corresponde ao tipo de empresa',
  'Solo podés ver los usuarios de las empresas que administrás.': 'Você só pode ver os usuários das empresas que administra.',
  'Solo podés cambiar el e-mail o el estado de un usuario si administrás todas sus empresas.':
    'Você só pode alterar o e-mail ou o estado de um usuário se administrar todas as empresas dele.',
  'Solo podés asignar o quitar roles en empresas que administrás, y nunca un rol con permisos que no tenés.':
    'Você só pode atribuir ou remover perfis em empresas que administra, e nunca um perfil com permissões que você não tem.',

  // More conflicts.
  'El cliente cambió mientras lo editabas. Recargá y volvé a intentar.':
    'O cliente mudou enquanto você o editava. Recarregue e tente novamente.',
  'El emisor cambió mientras lo editabas. Recargá y volvé a intentar.':
    'O emissor mudou enquanto você o editava. Recarregue e tente novamente.',
  'La póliza cambió mientras la editabas. Recargá y volvé a intentar.':
    'A apólice mudou enquanto você a editava. Recarregue e tente novamente.',
  'La custodia de este certificado ya está contratada.': 'A escolta deste certificado já está contratada.',
  'La aseguradora ya tiene una póliza con ese número': 'A seguradora já tem uma apólice com esse número',
  'El archivo no se subió o ya no está disponible. Volvé a intentarlo.':
    'O arquivo não foi enviado ou não está mais disponível. Tente novamente.',
  'El archivo supera el máximo de 15 MB.': 'O arquivo ultrapassa o máximo de 15 MB.',
  'Tipo de archivo no permitido: solo imágenes, PDF y documentos de Office.':
    'Tipo de arquivo não permitido: só imagens, PDF e documentos do Office.',
  'La empresa no es un productor': 'A empresa não é um corretor',
  'El servicio externo no respondió a tiempo. Volvé a intentar en unos segundos.':
    'O serviço externo não respondeu a tempo. Tente novamente em alguns segundos.',
  'La salida ya ocurrió: solo la aseguradora de la póliza o la administración pueden dar de baja el certificado.':
    'A saída já ocorreu: só a seguradora da apólice ou a administração podem dar baixa no certificado.',
  'El certificado ya fue declarado: no se puede dar de baja.': 'O certificado já foi declarado: não é possível dar baixa.',
  'La salida fue el {fecha}: un certificado con salida anterior a hoy necesita la aprobación de la aseguradora. Cotizá el embarque de nuevo para solicitarla.':
    'A saída foi em {fecha}: um certificado com saída anterior a hoje precisa da aprovação da seguradora. Cote o embarque novamente para solicitá-la.',
  'La cotización cambió de estado: no se puede realizar la operación.':
    'A cotação mudou de estado: não é possível realizar a operação.',
  'La cotización tiene validaciones de la cobertura: solicitá la aprobación de la aseguradora.':
    'A cotação tem validações da cobertura: solicite a aprovação da seguradora.',
  // The public claim notice and the underwriting requests' parties.
  'No encontramos su certificado. Verifique que los datos ingresados sean correctos.':
    'Não encontramos seu certificado. Verifique se os dados informados estão corretos.',
  'Los certificados de rating anual (FA-) no admiten denuncias de siniestro: denuncie el siniestro con el número del certificado del embarque (CC- o CT-) o del viaje específico (VE-).':
    'Os certificados de rating anual (FA-) não admitem avisos de sinistro: comunique o sinistro com o número do certificado do embarque (CC- ou CT-) ou da viagem específica (VE-).',
  'El asegurado no existe': 'O segurado não existe',
  // A delivery that ends without an attempt, as the delivery log keeps it.
  'El endpoint fue eliminado.': 'O endpoint foi excluído.',
  'El endpoint está pausado: reenviala al reactivarlo.': 'O endpoint está pausado: reenvie a entrega ao reativá-lo.',
} satisfies Record<string, string>;
