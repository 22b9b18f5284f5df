import type { Metrica } from '#shared/contract/metricas.ts';

/** Structured JSON log lines: CloudWatch Logs Insights (and a local `jq`) can query every field. */
export type LogFields = Record<string, unknown>;

/**
 * The embedded metric format (EMF) members that make CloudWatch Logs count this line as one point of
 * `metric` in METRICS_NAMESPACE (the stage's, set by the infra): a metric with no SDK call, no flush
 * and nothing to load at init. No namespace (locally) writes the line alone.
 */
const emf = (metric: Metrica | undefined): LogFields => {
  const namespace = process.env.METRICS_NAMESPACE;
  if (!metric || !namespace) return {};
  return {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: metric, Unit: 'Count' }] }],
    },
    [metric]: 1,
  };
};

const write = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields, metric?: Metrica) => {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields, ...emf(metric) });
  if (level === 'error') console.error(line);
  else console.log(line);
};

export const log = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  /** `metric`: the line also counts as one point of that metric (an alarm can watch it). */
  error: (message: string, fields: LogFields = {}, metric?: Metrica) => write('error', message, fields, metric),
};
