/**
 * Whom a user may e-mail from the portal. The "send by e-mail" dialogs forward a list or documents
 * of a client to the people who work with it, and the mail leaves from the company's address, so a
 * recipient must be someone the user cannot invent, one of:
 * - the user's own address, or an address on the user's own domain (the account is the company's
 *   making, not the user's);
 * - a portal user of a client the user sees (accounts are made by administrators), or an address
 *   on that user's domain;
 * - a contact the user sees that the company's staff added (roles 1-3: contacts.addedByStaff), or
 *   an address on that contact's domain. A contact a client's user added opens nothing: any user
 *   may add a contact with any address;
 * - an account manager (gestor) of a client the user sees;
 * - an address on a domain of MAIL_ALLOWED_DOMAINS (the company's own).
 * A domain shared by unrelated people (public mail providers) grants nothing as a domain: a contact
 * at gmail.com allows that one address, not all of gmail.com. Anything else is refused (403,
 * RECIPIENT_NOT_ALLOWED, naming the field and the addresses), so the portal cannot be used to mail
 * arbitrary people.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadScope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, contacts, gestores, userClients, users } from '../../db/schema';
import { centerNameScope, visibleByCenterName } from '../centerNameScope';
import { eitherScope } from '../eitherScope';
import { HttpError } from '../errors';
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
 * The addresses the user works with on the given domains (the check never reads more than the
 * recipients ask about): those whose whole domain they open (portal users of the user's clients,
 * contacts the staff added) and those that open only themselves (account managers).
 */
async function knownAddresses(
  db: Database,
  user: SessionUser,
  domains: readonly string[],
): Promise<{ withDomain: string[]; exact: string[] }> {
  const scope = await eitherScope((variant = 'normal') => loadScope(db, user, variant));
  const clientIds = [...scope.clientIds];
  if (clientIds.length === 0 || domains.length === 0) return { withDomain: [], exact: [] };
  const visibility = await centerNameScope(db, scope, user.isAdmin);
  const [contactRows, userRows, managerRows] = await Promise.all([
    db
      .select({ email: contacts.email })
      .from(contacts)
      .where(
        and(
          inArray(contacts.clientId, clientIds),
          eq(contacts.addedByStaff, true),
          visibleByCenterName(visibility, contacts.clientId, contacts.center),
          inArray(emailDomain(contacts.email), [...domains]),
        ),
      ),
    db
      .selectDistinct({ email: users.email })
      .from(users)
      .innerJoin(userClients, eq(userClients.oid, users.oid))
      .where(and(inArray(userClients.clientId, clientIds), inArray(emailDomain(users.email), [...domains]))),
    db
      .selectDistinct({ email: gestores.email })
      .from(gestores)
      .innerJoin(centers, eq(centers.centerId, gestores.centerId))
      .where(and(inArray(centers.clientId, clientIds), inArray(emailDomain(gestores.email), [...domains]))),
  ]);
  const lower = (rows: { email: string | null }[]) =>
    rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
  return { withDomain: lower([...contactRows, ...userRows]), exact: lower(managerRows) };
}

/** The answer to a send with recipients the user may not write to: what to do instead, in Spanish. */
function recipientsNotAllowed(refused: readonly string[], field: 'toE' | 'ccE', ownDomain?: string) {
  const listed = refused.slice(0, 5).join(', ');
  const message =
    `No se puede enviar a ${listed}: desde el portal solo se envía a su propia dirección` +
    `${ownDomain ? ` y a las de su dominio (@${ownDomain})` : ''}, a los usuarios del portal y a los ` +
    'gestores de sus clientes, y a los contactos que ha dado de alta su gestor. Para enviar a otra ' +
    'dirección, pida a su gestor que la añada como contacto.';
  return new HttpError(403, {
    message,
    code: 'RECIPIENT_NOT_ALLOWED',
    field,
    details: [{ field, message }],
  });
}

/** 403 naming the recipients the user may not write to; nothing when all are allowed. */
export async function requireAllowedRecipients(
  db: Database,
  user: SessionUser,
  recipients: { to: readonly string[]; cc: readonly string[] },
  policy: Pick<MailPolicy, 'allowedDomains'>,
): Promise<void> {
  const own = user.email.toLowerCase();
  const ownDomain = sharedMailDomains.has(domainOf(own)) ? undefined : domainOf(own);
  const freeDomains = new Set([...policy.allowedDomains, ...(ownDomain ? [ownDomain] : [])]);
  const addresses = [...recipients.to, ...recipients.cc];
  const pending = addresses.filter((a) => a.toLowerCase() !== own && !freeDomains.has(domainOf(a)));
  if (pending.length === 0) return;

  const known = await knownAddresses(db, user, [...new Set(pending.map(domainOf))]);
  const knownDomains = new Set(
    known.withDomain.map(domainOf).filter((domain) => !sharedMailDomains.has(domain)),
  );
  const knownExact = new Set([...known.withDomain, ...known.exact]);
  const allowed = (a: string) => knownDomains.has(domainOf(a)) || knownExact.has(a.toLowerCase());
  const refusedTo = recipients.to.filter((a) => pending.includes(a) && !allowed(a));
  const refusedCc = recipients.cc.filter((a) => pending.includes(a) && !allowed(a));
  if (refusedTo.length > 0) throw recipientsNotAllowed(refusedTo, 'toE', ownDomain);
  if (refusedCc.length > 0) throw recipientsNotAllowed(refusedCc, 'ccE', ownDomain);
}
