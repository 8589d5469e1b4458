/**
 * Whom a user may e-mail from the portal. The "send by e-mail" dialogs forward a list or documents
 * of a client to the people who work with it, so a recipient must be one of:
 * - the user's own address, or an address on the user's own domain;
 * - an address on the domain of a contact the user may see (contacts follow the user's clients and
 *   centers) or of a portal user of a client the user may see;
 * - an address on a domain of MAIL_ALLOWED_DOMAINS (the company's own).
 * A domain shared by unrelated people (public mail providers) grants nothing as a domain: a contact
 * at gmail.com allows that one address, not all of gmail.com. Anything else is refused (403), so
 * the portal cannot be used to mail arbitrary people.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadScope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { contacts, userClients, users } from '../../db/schema';
import { centerNameScope, visibleByCenterName } from '../centerNameScope';
import { eitherScope } from '../eitherScope';
import { forbidden } from '../errors';
import type { MailPolicy } from './mailPolicy';

/** Public mail providers: their domain says nothing about who an address belongs to. */
const sharedMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'live.es',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.com',
  'gmx.es',
  'mail.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'yandex.com',
  'telefonica.net',
]);

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The lower-case domain of an e-mail column, in SQL. */
const emailDomain = (column: AnyPgColumn) => sql<string>`lower(substring(${column} from '@([^@]+)$'))`;

/**
 * E-mails of the contacts the user may see and of the portal users of the clients the user may
 * see, on the given domains only (the check never reads more than the recipients ask about).
 */
async function knownAddresses(
  db: Database,
  user: SessionUser,
  domains: readonly string[],
): Promise<string[]> {
  const scope = await eitherScope((variant = 'normal') => loadScope(db, user, variant));
  const clientIds = [...scope.clientIds];
  if (clientIds.length === 0 || domains.length === 0) return [];
  const visibility = await centerNameScope(db, scope, user.isAdmin);
  const [contactRows, userRows] = await Promise.all([
    db
      .select({ email: contacts.email })
      .from(contacts)
      .where(
        and(
          inArray(contacts.clientId, clientIds),
          visibleByCenterName(visibility, contacts.clientId, contacts.center),
          inArray(emailDomain(contacts.email), [...domains]),
        ),
      ),
    db
      .selectDistinct({ email: users.email })
      .from(users)
      .innerJoin(userClients, eq(userClients.oid, users.oid))
      .where(and(inArray(userClients.clientId, clientIds), inArray(emailDomain(users.email), [...domains]))),
  ]);
  return [...contactRows, ...userRows].flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
}

/** 403 naming the recipients the user may not write to; nothing when all are allowed. */
export async function requireAllowedRecipients(
  db: Database,
  user: SessionUser,
  addresses: readonly string[],
  policy: Pick<MailPolicy, 'allowedDomains'>,
): Promise<void> {
  const own = user.email.toLowerCase();
  const ownDomain = sharedMailDomains.has(domainOf(own)) ? undefined : domainOf(own);
  const freeDomains = new Set([...policy.allowedDomains, ...(ownDomain ? [ownDomain] : [])]);
  const pending = addresses.filter((a) => a.toLowerCase() !== own && !freeDomains.has(domainOf(a)));
  if (pending.length === 0) return;

  const known = await knownAddresses(db, user, [...new Set(pending.map(domainOf))]);
  const knownDomains = new Set(known.map(domainOf).filter((domain) => !sharedMailDomains.has(domain)));
  const knownExact = new Set(known);
  const refused = pending.filter((a) => !knownDomains.has(domainOf(a)) && !knownExact.has(a.toLowerCase()));
  if (refused.length > 0)
    throw forbidden(
      `No puede enviar correo a ${refused.slice(0, 5).join(', ')}: solo a su propia dirección o dominio, ` +
        'a los dominios de los contactos y usuarios de sus clientes o a los dominios autorizados.',
    );
}
