import { DATA_DIR, DEMO_PASSWORD, defaultPorts } from './config.ts';
import { startStack } from './stack.ts';

/** `npm start`: the whole portal on loopback, with persistent data under .local-data/. */
const main = async () => {
  const started = Date.now();
  const webMode = process.env.WEB_MODE === 'dist' ? 'dist' : 'dev';
  console.log('Iniciando el portal local (DynamoDB, S3, Cognito, API, planificador y SPA)...');
  const stack = await startStack({
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
  console.log(`\nContraseña de los usuarios demo: ${DEMO_PASSWORD} ('primer ingreso' pide cambiarla).`);
  console.log(`Correos enviados por el portal: ${process.env.MAIL_OUTBOX_DIR}`);
  console.log(`Invitaciones y códigos de Cognito (contraseñas temporales): ${DATA_DIR}/cognito/cognito.log`);
  console.log(`Eventos de dominio publicados: ${process.env.EVENTS_LOCAL_DIR}/eventos.jsonl`);
  console.log('Ctrl+C para detener. npm run reset borra los datos locales.\n');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nDeteniendo...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((err: unknown) => {
  console.error(`\nNo se pudo iniciar el portal: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
