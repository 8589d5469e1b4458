/**
 * The portal's sends by e-mail are not a relay (server/lib/mail): only to recipients the user cannot
 * invent (own address or domain, portal users and account managers of the clients the user sees,
 * contacts the staff added and their domains, MAIL_ALLOWED_DOMAINS) and within an hourly quota per
 * user (429 with Retry-After). A refused send stores and relays nothing.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import { centers, contacts, gestores, outbox } from '../../server/db/schema';
import { ContactResponse } from '../../server/generated/contacts/contacts.zod';
import { SendTicketsResponse } from '../../server/generated/tickets/tickets.zod';
import { defaultMailPolicy, readMailPolicy } from '../../server/lib/mail/mailPolicy';
import { requireAllowedRecipients } from '../../server/lib/mail/recipientPolicy';
import { demoAccount } from '../../server/seed/demoAccounts';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { expectStatus, ok } from './support/http';
import { oidOf, seedClient } from './support/seed';

let api: TestApi;
const directionsOf: Partial<Record<DemoEmail, number[]>> = {};

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
  for (const email of ['cliente@demo.es', 'gestor@demo.es', 'regenera@demo.es'] as const) {
    const scope = await loadScope(api.db, { oid: oidOf(email), isAdmin: false }, 'normal');
    directionsOf[email] = [...scope.directionIds].slice(0, 3);
  }
  const hotelDirections = seedClient(api, 'Hoteles Costa Azul S.L.').directionIds.slice(0, 3);
  directionsOf['admin@demo.es'] = hotelDirections;
  directionsOf['superadmin@demo.es'] = hotelDirections;
}, 120_000);
afterAll(() => api?.close());

/** sendTickets as `as`, over a few of its own service directions. */
function send(as: DemoEmail, toE: string[], ccE: string[] | null = null) {
  return api.as(as).POST('/sendTickets', {
    body: { idDireccionesServicio: directionsOf[as], toE, ccE, subjectE: 'Servicios' },
  });
}

async function sentBy(email: DemoEmail) {
  const [row] = await api.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.senderOid, oidOf(email)));
  return row?.n ?? 0;
}

/** Earlier messages of `email` in the outbox, `minutesAgo` old, each to `recipients` addresses. */
async function pastMessages(email: DemoEmail, n: number, minutesAgo = 0, recipients = 1) {
  await api.db.insert(outbox).values(
    Array.from({ length: n }, (_, i) => ({
      messageId: `<pasado-${email}-${minutesAgo}-${i}-${Math.random()}@test>`,
      createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      fromAddress: 'no-responder@portal-clientes.local',
      toAddresses: Array.from({ length: recipients }, (_, r) => `r${r}@hotelescostaazul.es`),
      subject: 'Anterior',
      body: 'Anterior',
      attachments: [],
      raw: '',
      senderOid: oidOf(email),
    })),
  );
}

