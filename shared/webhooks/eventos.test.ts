import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '../contract/events.ts';
import esAR from '../i18n/es-AR.json';
import ptBR from '../i18n/pt-BR.json';
import { etiquetaEvento, eventoWebhookDe, EVENTOS_WEBHOOK, IDS_EVENTO_WEBHOOK } from './eventos.ts';

describe('the webhook event catalogue', () => {
  it('backs each id with one distinct domain event and labels it in both languages', () => {
    const dominio = Object.values(EVENTOS_WEBHOOK);
    expect(new Set(dominio).size).toBe(dominio.length);
    for (const id of IDS_EVENTO_WEBHOOK) {
      expect(DOMAIN_EVENTS).toContain(EVENTOS_WEBHOOK[id]);
      expect(eventoWebhookDe(EVENTOS_WEBHOOK[id])).toBe(id);
      expect(esAR).toHaveProperty([etiquetaEvento(id)]);
      expect(ptBR).toHaveProperty([etiquetaEvento(id)]);
    }
    expect(eventoWebhookDe('CotizacionGuardada')).toBeUndefined();
  });
});
