import { metricsNamespace } from '#shared/contract/metricas.ts';
import type { PortalResources } from './grants.ts';

/** Environment every handler gets: names of the shared resources (see functions/lib). */
export const functionEnvironment = (
  res: PortalResources & { stage: string; userPoolClientId: string; mailFrom: string; publicUrlTemplate: string },
): Record<string, string> => ({
  TABLE_NAME: res.table.tableName,
  BUCKET_NAME: res.bucket.bucketName,
  USER_POOL_ID: res.userPool.userPoolId,
  USER_POOL_CLIENT_ID: res.userPoolClientId,
  EVENT_BUS_NAME: res.bus.eventBusName,
  MAIL_FROM: res.mailFrom,
  // Links in e-mails and the QR of issued certificates point at the tenant's own subdomain.
  PUBLIC_URL_TEMPLATE: res.publicUrlTemplate,
  // The portal's own metrics (EMF log lines) go to the stage's namespace, where its alarms read them.
  METRICS_NAMESPACE: metricsNamespace(res.stage),
});