describe('recipients', () => {
  it('sends to a domain of a contact the staff added for the user’s clients: the message is in the outbox', async () => {
    const result = await ok(
      await send('cliente@demo.es', ['compras@hotelescostaazul.es'], ['Calidad@CarnicasDelSur.es']),
      SendTicketsResponse,
    );
    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.toAddresses).toEqual(['compras@hotelescostaazul.es']);
    expect(message?.ccAddresses).toEqual(['Calidad@CarnicasDelSur.es']);
    expect(message?.attachments).toHaveLength(1);
  });

  it('sends to the user’s own address and own domain', async () => {
    await ok(await send('cliente@demo.es', ['CLIENTE@demo.es', 'otra.persona@demo.es']), SendTicketsResponse);
  });

  it('refuses a recipient of another client’s or an unknown domain (403), sending nothing', async () => {
    const before = await sentBy('cliente@demo.es');
    // talleresnorte.es: contacts of Talleres Mecánicos Norte, a client cliente@ does not have.
    for (const [to, cc] of [
      [['jefe@talleresnorte.es'], null],
      [['cualquiera@example.com'], null],
      [['compras@hotelescostaazul.es', 'alguien@gmail.com'], null],
      [['compras@hotelescostaazul.es'], ['copia@example.org']],
    ] as const) {
      const body = await expectStatus(await send('cliente@demo.es', [...to], cc ? [...cc] : null), 403);
      expect(body).toMatchObject({ code: 'RECIPIENT_NOT_ALLOWED', field: cc ? 'ccE' : 'toE' });
      expect(body.message).toMatch(/^No se puede enviar a .*pida a su gestor que la añada como contacto\.$/);
      expect(body.message).not.toContain('compras@hotelescostaazul.es');
    }
    expect(await sentBy('cliente@demo.es')).toBe(before);
  });

  it('follows the contacts the user may see: a domain known only at another center is refused', async () => {
    // A contact of Hoteles at a center cliente@ does not see, on a domain nobody else uses.
    const hoteles = seedClient(api, 'Hoteles Costa Azul S.L.').clientId;
    const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
    const [hidden] = (await api.db.select().from(centers).where(eq(centers.clientId, hoteles))).filter(
      (c) => !scope.centerIds.has(c.centerId),
    );
    await api.db.insert(contacts).values({
      clientId: hoteles,
      center: hidden?.nombre,
      name: 'Proveedor de otro centro',
      email: 'jefa@proveedor-de-marbella.es',
      addedByStaff: true,
    });
    await expectStatus(await send('cliente@demo.es', ['ventas@proveedor-de-marbella.es']), 403);
    // gestor@ sees the whole client, so that contact's domain is one it works with.
    await ok(await send('gestor@demo.es', ['ventas@proveedor-de-marbella.es']), SendTicketsResponse);
  });

  it('grants a public mail provider’s address of a contact, never its whole domain', async () => {
    const carnicas = seedClient(api, 'Industrias Cárnicas del Sur S.L.').clientId;
    await api.db.insert(contacts).values({
      clientId: carnicas,
      name: 'Encargado',
      email: 'Encargado.Planta@gmail.com',
      addedByStaff: true,
    });
    await ok(await send('cliente@demo.es', ['encargado.planta@gmail.com']), SendTicketsResponse);
    await expectStatus(await send('cliente@demo.es', ['otra.persona@gmail.com']), 403);
  });

  it('allows the configured domains to anyone (MAIL_ALLOWED_DOMAINS)', async () => {
    const user = { ...demoAccount('cliente@demo.es'), isAdmin: false };
    const allowed = readMailPolicy({ MAIL_ALLOWED_DOMAINS: '@Empresa-Autorizada.es, otra.es' });
    expect(allowed.allowedDomains).toEqual(['empresa-autorizada.es', 'otra.es']);
    const recipients = { to: ['soporte@empresa-autorizada.es'], cc: [] };
    await requireAllowedRecipients(api.db, user, recipients, allowed);
    await expect(requireAllowedRecipients(api.db, user, recipients, defaultMailPolicy)).rejects.toMatchObject(
      {
        status: 403,
      },
    );
  });

  it('opens nothing for a contact a client’s user adds, whatever its address; one the staff adds opens it', async () => {
    const hoteles = seedClient(api, 'Hoteles Costa Azul S.L.').clientId;
    const before = await sentBy('cliente@demo.es');
    const mine = await ok(
      await api.as('cliente@demo.es').POST('/contact', {
        body: { clientId: hoteles, name: 'Inventado', email: 'quien@cualquiera.example' },
      }),
      ContactResponse,
    );
    expect(mine.email).toBe('quien@cualquiera.example');
    for (const to of ['quien@cualquiera.example', 'otro@cualquiera.example']) {
      const body = await expectStatus(await send('cliente@demo.es', [to]), 403);
      expect(body).toMatchObject({ code: 'RECIPIENT_NOT_ALLOWED', field: 'toE' });
      expect(body.message).toContain(to);
    }
    // Nor for anyone else who sees that client, staff included.
    await expectStatus(await send('gestor@demo.es', ['quien@cualquiera.example']), 403);
    expect(await sentBy('cliente@demo.es')).toBe(before);

    // The client's account manager adds the address as a contact of the client: now it opens.
    await ok(
      await api.as('gestor@demo.es').POST('/contact', {
        body: {
          clientId: hoteles,
          name: 'Dado de alta por el gestor',
          email: 'compras@proveedor-real.example',
        },
      }),
      ContactResponse,
    );
    await ok(await send('cliente@demo.es', ['compras@proveedor-real.example']), SendTicketsResponse);
    await ok(await send('cliente@demo.es', ['ventas@proveedor-real.example']), SendTicketsResponse);
  });

  it('sends to an account manager (gestor) of the user’s clients, that address only', async () => {
    const hoteles = seedClient(api, 'Hoteles Costa Azul S.L.').clientId;
    const [manager] = await api.db
      .select({ id: gestores.id })
      .from(gestores)
      .innerJoin(centers, eq(centers.centerId, gestores.centerId))
      .where(eq(centers.clientId, hoteles))
      .limit(1);
    if (!manager) throw new Error('seed: Hoteles Costa Azul has no account manager');
    // On a domain of its own (the seed's managers share the company's, which its staff users open).
    const email = 'Responsable.Cuenta@gestoria-externa.example';
    await api.db.update(gestores).set({ email }).where(eq(gestores.id, manager.id));
    await ok(await send('cliente@demo.es', [email.toLowerCase()]), SendTicketsResponse);
    const colleague = 'otra.persona@gestoria-externa.example';
    const body = await expectStatus(await send('cliente@demo.es', [email], [colleague]), 403);
    expect(body).toMatchObject({ code: 'RECIPIENT_NOT_ALLOWED', field: 'ccE' });
    expect(body.message).toContain(colleague);
  });
});

