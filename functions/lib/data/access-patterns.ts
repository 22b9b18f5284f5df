import type * as z from 'zod/mini';
import { ROW_ATTRIBUTE, TTL_ATTRIBUTE, type AnyEntity, type KeySpec } from './model/entity.ts';

type Schema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: Schema;
  entries?: Record<string, string>;
  element?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
};
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A short type of an attribute, enums spelled out: what a reader of the table needs to know. */
const describe = (schema: Schema): string => {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return `${describe(def.innerType!)}?`;
    case 'nullable':
      return `${describe(def.innerType!)} \\| null`;
    case 'default':
      return describe(def.innerType!);
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((v) => `'${v}'`)
        .join(' \\| ');
    case 'array':
      return `${describe(def.element!)}[]`;
    case 'union':
      return (def.options ?? []).map(describe).join(' \\| ');
    case 'custom':
      return 'object';
    default:
      return def.type;
  }
};

const attributesOf = (entity: AnyEntity): string =>
  Object.entries(defOf(entity.schema).shape ?? {})
    .map(([name, schema]) => `\`${name}\`: ${describe(schema)}`)
    .join(', ');

const keyText = (entity: AnyEntity, spec: KeySpec<string>, pkLabel: string, part: 'pk' | 'sk'): string => {
  const label = part === 'pk' ? pkLabel : (spec.skLabel ?? entity.name);
  const values = spec[part].map((a) => `{${a}${entity.spec.pad?.[a] ? `:${entity.spec.pad[a]}` : ''}}`);
  return `\`${[part === 'pk' ? 'T' : '', label, ...values].filter(Boolean).join('#')}\``;
};

/** ACCESS-PATTERNS.md, generated from the entity model (`npm run access-patterns`); a unit test keeps it current. */
export const renderAccessPatterns = (entities: readonly AnyEntity[]): string => {
  const out: string[] = [
    '# Access patterns of the single table',
    '',
    'Generated from the entity model (`functions/lib/data/`) by `npm run access-patterns`; do not edit by hand.',
    '',
    '`T` is the tenant: every partition key begins with it, and `TenantDb` (given the tenant once, from the',
    'verified principal, the public host name or a job message) is the only code that builds a key. Numbers',
    'in sort keys are zero-padded (`{id:10}`) so they sort as numbers. Every secondary index projects the',
    `keys and the entity's list row (\`${ROW_ATTRIBUTE}\`); a list reads one page of rows with \`Limit\` and an opaque`,
    'cursor that only the same query (tenant, pattern, partition, condition, order) accepts. Totals come from',
    '`contador` items written in the same transaction as the change. No request scans the table or reads a',
    `whole partition; \`${TTL_ATTRIBUTE}\` is the TTL attribute.`,
    '',
  ];
  for (const e of entities) {
    const s = e.spec;
    out.push(`## ${s.name}`, '', s.description, '');
    out.push(`- Attributes: ${attributesOf(e)}`);
    out.push(`- Key: pk ${keyText(e, s.key, s.key.pkLabel ?? s.name, 'pk')}, sk ${keyText(e, s.key, '', 'sk')}`);
    if (s.counters) out.push('- Counters: every write also adds its contribution to `contador` items, in the same transaction');
    if (s.patchable?.length)
      out.push(`- Changed in place (item and row, conditional on the version): ${s.patchable.map((a) => `\`${a}\``).join(', ')}`);
    out.push(`- Used by: ${s.usedBy}`);
    const indexes = Object.entries(s.indexes ?? {});
    if (indexes.length) {
      out.push('', '| pattern | index | pk | sk | answers |', '| --- | --- | --- | --- | --- |');
      for (const [name, spec] of indexes) {
        out.push(
          `| ${name} | ${spec.index} | ${keyText(e, spec, spec.pkLabel ?? `${s.name}.${name}`, 'pk')} | ${keyText(e, spec, '', 'sk')} | ${spec.description} |`,
        );
      }
    }
    out.push('');
  }
  return out.join('\n');
};
