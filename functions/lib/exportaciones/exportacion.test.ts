import { describe, expect, it } from 'vitest';
import { ERROR_EXPORTACION } from '#shared/contract/schemas/exportacion.ts';
import type { ExportacionItem } from '../data/exportaciones.ts';
import { PENDIENTE_MAX_MS, vistaExportacion } from './exportacion.ts';

const CREADA = Date.parse('2026-11-27T12:00:00.000Z');
const pendiente: ExportacionItem = {
  usuarioId: 7,
  id: 'e-1',
  pedido: { tipo: 'saldos', clientes: [20] },
  estado: 'pendiente',
  nombreArchivo: 'saldos.xlsx',
  creada: new Date(CREADA).toISOString(),
  expiraEn: CREADA / 1000 + 86_400,
};

describe('an export as its owner sees it', () => {
  it('stays pending while its worker may still be at it, and reads as failed once it cannot be', async () => {
    expect(await vistaExportacion(pendiente, CREADA + PENDIENTE_MAX_MS)).toEqual({ id: 'e-1', estado: 'pendiente' });
    expect(await vistaExportacion(pendiente, CREADA + PENDIENTE_MAX_MS + 1)).toEqual({
      id: 'e-1',
      estado: 'fallida',
      mensaje: ERROR_EXPORTACION,
    });
  });

  it('a failed one says the spec’s message; a ready one never shows its key, only a link', async () => {
    expect(await vistaExportacion({ ...pendiente, estado: 'fallida' }, CREADA)).toEqual({
      id: 'e-1',
      estado: 'fallida',
      mensaje: ERROR_EXPORTACION,
    });
    Object.assign(process.env, {
      BUCKET_NAME: 'archivos',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'a',
      AWS_SECRET_ACCESS_KEY: 'b',
    });
    const lista = await vistaExportacion(
      { ...pendiente, estado: 'lista', key: 'uploads-pendientes/cargosur/exportaciones/x.xlsx' },
      CREADA,
    );
    expect(Object.keys(lista).sort()).toEqual(['estado', 'id', 'url']);
    expect(new URL(lista.url!).searchParams.get('X-Amz-Expires')).toBe('300');
  });
});
