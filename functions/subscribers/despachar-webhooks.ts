import { subscriber } from '#lib/subscribers/subscriber.ts';
import { despacharWebhooks } from '#lib/webhooks/despachar.ts';

/** The webhooks' subscriber (SUBSCRIBERS): one delivery per subscribed endpoint, queued for entregar-webhook. */
export const handler = subscriber('despachar-webhooks', despacharWebhooks);
