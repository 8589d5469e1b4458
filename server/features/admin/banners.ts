/**
 * The banners of the home page and of the services screen, as the administration manages them:
 * each with its audience (the clients whose users see it, all when none; only the users who may
 * raise requests, for a banner that points at Acciones) and its days (`desde`, `hasta`, both
 * included). A link is a full http(s) address: anything else would be a dead link on every home
 * (the contract's BannerEnlace says so; the check here speaks to people).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { banners, clients } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { logAdminAction } from './adminLog';

export type BannerKind = 'home' | 'tickets';

const screenName: Record<BannerKind, string> = { home: 'inicio', tickets: 'servicios' };

export interface BannerInput {
  id?: number | null | undefined;
  description: string;
  link?: string | null | undefined;
  clientIds?: number[] | undefined;
  soloSolicitantes?: boolean | undefined;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
}

const bannerRow = {
  id: banners.id,
  description: banners.description,
  link: banners.link,
  clientIds: banners.clientIds,
  soloSolicitantes: banners.soloSolicitantes,
  desde: banners.desde,
  hasta: banners.hasta,
};

type BannerRow = { [K in keyof typeof bannerRow]: (typeof banners.$inferSelect)[K] };

const allClients = 'Todos los clientes';

/** The banners as the administration lists them: their audience by client names, and whether they show today. */
async function asAdminBanners(db: Database, rows: BannerRow[], today: string) {
  const ids = [...new Set(rows.flatMap((row) => row.clientIds))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ clientId: clients.clientId, client: clients.client })
            .from(clients)
            .where(inArray(clients.clientId, ids))
        ).map((c) => [c.clientId, c.client]),
  );
  return rows.map((row) => ({
    ...row,
    clientes:
      row.clientIds.length === 0
        ? allClients
        : row.clientIds.map((id) => names.get(id) ?? '(cliente borrado)').join(', '),
    vigente: (row.desde === null || row.desde <= today) && (row.hasta === null || row.hasta >= today),
  }));
}

export async function adminBanners(db: Database, kind: BannerKind, today: string) {
  const rows = await db
    .select(bannerRow)
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.id));
  const items = await asAdminBanners(db, rows, today);
  return { items, total: items.length };
}

/** The audience in words, for the log. */
function audienceOf(row: {
  clientes: string;
  soloSolicitantes: boolean;
  desde: string | null;
  hasta: string | null;
}) {
  const days = [row.desde && `desde el ${row.desde}`, row.hasta && `hasta el ${row.hasta}`].filter(Boolean);
  return `${row.clientes}${row.soloSolicitantes ? ', solo quien puede solicitar servicios' : ''}${days.length ? `, ${days.join(' ')}` : ''}`;
}

function checked(input: BannerInput) {
  const description = input.description.trim();
  if (!description) throw badRequest('Escriba el texto del banner.', 'description');
  const link = input.link?.trim() || null;
  if (link !== null && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(link))
    throw badRequest(
      'Enlace no válido: una dirección web completa, que empiece por https://, p. ej. https://www.ejemplo.es/novedades',
      'link',
    );
  const desde = input.desde ?? null;
  const hasta = input.hasta ?? null;
  if (desde && hasta && hasta < desde) throw badRequest('«Hasta» no puede ser anterior a «Desde».', 'hasta');
  return {
    description,
    link,
    clientIds: [...new Set(input.clientIds ?? [])],
    soloSolicitantes: input.soloSolicitantes ?? false,
    desde,
    hasta,
  };
}

/** Without id creates a banner of that screen; with id updates it (a banner of the other screen is a 404). */
export async function saveBanner(
  db: Database,
  admin: SessionUser,
  kind: BannerKind,
  input: BannerInput,
  today: string,
) {
  const values = checked(input);
  if (values.clientIds.length > 0) {
    const found = await db
      .select({ clientId: clients.clientId })
      .from(clients)
      .where(inArray(clients.clientId, values.clientIds));
    if (found.length !== values.clientIds.length)
      throw badRequest('Alguno de los clientes elegidos ya no existe: vuelva a elegirlos.', 'clientIds');
  }
  return db.transaction(async (tx) => {
    const [before] = input.id
      ? await tx
          .select(bannerRow)
          .from(banners)
          .where(and(eq(banners.id, input.id), eq(banners.kind, kind)))
      : [];
    if (input.id && !before) throw notFound(`Ese banner de la pantalla de ${screenName[kind]} ya no existe.`);
    const [saved] = input.id
      ? await tx.update(banners).set(values).where(eq(banners.id, input.id)).returning(bannerRow)
      : await tx
          .insert(banners)
          .values({ ...values, kind })
          .returning(bannerRow);
    if (!saved) throw new Error('The banner write returned no row.');
    const [was, now] = await asAdminBanners(tx, before ? [before, saved] : [saved], today).then((rows) =>
      before ? rows : [undefined, rows[0]],
    );
    if (!now) throw new Error('The saved banner was not read back.');
    await logAdminAction(tx, admin, {
      accion: input.id ? 'Modificación de banner' : 'Alta de banner',
      detalle: `Banner de la pantalla de ${screenName[kind]}: "${saved.description}".`,
      antes: was ? `"${was.description}" (${was.link ?? 'sin enlace'}); ${audienceOf(was)}` : null,
      despues: `"${now.description}" (${now.link ?? 'sin enlace'}); ${audienceOf(now)}`,
    });
    return now;
  });
}

export async function deleteBanner(db: Database, admin: SessionUser, kind: BannerKind, id: number) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(banners)
      .where(and(eq(banners.id, id), eq(banners.kind, kind)))
      .returning(bannerRow);
    if (!deleted) throw notFound(`Ese banner de la pantalla de ${screenName[kind]} ya no existe.`);
    await logAdminAction(tx, admin, {
      accion: 'Baja de banner',
      detalle: `Banner de la pantalla de ${screenName[kind]} borrado.`,
      antes: `"${deleted.description}" (${deleted.link ?? 'sin enlace'})`,
      despues: null,
    });
    return { ok: true as const, affected: 1 };
  });
}
