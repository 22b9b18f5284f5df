/**
 * pt-BR of the quoters' messages: the annual rating engine's refusals (codes 600–608), the specific
 * trip's validations, their masters' rules and the declarations' payment check, keyed by the Spanish
 * text word for word. `{pais}`, `{mercaderia}`, `{transporte}` and `{operacion}` are catalogue names,
 * shown in the tenant's language (traducir.ts).
 */
export const MENSAJES_COTIZADORES = {
  // Annual rating: what the coverage refuses.
  'El MAE ({mae}) es menor al mínimo de la cobertura ({minimo})': 'O MAE ({mae}) é menor que o mínimo da cobertura ({minimo})',
  'El MAE ({mae}) supera el máximo de la cobertura ({maximo})': 'O MAE ({mae}) ultrapassa o máximo da cobertura ({maximo})',
  'La cobertura no admite mercadería usada': 'A cobertura não admite mercadoria usada',
  'La cobertura no admite la mercadería {mercaderia}': 'A cobertura não admite a mercadoria {mercaderia}',
  'La cobertura no admite el transporte {transporte}': 'A cobertura não admite o transporte {transporte}',
  'La cobertura no admite la operación {operacion}': 'A cobertura não admite a operação {operacion}',
  'La responsabilidad máxima por embarque ({rm} % del MAE) supera el máximo de la cobertura ({maximo} %)':
    'A responsabilidade máxima por embarque ({rm} % do MAE) ultrapassa o máximo da cobertura ({maximo} %)',
  'La frecuencia de siniestros ({frecuencia} por mil viajes) supera el máximo de la cobertura ({maximo})':
    'A frequência de sinistros ({frecuencia} por mil viagens) ultrapassa o máximo da cobertura ({maximo})',
  'La severidad de siniestros ({severidad} % de la responsabilidad máxima) supera el máximo de la cobertura ({maximo} %)':
    'A severidade de sinistros ({severidad} % da responsabilidade máxima) ultrapassa o máximo da cobertura ({maximo} %)',
  // Annual rating: the request's compositions and the masters.
  'La sumatoria de los porcentajes no puede ser mayor al 100%': 'A soma dos percentuais não pode ser maior que 100%',
  'La sumatoria de los porcentajes no puede ser menor al 100%': 'A soma dos percentuais não pode ser menor que 100%',
  'Ya está elegido en otra fila': 'Já está escolhido em outra linha',
  'Cada aseguradora con coberturas necesita sus parámetros': 'Cada seguradora com coberturas precisa de seus parâmetros',
  'El MAE mínimo debe ser menor al máximo': 'O MAE mínimo deve ser menor que o máximo',
  'El mínimo no puede superar al máximo': 'O mínimo não pode ultrapassar o máximo',
  'Hay coberturas con el mismo id': 'Há coberturas com o mesmo id',
  'Hay medidas repetidas': 'Há medidas repetidas',
  'La clave debe ser un id numérico': 'A chave deve ser um id numérico',
  'La comisión predeterminada debe estar dentro del rango': 'A comissão padrão deve estar dentro da faixa',
  'Los tramos deben estar en orden creciente': 'As faixas devem estar em ordem crescente',
  'Máximo {max} medidas': 'Máximo de {max} medidas',
  'Una cuota debe estar permitida': 'Uma parcela deve estar permitida',

  // Specific trips: what the coverage refuses.
  'El país de origen ({pais}) está prohibido para esta cobertura.': 'O país de origem ({pais}) é proibido para esta cobertura.',
  'El país de destino ({pais}) está prohibido para esta cobertura.': 'O país de destino ({pais}) é proibido para esta cobertura.',
  'El tipo de mercadería ({mercaderia}) está prohibido para esta cobertura.':
    'O tipo de mercadoria ({mercaderia}) é proibido para esta cobertura.',
  'El medio de transporte ({transporte}) no está permitido para esta cobertura.':
    'O meio de transporte ({transporte}) não é permitido para esta cobertura.',
  'La suma asegurada supera el límite de {moneda} {monto} para transporte {transporte}.':
    'A importância segurada ultrapassa o limite de {moneda} {monto} para transporte {transporte}.',
  'El tipo de operación ({operacion}) no está permitido para esta cobertura.':
    'O tipo de operação ({operacion}) não é permitido para esta cobertura.',
  'En importación el país de destino debe ser el de la póliza ({pais}).':
    'Na importação o país de destino deve ser o da apólice ({pais}).',
  'En exportación el país de origen debe ser el de la póliza ({pais}).':
    'Na exportação o país de origem deve ser o da apólice ({pais}).',
  'En tránsito nacional el origen y el destino deben ser el país de la póliza ({pais}).':
    'Em trânsito nacional a origem e o destino devem ser o país da apólice ({pais}).',
  'En importación o exportación el país de destino no puede ser igual al de origen.':
    'Na importação ou exportação o país de destino não pode ser igual ao de origem.',
  'Esta cobertura no admite mercadería usada.': 'Esta cobertura não admite mercadoria usada.',
  'La fecha de salida es anterior a hoy: la cobertura no admite salidas retroactivas.':
    'A data de saída é anterior a hoje: a cobertura não admite saídas retroativas.',
  // Specific trips: the masters.
  'Cada moneda aceptada necesita su derecho de emisión': 'Cada moeda aceita precisa de seu custo de emissão',
  'El recargo administrativo predeterminado debe estar dentro del rango':
    'O adicional administrativo padrão deve estar dentro da faixa',
  'La cobertura necesita al menos una regla base que aplique siempre':
    'A cobertura precisa de pelo menos uma regra base que se aplique sempre',
  'Un factor no puede ser negativo': 'Um fator não pode ser negativo',
  'Un porcentaje no puede ser menor a -100': 'Um percentual não pode ser menor que -100',
  'Un rango necesita desde o hasta': 'Uma faixa precisa de início ou fim',
  'Una tasa no puede ser negativa': 'Uma taxa não pode ser negativa',
  'desde debe ser menor que hasta': 'o início deve ser menor que o fim',

  // Both quoters: the request's commercial and payment terms.
  'El recargo administrativo no es editable en este portal': 'O adicional administrativo não é editável neste portal',
  'El recargo administrativo debe estar entre {minimo} % y {maximo} %':
    'O adicional administrativo deve estar entre {minimo} % e {maximo} %',
  'La comisión del productor no es editable en este portal': 'A comissão do corretor não é editável neste portal',
  'La comisión del productor debe estar entre {minimo} % y {maximo} %':
    'A comissão do corretor deve estar entre {minimo} % e {maximo} %',
  'El descuento comercial debe estar entre 0 % y {maximo} % (la comisión del productor)':
    'O desconto comercial deve estar entre 0 % e {maximo} % (a comissão do corretor)',
  'La forma de pago no está habilitada': 'A forma de pagamento não está habilitada',
  'La forma de pago no está habilitada por la aseguradora': 'A forma de pagamento não está habilitada pela seguradora',
  'Sólo se puede pagar en cuotas con tarjeta de crédito': 'Só é possível pagar em parcelas com cartão de crédito',
  'Cantidad de cuotas no permitida (permitidas: {permitidas})': 'Quantidade de parcelas não permitida (permitidas: {permitidas})',
  'La condición fiscal no corresponde al país de la póliza': 'A condição fiscal não corresponde ao país da apólice',
  'Cada año va una sola vez': 'Cada ano aparece uma única vez',

  // Specific trips: the imaginary profit.
  'El beneficio imaginario no puede ser negativo': 'O lucro esperado não pode ser negativo',
  'El beneficio imaginario no puede superar el {maximo} %': 'O lucro esperado não pode ultrapassar {maximo} %',

  // Declarations: the payment against the invoice.
  'Los comprobantes suman ahora {pagado}, no {antes}: revisalos y volvé a confirmar.':
    'Os comprovantes somam agora {pagado}, não {antes}: revise-os e confirme novamente.',
  'Los comprobantes suman {pagado} y la factura {factura}: faltan {faltante}. Indicá si condonás la diferencia (con un motivo) o dejás el saldo abierto.':
    'Os comprovantes somam {pagado} e a fatura {factura}: faltam {faltante}. Indique se perdoa a diferença (com um motivo) ou deixa o saldo em aberto.',
  'No hay comprobantes nuevos para verificar.': 'Não há comprovantes novos para verificar.',
} satisfies Record<string, string>;
