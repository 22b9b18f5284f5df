import { Stack, Token } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Consumer stacks import the table, the files bucket, the providers' secrets and the alarm topic by
 * their (deterministic) physical names instead of through cross-stack references. The IAM policies
 * then contain stable ARNs, which keeps the cdk-nag acknowledgements exact (a cross-stack ARN renders
 * as an opaque Fn::GetStackOutput in the finding id), and the producer stacks stay free of exports.
 * The stack dependency is added explicitly.
 */
export const importTable = (scope: Construct, id: string, table: dynamodb.Table): dynamodb.ITable => {
  const tableName = (table.node.defaultChild as dynamodb.CfnTable).tableName;
  if (!tableName || Token.isUnresolved(tableName)) throw new Error(`${table.node.path} needs a literal tableName`);
  if (Stack.of(scope) !== Stack.of(table)) Stack.of(scope).addStackDependency(Stack.of(table));
  return dynamodb.Table.fromTableAttributes(scope, id, { tableName, grantIndexPermissions: true });
};

export const importBucket = (scope: Construct, id: string, bucket: s3.Bucket): s3.IBucket => {
  // May contain AWS::AccountId / AWS::Region pseudo parameters, which resolve the same in every stack.
  const bucketName = (bucket.node.defaultChild as s3.CfnBucket).bucketName;
  if (!bucketName) throw new Error(`${bucket.node.path} needs an explicit bucketName`);
  if (Stack.of(scope) !== Stack.of(bucket)) Stack.of(scope).addStackDependency(Stack.of(bucket));
  return s3.Bucket.fromBucketName(scope, id, bucketName);
};

export const importSecret = (scope: Construct, id: string, secret: secretsmanager.Secret): secretsmanager.ISecret => {
  const name = (secret.node.defaultChild as secretsmanager.CfnSecret).name;
  if (!name || Token.isUnresolved(name)) throw new Error(`${secret.node.path} needs a literal secretName`);
  if (Stack.of(scope) !== Stack.of(secret)) Stack.of(scope).addStackDependency(Stack.of(secret));
  return secretsmanager.Secret.fromSecretNameV2(scope, id, name);
};

export const importQueue = (scope: Construct, id: string, queue: sqs.Queue): sqs.IQueue => {
  const queueName = (queue.node.defaultChild as sqs.CfnQueue).queueName;
  if (!queueName || Token.isUnresolved(queueName)) throw new Error(`${queue.node.path} needs a literal queueName`);
  if (Stack.of(scope) !== Stack.of(queue)) Stack.of(scope).addStackDependency(Stack.of(queue));
  return sqs.Queue.fromQueueArn(scope, id, Stack.of(scope).formatArn({ service: 'sqs', resource: queueName }));
};

export const importTopic = (scope: Construct, id: string, topic: sns.Topic): sns.ITopic => {
  const topicName = (topic.node.defaultChild as sns.CfnTopic).topicName;
  if (!topicName || Token.isUnresolved(topicName)) throw new Error(`${topic.node.path} needs a literal topicName`);
  if (Stack.of(scope) !== Stack.of(topic)) Stack.of(scope).addStackDependency(Stack.of(topic));
  return sns.Topic.fromTopicArn(scope, id, Stack.of(scope).formatArn({ service: 'sns', resource: topicName }));
};
