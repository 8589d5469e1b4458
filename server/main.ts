/**
 * `npm start`: the portal, the reference API and the local identity provider at
 * https://localhost:5443 (PORT to change it), with an embedded database seeded on first start.
 */
import { fileURLToPath } from 'node:url';
import { type ListenSettings, readListenSettings, readServerConfig, SettingsError } from './config';
import { demoAccounts } from './seed/demoAccounts';
import { startStack } from './stack';

function listenSettings(): ListenSettings {
  try {
    return readListenSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

const dev = process.argv.includes('--dev');
const listen = listenSettings();
const config = readServerConfig();
const stack = await startStack({
  config,
  host: listen.host,
  port: listen.port,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  dev,
  seedTickets: Number(process.env.SEED_TICKETS ?? 6000),
  today: process.env.SEED_TODAY || undefined,
});

const roles: Record<number, string> = {
  0: 'cliente',
  1: 'administrador',
  2: 'superadministrador',
  3: 'gestor',
};
console.log(`\nPortal Clientes${dev ? ' (desarrollo)' : ''}: ${stack.url}`);
console.log(`Referencia de la API: ${stack.url}api/docs`);
if (listen.network)
  console.warn(
    `\nAviso: escuchando en ${listen.host}:${listen.port}, abierto a otras máquinas (ALLOW_NETWORK=1), ` +
      'con cuentas de demostración de contraseña pública. / Warning: listening on ' +
      `${listen.host}:${listen.port}, open to other machines (ALLOW_NETWORK=1), with demo accounts whose password is public.`,
  );
if (stack.seeded) console.log('Base de datos nueva: datos de demostración cargados.');
if (config.seedDemo) {
  console.log('\nCuentas de demostración (contraseña Demo1234!):');
  for (const account of demoAccounts)
    console.log(`  ${account.email.padEnd(22)} ${roles[account.role] ?? account.role}`);
} else {
  console.log(
    '\nDATABASE_URL sin SEED_DEMO=1: no se cargan datos ni cuentas de demostración en ese servidor.',
  );
}
console.log('\nEl certificado HTTPS es local y autofirmado: véase README, "Trusting the local certificate".');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.close().then(() => process.exit(0));
  });
}