describe('quota per user and hour', () => {
  it('answers 429 with Retry-After once the hour’s messages are spent, sending nothing', async () => {
    const before = await sentBy('regenera@demo.es');
    // The oldest of the hour is 30 minutes old: the next send fits in about 30 minutes.
    await pastMessages('regenera@demo.es', 1, 30);
    await pastMessages('regenera@demo.es', defaultMailPolicy.messagesPerHour - 1);
    const response = await send('regenera@demo.es', ['regenera@demo.es']);
    const body = await expectStatus(response, 429);
    expect(body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(body.message).toMatch(/límite de envíos por correo \(20 mensajes por hora\).*30 minutos/);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(await sentBy('regenera@demo.es')).toBe(before + defaultMailPolicy.messagesPerHour);
  });

  it('counts recipients too, up to the limit exactly, and forgets messages older than an hour', async () => {
    // admin@ (no send of its own yet): many old messages (outside the hour) and one of the hour
    // with 99 recipients.
    await pastMessages('admin@demo.es', 30, 61);
    await pastMessages('admin@demo.es', 1, 10, defaultMailPolicy.recipientsPerHour - 1);
    const two = await send('admin@demo.es', ['compras@hotelescostaazul.es'], ['calidad@hotelescostaazul.es']);
    const body = await expectStatus(two, 429);
    expect(body.message).toMatch(/100 destinatarios por hora/);
    expect(Number(two.headers.get('Retry-After'))).toBeGreaterThan(49 * 60);
    await ok(await send('admin@demo.es', ['compras@hotelescostaazul.es']), SendTicketsResponse);
  });

  it('holds under concurrent sends of one user: exactly the remaining messages go out', async () => {
    const sender = 'superadmin@demo.es';
    await pastMessages(sender, defaultMailPolicy.messagesPerHour - 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(sender, ['superadmin@demo.es'])));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    const [inHour] = await api.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.senderOid, oidOf(sender)), sql`${outbox.createdAt} > now() - interval '1 hour'`));
    expect(inHour?.n).toBe(defaultMailPolicy.messagesPerHour);
  });

  it('refuses settings that are not positive integers', () => {
    expect(() => readMailPolicy({ MAIL_HOURLY_MESSAGES: '0' })).toThrow(/MAIL_HOURLY_MESSAGES/);
    expect(readMailPolicy({ MAIL_HOURLY_RECIPIENTS: '5' }).recipientsPerHour).toBe(5);
  });
});
