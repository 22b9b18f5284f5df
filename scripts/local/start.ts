import { findTenant } from '#shared/tenants/tenants.ts';
import { enlaceEmbarcacionDemo } from './embarcacion-demo.ts';
import { enlacesSsoDemo } from './sso-demo.ts';
import { RECEPTOR_PATH } from './receptor.ts';
import { DATA_DIR, DEMO_PASSWORD, defaultPorts } from './config.ts';
import { startStack, type Stack } from './stack.ts';

let stack: Stack | undefined;
let stopping = false;

/**
 * Stops everything and exits. Before the stack is up there is nothing of ours to stop in order: the
 * emulators already started follow this process out through their guard (emulators.ts).
 */
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo...');
  setTimeout(() => process.exit(code), 10_000).unref();
  await stack?.stop();
  process.exit(code);
};
// SIGTERM is what timeout, process managers and CI runners send; SIGHUP, a closed terminal.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());

// npm runs this script with exec, so the parent is npm itself; if it dies without passing a signal
// on (SIGKILL), this process is re-parented and stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown();
}, 1000).unref();

/** `npm start`: the whole portal on loopback, with persistent data under .local-data/. */
const main = async () => {
  const started = Date.now();
  const webMode = process.env.WEB_MODE === 'dist' ? 'dist' : 'dev';
  console.log('Iniciando el portal local (DynamoDB, S3, Cognito, API, planificador y SPA)...');
  stack = await startStack({
    ports: defaultPorts(),
    dataDir: DATA_DIR,
    persistent: true,
    web: webMode,
    scheduler: true,
    seed: true,
  });

  const byTenant = new Map<string, typeof stack.logins>();
  for (const login of stack.logins) byTenant.set(login.tenant, [...(byTenant.get(login.tenant) ?? []), login]);
  console.log(`\nPortal listo en ${((Date.now() - started) / 1000).toFixed(1)} s. Datos en ${DATA_DIR}\n`);
  for (const [tenant, logins] of byTenant) {
    console.log(`  ${stack.url(tenant)}`);
    for (const l of logins) console.log(`      ${l.rol.padEnd(15)} ${l.email.padEnd(32)} ${l.password}`);
  }
  const cargosur = findTenant('cargosur');
  if (cargosur)
    console.log(`\nCheckout de un seguro de embarcación (pago con la billetera simulada): ${enlaceEmbarcacionDemo(cargosur)}`);
  // A partner's users enter with its signed assertion, never a portal password (record 0160).
  console.log('');
  for (const enlace of await enlacesSsoDemo(stack.url)) console.log(enlace);
  console.log('Enlaces nuevos: npm run sso:enlaces');
  console.log(`\nContraseña de los usuarios demo: ${DEMO_PASSWORD} ('primer ingreso' pide cambiarla).`);
  console.log(`Correos enviados (avisos del portal e invitaciones con la contraseña temporal): ${process.env.MAIL_OUTBOX_DIR}`);
  console.log(`Eventos de dominio publicados: ${process.env.EVENTS_LOCAL_DIR}/eventos.jsonl`);
  console.log(`Cola de finanzas (eventos de declaraciones): ${process.env.FINANZAS_LOCAL_DIR}/cola.jsonl`);
  console.log(
    `Webhooks: registrá en /desarrolladores ${stack.url()}${RECEPTOR_PATH}/mi-sistema (falla-… contesta 500); lo recibido en ${process.env.WEBHOOKS_RECEPTOR_DIR}`,
  );
  console.log('Ctrl+C para detener. npm run reset borra los datos locales.\n');
};

main().catch((err: unknown) => {
  console.error(`\nNo se pudo iniciar el portal: ${err instanceof Error ? err.message : String(err)}`);
  // The emulators already started follow this process out through their guard.
  process.exit(1);
});
