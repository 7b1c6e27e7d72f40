import type { TRatePlanDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { countEditedNights, planWindow } from './derive-rates';
import { presentRatePlan } from './rates.presenter';
import { readRatePlanParts } from './rate-plan.queries';

/** `GET v3/properties/{id}/rate-plan`: the home's plan, or `data: null` while it has none. */
export const getRatePlan = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  now?: Date;
}): Promise<TRatePlanDocument> => {
  const home = await findHomeInScope(options.db, scopeCallerOf(options.caller), options.propertyId);
  const parts = await readRatePlanParts(options.db, home.id);
  if (!parts.plan) return { data: null };
  const editedNights = await countEditedNights(options.db, home.id, planWindow(home.timezone, options.now).from);
  return presentRatePlan({ ...parts, plan: parts.plan, currency: home.currency, editedNights });
};
