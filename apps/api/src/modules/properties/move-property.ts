import { and, asc, eq, gt, ne } from 'drizzle-orm';
import {
  addDays,
  applyMove,
  HTTP,
  LIFECYCLE_MESSAGES,
  ONBOARDING_ERROR_CODES,
  ONBOARDING_MESSAGES,
  onboardingChecklist,
  todayIn,
  type LifecycleMove,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError, VALIDATION_ERROR_CODE } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { readOnboardingFacts } from './onboarding-facts';

export type StayAfter = { id: string; code: string; guestName: string | null; checkIn: string; checkOut: string };

const badRequest = (detail: string, pointer?: string) =>
  new AppError({
    status: HTTP.badRequest,
    code: VALIDATION_ERROR_CODE,
    detail,
    ...(pointer ? { source: { pointer } } : {}),
  });

/** Live stays of the home that check out after `day`: booked, not cancelled. */
const staysCheckingOutAfter = async (db: Db, propertyId: string, day: string): Promise<StayAfter[]> =>
  db
    .select({
      id: bookings.id,
      code: bookings.longCode,
      guestName: bookings.guestName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'BOOKED'),
        ne(bookings.recordStatus, 'CANCELLED'),
        gt(bookings.checkOut, day),
      ),
    )
    .orderBy(asc(bookings.checkIn));

/**
 * A move of the home's life cycle (docs/product/properties.md#life-cycle): the status it is allowed from, and for offboarding a last night from today on; the stays past it are kept and
 * returned. Making a home inactive is refused while stays are still to come. Audited; the history shows it.
 */
export const moveProperty = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  move: LifecycleMove;
  lastNight: string | undefined;
  now?: Date;
}): Promise<{ staysAfterLastNight: StayAfter[] }> => {
  // The caller's right to this move is the route's (the permissions table, LIFECYCLE[move].action).
  const { caller, move } = options;
  return auditedChange(options.db, async (tx) => {
    const { row, home } = await findInScope(tx, scopeCallerOf(caller), 'property', options.id);
    // One move at a time: a second waits here and then sees the status the first left.
    const [locked] = await tx
      .select({ status: properties.status, lastNight: properties.lastNight })
      .from(properties)
      .where(eq(properties.id, row.id))
      .for('update');
    const before = locked ?? { status: row.status, lastNight: null };
    const next = applyMove(before.status, move);
    if (!next.ok) throw new AppError({ status: HTTP.conflict, code: 'PROPERTY_MOVE_REFUSED', detail: next.message });
    const today = todayIn(home.timezone, options.now);
    let lastNight: string | null = before.lastNight;
    let staysAfterLastNight: StayAfter[] = [];
    if (move === 'offboard') {
      if (!options.lastNight) throw badRequest(LIFECYCLE_MESSAGES.lastNightRequired, '/data/attributes/lastNight');
      if (options.lastNight < today) throw badRequest(LIFECYCLE_MESSAGES.lastNightPast, '/data/attributes/lastNight');
      lastNight = options.lastNight;
      staysAfterLastNight = await staysCheckingOutAfter(tx, row.id, addDays(lastNight, 1));
    } else if (move === 'activate') {
      // The onboarding checklist gates it (docs/product/properties.md#onboarding-checklist).
      const missing = onboardingChecklist(await readOnboardingFacts(tx, row.id, options.now))
        .filter((item) => !item.done)
        .map((item) => item.id);
      if (missing.length > 0) {
        throw new AppError({
          status: HTTP.conflict,
          code: ONBOARDING_ERROR_CODES.notReady,
          detail: ONBOARDING_MESSAGES.notReady(missing),
          meta: { missing },
        });
      }
    } else if (move === 'reactivate') {
      lastNight = null;
    } else if (move === 'deactivate') {
      const toCome = await staysCheckingOutAfter(tx, row.id, today);
      if (toCome.length > 0) {
        throw new AppError({
          status: HTTP.conflict,
          code: 'PROPERTY_MOVE_REFUSED',
          detail: LIFECYCLE_MESSAGES.activeStays(toCome.length),
          meta: { stays: toCome },
        });
      }
    }
    await tx.update(properties).set({ status: next.to, lastNight }).where(eq(properties.id, row.id));
    return {
      result: { staysAfterLastNight },
      audit: {
        actor: actorOf(caller),
        action: 'property.status',
        entity: 'property',
        entityId: row.id,
        before: { status: before.status, lastNight: before.lastNight },
        after: { status: next.to, lastNight, move },
      },
    };
  });
};
