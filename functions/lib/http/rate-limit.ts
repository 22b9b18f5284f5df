import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { TenantDb } from '../data/model/db.ts';
import { Limite } from '../data/plataforma.ts';
import { header } from '../auth/principal.ts';
import { HttpError } from './errors.ts';

/** The longest textual IPv6 address (an IPv4-mapped one) is 45 characters; zone ids are not client addresses. */
const MAX_IP_LENGTH = 45;
const wellFormedIp = (value: string | undefined): value is string =>
  !!value && value.length <= MAX_IP_LENGTH && !value.includes('%') && isIP(value) !== 0;

/**
 * The client a public request comes from: the viewer IP CloudFront's function writes into x-viewer-ip
 * (API Gateway's own source IP is CloudFront's edge), or else the connection's address. The value
 * becomes part of a key, so only a well-formed IPv4/IPv6 address is taken from the header.
 */
export const clientOf = (event: APIGatewayProxyEventV2): string => {
  const viewer = header(event, 'x-viewer-ip')?.trim();
  if (wellFormedIp(viewer)) return viewer;
  const source = event.requestContext?.http?.sourceIp;
  return wellFormedIp(source) ? source : 'desconocido';
};

/**
 * A fixed one-minute window per client and operation, counted with an atomic ADD on an item that
 * expires by TTL. HTTP APIs have no usage plans, so the per-client limit lives here and is the same
 * in the cloud and behind the local gateway; API Gateway's route throttling stays as a global ceiling.
 */
export const enforceRateLimit = async (db: TenantDb, operacion: string, cliente: string, perMinute: number): Promise<void> => {
  const minuto = Math.floor(Date.now() / 60_000);
  const after = await db.updated<typeof Limite>(
    Limite.update(
      { operacion, cliente, minuto },
      { set: { expiraEn: (minuto + 2) * 60 }, add: { solicitudes: 1 } },
      { upsert: true },
    ),
  );
  if (after.solicitudes > perMinute) throw new HttpError(429, 'Demasiadas solicitudes. Esperá un minuto y volvé a intentar.');
};
