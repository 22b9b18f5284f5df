import { inject } from 'vitest';
import { api } from './helpers.ts';

/** What the simulated receiver kept of a delivery (scripts/local/receptor.ts). */
export interface Recibido {
  recibido: string;
  cabeceras: Record<string, string>;
  cuerpo: string;
}

export const registrar = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', '/v1/integraciones/webhooks', { token, empresaId: 10, headers, body });

/** Tomorrow in the business zone (UTC-3): a departure that needs no approval. */
const manana = () => new Date(Date.now() - 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

/**
 * A cargo certificate of the demo's broker (company 10, the issuer) under the demo policy of insurer
 * 1, saved and issued: its CertificadoEmitido names companies 10 and 1.
 */
export const emitirCertificadoCarga = async (productor: string): Promise<{ id: number; nroCertificado: string }> => {
  const guardado = await api('POST', '/v1/certificados', {
    token: productor,
    body: {
      clienteId: 7,
      polizaId: 1,
      valor: 20_000,
      beneficioImaginario: 10,
      transporteIds: [1],
      mercaderiaId: 3,
      origenId: 32,
      destinoId: 76,
      fechaSalida: manana(),
    },
  });
  if (guardado.status !== 201) throw new Error(`guardar: ${guardado.status} ${JSON.stringify(guardado.body)}`);
  const emitido = await api('POST', `/v1/certificados/${guardado.body.id}/emision`, { token: productor });
  if (emitido.status !== 200) throw new Error(`emitir: ${emitido.status} ${JSON.stringify(emitido.body)}`);
  return { id: guardado.body.id, nroCertificado: emitido.body.nroCertificado };
};

export const recibidos = async (nombre: string): Promise<Recibido[]> => {
  const res = await fetch(`http://127.0.0.1:${inject('apiPort')}/_receptor/${nombre}`);
  return (await res.json()) as Recibido[];
};

/** What the receiver got once `listo` holds (the event goes through the bus and the queue, apart from the request). */
export const esperarEntregas = async (
  nombre: string,
  listo: (r: Recibido[]) => boolean,
  plazoMs = 20_000,
): Promise<Recibido[]> => {
  const hasta = Date.now() + plazoMs;
  for (;;) {
    const r = await recibidos(nombre);
    if (listo(r)) return r;
    if (Date.now() > hasta) throw new Error(`${nombre}: ${r.length} entregas, no las esperadas`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
};

interface EntregaVista {
  id: string;
  estado: string;
  intentos: number;
  carga: string;
  proximoIntento: string | null;
  historial: { fecha: string; codigo: number | null; error: string | null }[];
}

/** An endpoint's delivery once `lista` holds (the worker records the answer just after the receiver has it). */
export const esperarEnRegistro = async (
  token: string,
  endpointId: string,
  lista: (e: EntregaVista) => boolean,
  plazoMs = 20_000,
): Promise<EntregaVista> => {
  const hasta = Date.now() + plazoMs;
  for (;;) {
    const res = await api('GET', `/v1/integraciones/webhooks/${endpointId}/entregas?size=50`, { token, empresaId: 10 });
    const e = (res.body.data as EntregaVista[]).find(lista);
    if (e) return e;
    if (Date.now() > hasta) throw new Error(`${endpointId}: ninguna entrega como la esperada`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
};
