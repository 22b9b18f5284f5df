/** Structured JSON log lines: CloudWatch Logs Insights (and a local `jq`) can query every field. */
export type LogFields = Record<string, unknown>;

const write = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields) => {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
};

export const log = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};
