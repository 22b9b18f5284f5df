import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPublic } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import {
  CORE_RULES_COUNTED,
  groupOf,
  PUBLIC_PATH_GROUPS,
  rateLimitOf,
  webAclRules,
} from '../../infra/constructs/web-acl-rules.ts';

const rules = webAclRules(OPERATIONS);

describe('the web ACL rules', () => {
  it('every public operation falls in exactly one rate-limited path group, and no signed-in one does', () => {
    for (const op of OPERATIONS) {
      const matching = PUBLIC_PATH_GROUPS.filter((g) => groupOf(op.path) === g);
      expect(matching, `${op.id} ${op.path}`).toHaveLength(isPublic(op) ? 1 : 0);
    }
    expect(groupOf('/v1/checkout/webhook')?.name).toBe('webhook');
    expect(groupOf('/v1/checkout/{id}/intencion')?.name).toBe('checkout');
  });

  it('limits one address per group at what the handlers allow it over the window, blocking past it', () => {
    const perMinute = (name: string) =>
      OPERATIONS.filter((op) => isPublic(op) && groupOf(op.path)?.name === name).reduce(
        (t, op) => t + op.rateLimit!.perMinute,
        0,
      );
    for (const group of PUBLIC_PATH_GROUPS) {
      const rule = rules.find((r) => r.name === `limite-${group.name}`)!;
      expect(rule.action).toEqual({ block: {} });
      const statement = rule.statement as {
        rateBasedStatement: { limit: number; aggregateKeyType: string; evaluationWindowSec: number };
      };
      expect(statement.rateBasedStatement).toMatchObject({ aggregateKeyType: 'IP', evaluationWindowSec: 300 });
      expect(statement.rateBasedStatement.limit, group.name).toBe(perMinute(group.name) * 5);
      expect(rateLimitOf(group, OPERATIONS)).toBe(statement.rateBasedStatement.limit);
    }
  });

  it('runs AWS’s core rule set and known bad inputs, the core set counting only the rules it names, each with its reason', () => {
    const managed = rules.filter((r) => (r.statement as any).managedRuleGroupStatement);
    expect(managed.map((r) => (r.statement as any).managedRuleGroupStatement.name)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const [core, badInputs] = managed.map((r) => (r.statement as any).managedRuleGroupStatement);
    expect(core.ruleActionOverrides).toEqual(
      Object.keys(CORE_RULES_COUNTED).map((name) => ({ name, actionToUse: { count: {} } })),
    );
    expect(badInputs.ruleActionOverrides).toBeUndefined();
    for (const reason of Object.values(CORE_RULES_COUNTED)) expect(reason.length).toBeGreaterThan(40);
    expect(new Set(rules.map((r) => r.priority)).size).toBe(rules.length);
  });

  it('a claim notice the contract accepts (an 8,000-character narrative) passes 8 KB, so the core set must not block on body size', () => {
    const denuncia = OPERATIONS.find((op) => op.id === 'denunciar-siniestro-publico')!;
    const relato = 'El camión volcó en la ruta; la mercadería quedó a la intemperie y sufrió daños por agua. '.repeat(100);
    const body = {
      idCertificado: 1,
      numeroCertificado: 'VE-00000001',
      cif: '30-71234567-1',
      contacto: { nombre: 'María Pérez', email: 'maria.perez@cliente.demo', telefono: '+54 11 4444-5555' },
      cobertura: 3,
      fechaOcurrencia: '2026-01-15',
      descripcion: relato.slice(0, 8000).trim(),
      lugarOcurrencia: 'Ruta Nacional 14, km 320, Corrientes',
      ubicacionActualMercaderia: 'Depósito de la transportista en Paso de los Libres',
      montoReclamado: 12_345.67,
      comentarios: 'Adjunto fotos y factura.',
    };
    expect(z.safeParse(denuncia.body!, body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(8192);
    expect(CORE_RULES_COUNTED).toHaveProperty('SizeRestrictions_BODY');
  });
});
