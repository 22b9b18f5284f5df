import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU milliseconds a process has used so far (Linux /proc), or null where that cannot be read. */
const cpuMsOf = (pid: number): number | null => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
};

const commandOf = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * The DynamoDB Local JVM listening on `port`, found by its command line; the guard process that
 * started it (scripts/local/guard.mjs) carries the same arguments, so only the `java` one counts.
 */
const dynamoPid = (port: number): number | null => {
  try {
    const out = execFileSync('pgrep', ['-f', `DynamoDBLocal.jar -port ${port} `], { encoding: 'utf8' });
    const pids = out.trim().split('\n').map(Number);
    return pids.find((pid) => commandOf(pid) === 'java') ?? null;
  } catch {
    return null;
  }
};

export interface CpuSpent {
  /** This process: the local gateway and the handlers it runs. */
  gatewayMs: number;
  /** DynamoDB Local's JVM, when it can be read. */
  dynamoMs: number | null;
}

/** Starts counting the CPU of the gateway (this process) and of DynamoDB Local; call the result to stop. */
export const countCpu = (dynamoPort: number): (() => CpuSpent) => {
  const self = process.cpuUsage();
  const pid = dynamoPid(dynamoPort);
  const dynamo0 = pid ? cpuMsOf(pid) : null;
  return () => {
    const used = process.cpuUsage(self);
    const dynamo1 = pid ? cpuMsOf(pid) : null;
    return {
      gatewayMs: (used.user + used.system) / 1000,
      dynamoMs: dynamo0 !== null && dynamo1 !== null ? dynamo1 - dynamo0 : null,
    };
  };
};
