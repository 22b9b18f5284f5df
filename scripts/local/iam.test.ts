import { describe, expect, it } from 'vitest';
import { checkAwsCall } from '#lib/aws/clients.ts';
import { runInvocation } from '#lib/aws/context.ts';
import { AccessDenied, enforceGrantsLocally } from './iam.ts';

describe('local grant check', () => {
  enforceGrantsLocally();
  const inside = (access: Parameters<typeof runInvocation>[1], call: () => void) =>
    runInvocation('prueba', access, async () => call());

  it('lets a signed-in operation read the table (the principal) and refuses a write it did not declare', async () => {
    await expect(
      inside({ callers: ['user'], uses: [] }, () => checkAwsCall('dynamodb', 'BatchGetItemCommand')),
    ).resolves.toBeUndefined();
    await expect(
      inside({ callers: ['user'], uses: [] }, () => checkAwsCall('dynamodb', 'PutItemCommand')),
    ).rejects.toBeInstanceOf(AccessDenied);
  });

  it('checks each part of a transaction', async () => {
    const tx = { TransactItems: [{ Put: {} }, { Delete: {} }] };
    await expect(
      inside({ callers: ['user'], uses: ['table:write'] }, () => checkAwsCall('dynamodb', 'TransactWriteItemsCommand', tx)),
    ).resolves.toBeUndefined();
    await expect(
      inside({ callers: ['public'], uses: ['table:read'] }, () => checkAwsCall('dynamodb', 'TransactWriteItemsCommand', tx)),
    ).rejects.toThrow(/dynamodb:PutItem, dynamodb:DeleteItem/);
  });

  it('refuses what the outside-service simulators would need a grant for', async () => {
    await expect(
      inside({ callers: ['user'], uses: ['table:write'] }, () => checkAwsCall('events', 'PutEventsCommand')),
    ).rejects.toThrow(/events:PutEvents/);
    await expect(
      inside({ callers: ['user'], uses: ['mail:send'] }, () => checkAwsCall('ses', 'SendEmailCommand')),
    ).resolves.toBeUndefined();
  });

  it('does not judge calls made outside a function (seeding, scripts)', () => {
    expect(() => checkAwsCall('dynamodb', 'DeleteItemCommand')).not.toThrow();
  });
});
