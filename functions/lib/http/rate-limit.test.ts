import { describe, expect, it } from 'vitest';
import { coincide } from '#shared/contract/archivos.ts';
import { rateLimitKeys } from '#shared/contract/grants.ts';
import { TenantDb } from '../data/model/db.ts';
import { Idempotencia, Limite } from '../data/plataforma.ts';

describe('the rate-limit counter and its grant', () => {
  const db = new TenantDb('cargosur');
  const allowed = (pk: string) => rateLimitKeys('verificar-certificado').some((p) => coincide(p, pk));

  it('the counter the model keys is one the operation’s LeadingKeys grant allows', () => {
    const { pk } = db.tableKey(Limite, { operacion: 'verificar-certificado', cliente: '2001:db8::1', minuto: 29_567_001 });
    expect(allowed(pk)).toBe(true);
  });

  it('another operation’s counter, or another item keyed by the same operation, is not', () => {
    expect(allowed(db.tableKey(Limite, { operacion: 'buscar-certificado-publico', cliente: '::1', minuto: 1 }).pk)).toBe(false);
    const idem = db.tableKey(Idempotencia, { operacion: 'verificar-certificado', llamante: 'publico', clave: 'limite' });
    expect(allowed(idem.pk)).toBe(false);
  });
});
