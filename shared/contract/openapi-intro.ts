import type { Locale } from '../tenants/tenant.ts';
import { HORAS_IDEMPOTENCIA } from './idempotencia.ts';
import { MINUTOS_TOKEN } from '../auth/maquinas.ts';
import { TOLERANCIA_S } from '../webhooks/cabecera.ts';
import { VENTANA_REINTENTOS_S } from '../webhooks/reintentos.ts';

/**
 * The OpenAPI document's introduction (Markdown, rendered by /desarrolladores): how to call the API.
 * Each paragraph states what the handler stack does today (functions/lib/http, functions/lib/idempotency);
 * the key's alphabet and lifetime come from the code's own constants. One text per locale: a pt-BR
 * tenant's partners read it in Portuguese, and the operations' summaries too (openapi-resumenes.ts).
 */
const ES = `
La API del portal: la misma que usan sus pantallas. Cada operación dice quién la llama, qué permiso pide
y qué errores contesta.

## Autenticación

- **Usuarios del portal y sesiones de partners**: \`Authorization: Bearer <ID token>\` del user pool de
  Cognito del portal. El tenant y el usuario salen del token verificado, nunca del cuerpo ni de la URL.
  \`x-empresa-id\` elige con cuál de sus empresas trabaja el usuario (sin él, la primera).
- **Operaciones públicas** (\`/v1/publico/…\` y \`/v1/checkout/…\`: verificación, aviso de siniestro,
  checkout): la clave pública del sitio en \`x-api-key\`; el tenant sale del nombre del host. Tienen un
  límite de solicitudes por minuto por IP (429 con \`Retry-After\`). La notificación de la billetera
  no lleva la clave: se verifica su firma.
- **Sistemas de transporte** (\`/maquinas/v1/…\`, etiqueta \`maquinas\`): un administrador de la empresa
  crea el cliente del sistema en /desarrolladores y copia su client id y su secreto (se muestran una
  sola vez). El sistema pide un token de acceso con OAuth2 client credentials (\`grant_type=client_credentials\`,
  client id y secreto en \`Authorization: Basic\`) y llama con \`Authorization: Bearer <token>\`. El token
  dura ${MINUTOS_TOKEN} minutos; la empresa y el rol salen del cliente, nunca de una cabecera. Cada operación
  pide un alcance (\`portal-carga/cotizar\`, \`emitir\`, \`consultar\`, \`siniestros\`), y el cliente tiene su
  cuota de solicitudes por minuto (429). Sin token, 401; un token que no es de un cliente vigente, 403.

## Idempotencia

Las operaciones que crean o cambian el estado de algo aceptan \`Idempotency-Key\` (8 a 100 letras,
dígitos, \`_\` o \`-\`). Un reintento con la misma clave y el mismo cuerpo, dentro de ${HORAS_IDEMPOTENCIA} horas, contesta
el primer resultado sin crear otro; la misma clave con otro cuerpo contesta 422; mientras la primera
solicitud se procesa, 409. La clave vale para quien la mandó: otro usuario puede usar la misma sin
cruzarse.

## Errores

Toda respuesta de error es JSON: \`message\` (en español, para mostrar), \`errors\` (una entrada por
campo: \`path\` como \`body.fechaSalida\` y su \`message\`) y \`requestId\` (citalo a soporte). Un 404
no distingue entre lo que no existe y lo que no es tuyo.

## Listas

Las listas se leen por páginas: \`size\` y el \`cursor\` opaco que contestó la página anterior en
\`meta.nextCursor\` (\`null\` en la última). \`meta.total\` trae el total cuando un contador lo conoce.

## Webhooks

Un administrador de la empresa registra en /desarrolladores sus endpoints HTTPS y los eventos que quiere
(\`certificado.emitido\`, \`certificado.dado_de_baja\`, \`declaracion.en_borrador\` —sus certificados quedan
declarados—, \`declaracion.facturada\`, \`declaracion.pagada\`, \`siniestro.estado_cambiado\`,
\`custodia.contratada\`). Cada entrega es un \`POST\` JSON \`{ id, tipo, creado, datos }\` con ids, números
y estados (el detalle se lee con la API) y la cabecera \`Portal-Firma: t=<unix>,v1=<hex>\`: el HMAC-SHA256,
con el secreto del endpoint, de \`<t>.<cuerpo crudo>\`. Verifique la firma comparando en tiempo constante y
rechace un \`t\` a más de ${TOLERANCIA_S / 60} minutos de su reloj; durante una rotación llegan dos \`v1\` y
vale cualquiera. Conteste 2xx en 5 segundos: si no, se reintenta con espera exponencial durante
${VENTANA_REINTENTOS_S / 3600} horas y después queda fallida (se puede reenviar desde el registro de entregas).
El \`id\` es el mismo en cada reintento: úselo para procesar cada evento una vez.
`.trim();

