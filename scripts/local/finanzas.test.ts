import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colaFinanzasLocal } from './finanzas.ts';

describe("finance's local queue", () => {
  it('keeps the declarations’ events, one message per line, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finanzas-'));
    const avisos: string[] = [];
    const regla = colaFinanzasLocal(dir, (l) => avisos.push(l));
    const time = '2026-11-24T03:00:00.000Z';
    regla({
      source: 'portal-carga',
      detailType: 'DeclaracionPagada',
      detail: { tenant: 'cargosur', declaracion: { id: '2026-10-v-10-840' } },
      time,
    });
    regla({ source: 'portal-carga', detailType: 'CertificadoEmitido', detail: { tenant: 'cargosur' }, time });
    const lineas = fs
      .readFileSync(path.join(dir, 'cola.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lineas).toEqual([
      expect.objectContaining({ 'detail-type': 'DeclaracionPagada', detail: expect.objectContaining({ tenant: 'cargosur' }) }),
    ]);
    expect(avisos).toEqual(['Finanzas ← DeclaracionPagada 2026-10-v-10-840 (cargosur)']);
  });
});
