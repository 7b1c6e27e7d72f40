import { eq } from 'drizzle-orm';
import type { TSmartquoteUpdateBody } from '@hearth/domain';
import { smartquotes, type SmartquoteRow } from '../../db/schema';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { refreshAccuracy } from './smartquote-accuracy';
import type { SmartquoteDeps } from './smartquote-deps';
import { mergeAddress } from './smartquote-address';
import { auditedChanges } from './smartquote-audit';
import { forecastInputsChanged, freshForecast } from './smartquote-forecast';
import { withDetails, withOwner, withSettings } from './smartquote-input';
import { locationAfter } from './smartquote-location';
import { acceptSmartquotePhoto, deleteReplacedPhoto } from './smartquote-photo';

const ADDRESS_INPUTS = ['fullAddress', 'street', 'city', 'postcode', 'state', 'country'] as const;

/** The body's address and location over the stored ones, checked as a whole when it sends any address field. */
const withAddress = async (options: SmartquoteDeps & { row: SmartquoteRow; body: TSmartquoteUpdateBody }) => {
  const { db, row } = options;
  const input = options.body.property;
  const sendsAddress = ADDRESS_INPUTS.some((field) => input?.[field] !== undefined);
  const { address, changed } = sendsAddress ? mergeAddress(row, input) : { address: row, changed: false };
  const location = await locationAfter({ db, input, address, addressChanged: changed, stored: row });
  return {
    ...row,
    fullAddress: address.fullAddress,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    state: address.state,
    country: address.country,
    ...location,
  };
};

/**
 * `PATCH v3/smartquotes/{id}`: each wizard step and each fine-tuning change of the overview. Merges the parts sent
 * onto the quote (the owner whole), checks a new photo's upload and a linked home's scope (404 outside it), and
 * recomputes the forecast when one of its inputs changed. One audited change; nothing is written when nothing changed.
 */
export const updateSmartquote = async (
  options: SmartquoteDeps & { quote: SmartquoteRow; body: TSmartquoteUpdateBody },
): Promise<SmartquoteRow> => {
  const { db, blob, caller, quote, body, now } = options;
  let next = await withAddress({ ...options, row: quote });
  next = withOwner(withSettings(withDetails(next, body.property), body.settings), body.owner);
  const photoKey = body.property?.photoKey;
  if (photoKey !== undefined && photoKey !== quote.photoKey) {
    next.photoKey =
      photoKey === null ? null : await acceptSmartquotePhoto({ db, blob, key: photoKey, quoteId: quote.id });
  }
  if (body.onboardedPropertyId !== undefined && body.onboardedPropertyId !== quote.onboardedPropertyId) {
    if (body.onboardedPropertyId) await findInScope(db, scopeCallerOf(caller), 'property', body.onboardedPropertyId);
    next.onboardedPropertyId = body.onboardedPropertyId;
  }
  const { before, after, changed } = auditedChanges(quote, next);
  if (!changed) return quote;
  const recompute = forecastInputsChanged(quote, next);
  const saved: SmartquoteRow = { ...next, ...(recompute ? await freshForecast(db, next, now) : {}), updatedAt: now };
  await auditedChange(db, async (tx) => {
    const { id: _id, publicToken: _token, createdAt: _created, ...columns } = saved;
    await tx.update(smartquotes).set(columns).where(eq(smartquotes.id, quote.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'smartquotes.update',
        entity: 'smartquotes',
        entityId: quote.id,
        before,
        after,
      },
    };
  });
  if (quote.photoKey !== saved.photoKey) await deleteReplacedPhoto(db, blob, quote.photoKey);
  // The link or the forecast moved: the error the list sorts by is measured again.
  if (saved.onboardedPropertyId !== quote.onboardedPropertyId || (recompute && saved.onboardedPropertyId)) {
    saved.forecastError = (await refreshAccuracy(db, saved, now))?.error ?? null;
  }
  return saved;
};