const PT = `
A API do portal: a mesma que suas telas usam. Cada operação diz quem a chama, que permissão exige e
que erros responde.

## Autenticação

- **Usuários do portal e sessões de parceiros**: \`Authorization: Bearer <ID token>\` do user pool do
  Cognito do portal. O tenant e o usuário saem do token verificado, nunca do corpo nem da URL.
  \`x-empresa-id\` escolhe com qual das suas empresas o usuário trabalha (sem ele, a primeira).
- **Operações públicas** (\`/v1/publico/…\` e \`/v1/checkout/…\`: verificação, aviso de sinistro,
  checkout): a chave pública do site em \`x-api-key\`; o tenant sai do nome do host. Têm um limite de
  solicitações por minuto por IP (429 com \`Retry-After\`). A notificação da carteira não leva a chave:
  sua assinatura é verificada.
- **Sistemas de transporte** (\`/maquinas/v1/…\`, etiqueta \`maquinas\`): um administrador da empresa
  cria o cliente do sistema em /desarrolladores e copia seu client id e seu segredo (exibidos uma única
  vez). O sistema pede um token de acesso com OAuth2 client credentials (\`grant_type=client_credentials\`,
  client id e segredo em \`Authorization: Basic\`) e chama com \`Authorization: Bearer <token>\`. O token
  dura ${MINUTOS_TOKEN} minutos; a empresa e o papel saem do cliente, nunca de um cabeçalho. Cada operação
  exige um escopo (\`portal-carga/cotizar\`, \`emitir\`, \`consultar\`, \`siniestros\`), e o cliente tem sua
  cota de solicitações por minuto (429). Sem token, 401; um token que não é de um cliente vigente, 403.

## Idempotência

As operações que criam ou mudam o estado de algo aceitam \`Idempotency-Key\` (8 a 100 letras, dígitos,
\`_\` ou \`-\`). Uma nova tentativa com a mesma chave e o mesmo corpo, dentro de ${HORAS_IDEMPOTENCIA} horas, responde o
primeiro resultado sem criar outro; a mesma chave com outro corpo responde 422; enquanto a primeira
solicitação é processada, 409. A chave vale para quem a enviou: outro usuário pode usar a mesma sem
se cruzar.

## Erros

Toda resposta de erro é JSON: \`message\` (em espanhol, para mostrar), \`errors\` (uma entrada por campo: \`path\`
como \`body.fechaSalida\` e sua \`message\`) e \`requestId\` (cite-o ao suporte). Um 404 não distingue
entre o que não existe e o que não é seu.

## Listas

As listas são lidas por páginas: \`size\` e o \`cursor\` opaco que a página anterior respondeu em
\`meta.nextCursor\` (\`null\` na última). \`meta.total\` traz o total quando um contador o conhece.

## Webhooks

Um administrador da empresa cadastra em /desarrolladores seus endpoints HTTPS e os eventos que quer
(\`certificado.emitido\`, \`certificado.dado_de_baja\`, \`declaracion.en_borrador\` —seus certificados ficam
declarados—, \`declaracion.facturada\`, \`declaracion.pagada\`, \`siniestro.estado_cambiado\`,
\`custodia.contratada\`). Cada entrega é um \`POST\` JSON \`{ id, tipo, creado, datos }\` com ids, números
e status (o detalhe é lido com a API) e o cabeçalho \`Portal-Firma: t=<unix>,v1=<hex>\`: o HMAC-SHA256,
com o segredo do endpoint, de \`<t>.<corpo cru>\`. Verifique a assinatura comparando em tempo constante e
rejeite um \`t\` a mais de ${TOLERANCIA_S / 60} minutos do seu relógio; durante uma rotação chegam dois \`v1\` e
vale qualquer um. Responda 2xx em 5 segundos: senão, tenta-se de novo com espera exponencial durante
${VENTANA_REINTENTOS_S / 3600} horas e depois fica com falha (pode ser reenviada do registro de entregas).
O \`id\` é o mesmo em cada nova tentativa: use-o para processar cada evento uma vez.
`.trim();

export const INTRODUCCION_API: Record<Locale, string> = { 'es-AR': ES, 'pt-BR': PT };
