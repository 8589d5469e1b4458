/** The banners of the home page and of the services screen, saved by the administration. */
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { logAdminAction } from './adminLog';

export type BannerKind = 'home' | 'tickets';

const screenName: Record<BannerKind, string> = { home: 'inicio', tickets: 'servicios' };

const bannerSelection = { id: banners.id, description: banners.description, link: banners.link };

/** Without id creates a banner of that screen; with id updates it (a banner of the other screen is a 404). */
export async function saveBanner(
  db: Database,
  admin: SessionUser,
  kind: BannerKind,
  input: { id?: number | null | undefined; description: string; link?: string | null | undefined },
) {
  const values = { description: input.description.trim(), link: input.link?.trim() || null };
  if (!values.description) throw badRequest('La descripción del banner no puede estar vacía.', 'description');
  return db.transaction(async (tx) => {
    const [saved] = input.id
      ? await tx
          .update(banners)
          .set(values)
          .where(and(eq(banners.id, input.id), eq(banners.kind, kind)))
          .returning(bannerSelection)
      : await tx
          .insert(banners)
          .values({ ...values, kind })
          .returning(bannerSelection);
    if (!saved) throw notFound(`No existe el banner ${input.id} de la pantalla de ${screenName[kind]}.`);
    await logAdminAction(tx, admin, {
      accion: input.id ? 'Modificación de banner' : 'Alta de banner',
      detalle: `Banner ${saved.id} de la pantalla de ${screenName[kind]}: "${saved.description}".`,
    });
    return saved;
  });
}
