import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/** BatchWriteItem's limit. */
export const BATCH_SIZE = 25;

/** Splits a list into consecutive groups of at most `size`. */
export const chunks = <T>(list: readonly T[], size: number): T[][] => {
  if (!(size >= 1)) throw new Error(`chunk size must be >= 1, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Backoff before retrying what a batch left unprocessed: 50 ms doubling up to 2 s. */
export const backoffMs = (attempt: number): number => Math.min(2_000, 50 * 2 ** Math.max(0, attempt - 1));

/**
 * Puts whole stored items with BatchWriteItem, 25 per call, `writers` calls in flight, and retries the
 * items DynamoDB answers as unprocessed until none is left. Plain puts: writing an item again writes
 * the same item, so an interrupted load resumes by writing again from its last confirmed position.
 */
export class BatchWriter {
  private readonly client: DynamoDBDocumentClient;

  constructor(
    private readonly table: string,
    private readonly writers = 4,
  ) {
    this.client = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 10 }), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }

  private async batch(items: Item[]): Promise<void> {
    let pending = items.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 20) throw new Error(`DynamoDB dejó ${pending.length} ítems sin procesar después de 20 reintentos`);
      if (attempt) await new Promise((r) => setTimeout(r, backoffMs(attempt)));
      const out = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
      pending = (out.UnprocessedItems?.[this.table] ?? []) as typeof pending;
    }
  }

  /** Writes every item; resolves when all are stored. */
  async write(items: Item[]): Promise<void> {
    const queue = chunks(items, BATCH_SIZE);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(this.writers, queue.length) }, async () => {
        while (next < queue.length) await this.batch(queue[next++]!);
      }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
