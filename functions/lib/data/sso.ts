import * as z from 'zod/mini';
import { TOLERANCIA_RELOJ_SEGUNDOS } from '#shared/auth/sso.ts';
import { ConditionFailed } from './model/db.ts';
import type { TenantDb } from './model/db.ts';
import { defineEntity } from './model/entity.ts';

/** A partner assertion already used to sign in: its `jti`, per issuer, kept until it could no longer be valid. */
export const AsercionUsada = defineEntity(
  z.object({ emisor: z.string(), jti: z.string(), usada: z.string(), expiraEn: z.int() }),
)({
  name: 'asercion-sso',
  description: 'El jti de una aserción SSO de un partner que ya abrió una sesión (uso único, TTL).',
  usedBy: 'crear-sesion-sso (¿ya se usó?), el desafío de Cognito verify-auth-challenge (la consume)',
  key: { pk: ['emisor', 'jti'], sk: [] },
});

/** Whether the assertion was already used: the exchange refuses it before provisioning anyone. */
export const asercionUsada = async (db: TenantDb, emisor: string, jti: string): Promise<boolean> =>
  Boolean(await db.get(AsercionUsada, { emisor, jti }, { consistent: true }));

/**
 * Consumes the assertion: a create that fails when its jti is there, so of two concurrent sign-ins
 * with one assertion only one gets a session. Kept (TTL) until after its `exp` plus the clock tolerance.
 */
export const consumirAsercion = async (db: TenantDb, a: { emisor: string; jti: string; exp: number }): Promise<boolean> => {
  try {
    await db.write(
      AsercionUsada.create({
        emisor: a.emisor,
        jti: a.jti,
        usada: new Date().toISOString(),
        expiraEn: a.exp + TOLERANCIA_RELOJ_SEGUNDOS + 60,
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
};
