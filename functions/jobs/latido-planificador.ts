import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#lib/data/client.ts';
import { log } from '#lib/http/logger.ts';

/**
 * Records that the scheduler is alive: one item per day with the last run and the number of runs.
 * Idempotent per run id: EventBridge may deliver an event twice, and the same id is counted once.
 */
export const handler = async (event: { id?: string; time?: string } = {}) => {
  const now = event.time ? new Date(event.time) : new Date();
  const day = now.toISOString().slice(0, 10);
  const runId = event.id ?? now.toISOString();
  try {
    const out = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: '_system#JOB#latido-planificador', sk: `_system#JOB#${day}` },
        UpdateExpression: 'SET ultimaCorrida = :now, ultimoId = :id ADD corridas :one',
        ConditionExpression: 'attribute_not_exists(ultimoId) OR ultimoId <> :id',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':id': runId, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    log.info('job done', { job: 'latido-planificador', day, corridas: out.Attributes?.corridas });
    return { day, corridas: Number(out.Attributes?.corridas) };
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') {
      log.info('job already ran for this event', { job: 'latido-planificador', runId });
      return { day, corridas: null };
    }
    throw err;
  }
};
