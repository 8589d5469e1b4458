/**
 * A step of `npm run codegen`: the roles as the contract declares them once, on its `UserRole`
 * schema (a `oneOf` of each role's `const` and Spanish `title`, and `x-role-groups`: which roles
 * form each group), written for the portal (src/api/generated/roles.ts) and for the reference API
 * (server/generated/roles.ts), which share nothing but the contract. Each group gets its predicate
 * (`admin` → `isAdmin(role)`), so no code compares a role with a number. Each role's Spanish name
 * is in `enumLabels.UserRole` (codegen/jsonSchemas.ts), like every other closed set's.
 *
 * Runs after orval, which cleans both generated folders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface RoleSchema {
  oneOf?: { const?: unknown; title?: unknown }[];
  'x-role-groups'?: Record<string, unknown>;
}

export interface Roles {
  /** Each role's value and Spanish title (checked here; written by codegen/jsonSchemas.ts), in the contract's order. */
  titles: [number, string][];
  /** Each group's roles. */
  groups: Record<string, number[]>;
}

/** The roles and groups the bundled contract declares on `UserRole`. */
export function rolesOf(bundle: { components?: { schemas?: Record<string, unknown> } }): Roles {
  const schema = bundle.components?.schemas?.UserRole as RoleSchema | undefined;
  const titles = (schema?.oneOf ?? []).map((option): [number, string] => {
    if (typeof option.const !== 'number' || typeof option.title !== 'string')
      throw new Error('UserRole: each role is a oneOf entry with a numeric const and a Spanish title');
    return [option.const, option.title];
  });
  if (titles.length === 0) throw new Error('UserRole declares no roles (oneOf of const + title)');
  const values = new Set(titles.map(([value]) => value));
  const groups: Record<string, number[]> = {};
  for (const [name, members] of Object.entries(schema?.['x-role-groups'] ?? {})) {
    if (!Array.isArray(members) || members.some((role) => !values.has(role)))
      throw new Error(`UserRole x-role-groups.${name}: a list of the roles UserRole declares`);
    groups[name] = members as number[];
  }
  return { titles, groups };
}

const predicateOf = (group: string) => `is${group.charAt(0).toUpperCase()}${group.slice(1)}`;

function rolesModule({ titles, groups }: Roles): string {
  return [
    '/** Generated from openapi/dist/openapi.json by codegen/roles.ts (npm run codegen). Do not edit. */',
    "/** extension_UserRole: the contract's UserRole. */",
    `export type UserRole = ${titles.map(([value]) => value).join(' | ')};`,
    "/** The roles of each group, as the contract's UserRole declares them (`x-role-groups`). */",
    `export const roleGroups = ${JSON.stringify(groups)} as const satisfies Readonly<Record<string, readonly UserRole[]>>;`,
    'const within = (group: readonly number[], role: number): boolean => group.includes(role);',
    ...Object.keys(groups).flatMap((group) => [
      `/** Whether the role is one of the group \`${group}\`: ${groups[group]?.join(', ')}. */`,
      `export const ${predicateOf(group)} = (role: number): boolean => within(roleGroups.${group}, role);`,
    ]),
    '',
  ].join('\n');
}

function main() {
  const bundle = JSON.parse(readFileSync(new URL('../openapi/dist/openapi.json', import.meta.url), 'utf8'));
  const module = rolesModule(rolesOf(bundle));
  writeFileSync(new URL('../src/api/generated/roles.ts', import.meta.url), module);
  writeFileSync(new URL('../server/generated/roles.ts', import.meta.url), module);
  console.log('roles: written for the portal and the API');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
