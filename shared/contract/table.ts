/**
 * The single table's layout, shared by the CDK data stack, the local provisioning and the entity
 * model: keys `pk`/`sk`, eight generic secondary indexes `gsiNpk`/`gsiNsk` that the entities
 * overload with their access patterns, each projecting only the keys and the list row.
 */
export const TABLE_INDEXES = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7', 'gsi8'] as const;
export type TableIndex = (typeof TABLE_INDEXES)[number];

/** The attribute every secondary index projects besides the keys: an entity's list row. */
export const ROW_ATTRIBUTE = 'fila';

/** Expiry in epoch seconds for the TTL of short-lived items (idempotency records, rate limits). */
export const TTL_ATTRIBUTE = 'expiraEn';

/** The table's partition key attribute: what `dynamodb:LeadingKeys` conditions read. */
export const PARTITION_KEY = 'pk';

/** Between the parts of a key: `<tenant>#<label>#<value>...` (functions/lib/data/model/keys.ts). */
export const KEY_SEPARATOR = '#';

/**
 * The label of a public client's request counter (the `Limite` entity): the only items a
 * rate-limited public operation writes for its limit, so its grant names them by this label.
 */
export const RATE_LIMIT_LABEL = 'limite';
