import http from 'node:http';
import { vencida } from '#shared/checkout/intencion.ts';
import { FIRMA_HEADER, firmar } from '#lib/ports/billetera/firma.ts';
import { guardarIntencionSimulada, leerIntencionSimulada, type IntencionSimulada } from '#lib/ports/billetera/local.ts';
import { LOOPBACK } from './config.ts';

export const BILLETERA_PATH = '/_billetera';

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pesos = (n: number) => n.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const pagina = (titulo: string, cuerpo: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapar(titulo)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6fb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:16px;padding:32px;box-shadow:0 8px 30px #0002;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.precio{font-size:32px;font-weight:800;margin:16px 0}.dim{color:#667}
form{display:inline}button{font-size:16px;border:0;border-radius:8px;padding:12px 20px;margin:8px 8px 0 0;cursor:pointer}
.ok{background:#1f9d55;color:#fff}.no{background:#e2e8f0}</style></head>
<body><main><p class="dim">Billetera simulada (local)</p>${cuerpo}</main></body></html>`;

/** Posts the signed notification to the portal, as the provider does (a *.localhost host goes to loopback). */
const avisar = async (i: IntencionSimulada, status: 'APPROVED' | 'REJECTED') => {
  const url = new URL(i.webhookUrl);
  const cuerpo = JSON.stringify({ id: i.id, externalIntentionId: i.externalIntentionId, status });
  const secreto = process.env.WALLET_WEBHOOK_SECRET ?? '';
  await new Promise<void>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname === 'localhost' || url.hostname.endsWith('.localhost') ? LOOPBACK : url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/json', [FIRMA_HEADER]: firmar(secreto, cuerpo) },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`webhook: HTTP ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(cuerpo);
  });
};

/**
 * The wallet's payment page, served by the local portal at /_billetera/{intention}: the amount and
 * two buttons. Approving or rejecting records the outcome and notifies the portal's webhook, signed.
 * Answers false for any other path.
 */
export const billeteraSimulada = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
  const m = new RegExp(`^${BILLETERA_PATH}/([0-9a-f-]{36})(?:/(aprobar|rechazar))?$`).exec(
    new URL(req.url ?? '/', 'http://x').pathname,
  );
  if (!m) return false;
  const i = leerIntencionSimulada(m[1]!);
  const html = (status: number, titulo: string, cuerpo: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(pagina(titulo, cuerpo));
  if (!i) return (html(404, 'No encontrada', '<h1>La intención de pago no existe</h1>'), true);
  const abierta = i.estado === 'pendiente' && !vencida(i, new Date());
  if (req.method === 'POST' && m[2]) {
    if (!abierta) return (html(409, 'Cerrada', '<h1>Esta intención de pago ya no se puede pagar</h1>'), true);
    const status = m[2] === 'aprobar' ? 'APPROVED' : 'REJECTED';
    guardarIntencionSimulada({ ...i, estado: status === 'APPROVED' ? 'aprobada' : 'rechazada' });
    await avisar(i, status);
    return (
      html(
        200,
        'Listo',
        `<h1 data-testid="billetera-resultado">${status === 'APPROVED' ? 'Pago aprobado' : 'Pago rechazado'}</h1><p>Ya podés volver al portal.</p>`,
      ),
      true
    );
  }
  const botones = abierta
    ? `<form method="post" action="${BILLETERA_PATH}/${i.id}/aprobar"><button class="ok" data-testid="billetera-aprobar">Aprobar pago</button></form>
       <form method="post" action="${BILLETERA_PATH}/${i.id}/rechazar"><button class="no" data-testid="billetera-rechazar">Rechazar</button></form>`
    : `<p>Estado: ${escapar(i.estado === 'pendiente' ? 'vencida' : i.estado)}</p>`;
  return (
    html(
      200,
      i.productName,
      `<h1>${escapar(i.productName)}</h1><p class="dim">${escapar(i.message)}</p>
       <p class="precio">${escapar(i.currency)} ${pesos(i.price)}</p>${botones}`,
    ),
    true
  );
};
