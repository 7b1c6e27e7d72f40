import { onboardingChecklist, type TOnboardingResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { readOnboardingFacts } from './onboarding-facts';

/** `GET v3/properties/{id}/onboarding`: where the home stands on its checklist; owners and licensees read it too. */
export const getOnboarding = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  now?: Date;
}): Promise<TOnboardingResponse> => {
  const home = await findHomeInScope(options.db, scopeCallerOf(options.caller), options.id);
  const facts = await readOnboardingFacts(options.db, home.id, options.now);
  const items = onboardingChecklist(facts);
  return {
    data: {
      id: home.id,
      type: 'onboarding',
      attributes: { items, ready: items.every((item) => item.done), icalFeeds: facts.icalFeeds },
    },
  };
};
