/**
 * The fixed demo accounts (docs: architecture.md, "Demo accounts"). Tests and reviewers sign in with
 * them, so e-mails, password, roles and oids never change.
 */

import type { UserRole } from '../generated/roles';

export const demoPassword = 'Demo1234!';

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRole;
  givenName: string;
  familyName: string;
  empresa: string;
  /** The user's id (B2C `oid` claim). */
  oid: string;
}

export const demoAccounts = [
  {
    email: 'cliente@demo.es',
    password: demoPassword,
    role: 0,
    givenName: 'Lucía',
    familyName: 'Martín Ortega',
    empresa: 'Hoteles Costa Azul S.L.',
    oid: '3f9c2a61-7d4e-4b8a-9c15-0a6e2d7b4c01',
  },
  {
    email: 'gestor@demo.es',
    password: demoPassword,
    role: 3,
    givenName: 'Javier',
    familyName: 'Navarro Gil',
    empresa: 'Gestión Ambiental S.A.',
    oid: '8b27d4e3-1c5f-4a96-b0d8-5e3f1a9c7d02',
  },
  {
    email: 'regenera@demo.es',
    password: demoPassword,
    role: 3,
    givenName: 'Rocío',
    familyName: 'Márquez Vega',
    empresa: 'Gestión Ambiental S.A.',
    oid: 'c4e81f07-9a2b-4d3c-8e6f-2b7a0d5e9f03',
  },
  {
    email: 'digital@demo.es',
    password: demoPassword,
    role: 3,
    givenName: 'Pablo',
    familyName: 'Ortega Campos',
    empresa: 'Gestión Ambiental S.A.',
    oid: '5a1d9e2c-6b7f-4e08-a3c4-9d0b8f6e1a04',
  },
  {
    email: 'admin@demo.es',
    password: demoPassword,
    role: 1,
    givenName: 'Elena',
    familyName: 'Serrano Blanco',
    empresa: 'Gestión Ambiental S.A.',
    oid: 'e7b3c5d9-2f4a-4c61-9e8b-7a1c3d5f2b05',
  },
  {
    email: 'superadmin@demo.es',
    password: demoPassword,
    role: 2,
    givenName: 'Fernando',
    familyName: 'Iglesias Soler',
    empresa: 'Gestión Ambiental S.A.',
    oid: '1d6f8a4b-3e9c-4b27-8d5a-6c2e9f0b3a06',
  },
] as const satisfies readonly DemoAccount[];

export type DemoEmail = (typeof demoAccounts)[number]['email'];

export function demoAccount(email: DemoEmail): DemoAccount {
  const account = demoAccounts.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}
