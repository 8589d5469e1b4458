/**
 * `npm start`: the portal, the reference API and the local identity provider at
 * https://localhost:5443 (PORT to change it), with an embedded database seeded on first start.
 */
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config';
import { demoAccounts } from './seed/demoAccounts';
import { startStack } from './stack';

const dev = process.argv.includes('--dev');
const stack = await startStack({
  config: readServerConfig(),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 5443),
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
if (stack.seeded) console.log('Base de datos nueva: datos de demostración cargados.');
console.log('\nCuentas de demostración (contraseña Demo1234!):');
for (const account of demoAccounts)
  console.log(`  ${account.email.padEnd(22)} ${roles[account.role] ?? account.role}`);
console.log('\nEl certificado HTTPS es local y autofirmado: véase README, "Trusting the local certificate".');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.close().then(() => process.exit(0));
  });
}
