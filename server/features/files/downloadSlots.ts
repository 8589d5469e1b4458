/**
 * How many downloads (single files and zips) stream at once, per user and in all: each holds a
 * connection and an open file (or a storage read) for as long as its reader takes, so a user who
 * starts many and reads none must not hold more than a few. Past either cap a download is a 429
 * (with Retry-After) that says why, in Spanish; a download holds its place from its first byte
 * until its stream ends, fails or its reader goes away.
 *
 * Counted in this process: a fleet of N processes streams up to N times as many.
 */

import { tooManyRequests } from '../../lib/errors';
import type { DownloadLimits } from '../../limits';
import { countRefusal } from '../../operations/metrics';

/** Frees the place a download took; safe to call more than once. */
export type ReleaseSlot = () => void;

export interface DownloadSlots {
  /** A place for one more download of `userOid`, or a 429 when there is none. */
  take(userOid: string): ReleaseSlot;
}

/** Seconds a refused download is told to wait: about what a document takes to download. */
const retryAfterSeconds = 5;

export function createDownloadSlots(limits: DownloadLimits): DownloadSlots {
  const perUser = new Map<string, number>();
  let total = 0;
  return {
    take(userOid) {
      const held = perUser.get(userOid) ?? 0;
      if (held >= limits.perUser) {
        countRefusal('downloads.perUser');
        throw tooManyRequests(
          held === 1
            ? 'Ya tiene una descarga en curso, el máximo a la vez. Espere a que termine y vuelva a intentarlo.'
            : `Ya tiene ${held} descargas en curso, el máximo a la vez. Espere a que termine alguna y vuelva a intentarlo.`,
          retryAfterSeconds,
        );
      }
      if (total >= limits.total) {
        countRefusal('downloads.total');
        throw tooManyRequests(
          'El portal está atendiendo muchas descargas en este momento. Vuelva a intentarlo en unos segundos.',
          retryAfterSeconds,
        );
      }
      perUser.set(userOid, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perUser.get(userOid) ?? 1) - 1;
        if (left > 0) perUser.set(userOid, left);
        else perUser.delete(userOid);
      };
    },
  };
}

/**
 * Starts a download in a place of `userOid`'s: `start` gets the place's release, to call once its
 * stream is done; a start that fails releases it here.
 */
export async function inDownloadSlot(
  slots: DownloadSlots,
  userOid: string,
  start: (release: ReleaseSlot) => Promise<Response>,
): Promise<Response> {
  const release = slots.take(userOid);
  try {
    return await start(release);
  } catch (error) {
    release();
    throw error;
  }
}
