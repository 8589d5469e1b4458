/** Banners of the home page and of the services screen (the latter managed here too). */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import type { BannerInput } from '../../generated/model';
import { notFound } from '../../lib/errors';

const bannerSelection = { id: banners.id, description: banners.description, link: banners.link };

export async function listBanners(db: Database, kind: 'home' | 'tickets') {
  const items = await db
    .select(bannerSelection)
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.id));
  return { items, total: items.length };
}

/** Creates (no id) or updates a services banner; a home banner's id is "no such services banner". */
export async function saveTicketsBanner(db: Database, input: BannerInput) {
  const values = { description: input.description, link: input.link?.trim() ? input.link.trim() : null };
  if (input.id == null) {
    const [created] = await db
      .insert(banners)
      .values({ kind: 'tickets', ...values })
      .returning(bannerSelection);
    if (!created) throw new Error('El banner creado no se puede leer.');
    return created;
  }
  const [updated] = await db
    .update(banners)
    .set(values)
    .where(and(eq(banners.id, input.id), eq(banners.kind, 'tickets')))
    .returning(bannerSelection);
  if (!updated) throw notFound('No existe el banner de servicios indicado.');
  return updated;
}

export async function deleteTicketsBanner(db: Database, id: number) {
  const deleted = await db
    .delete(banners)
    .where(and(eq(banners.id, id), eq(banners.kind, 'tickets')))
    .returning({ id: banners.id });
  if (deleted.length === 0) throw notFound('No existe el banner de servicios indicado.');
  return { ok: true as const, affected: deleted.length };
}
