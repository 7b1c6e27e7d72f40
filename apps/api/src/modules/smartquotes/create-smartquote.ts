import { randomBytes, randomUUID } from 'node:crypto';
import type { TSmartquoteCreateBody } from '@hearth/domain';
import { smartquotes, type SmartquoteRow } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { findQuoteCompanyInScope } from '../../access/smartquote-scope';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SmartquoteDeps } from './smartquote-deps';
import { mergeAddress } from './smartquote-address';
import { auditedFields } from './smartquote-audit';
import { freshForecast } from './smartquote-forecast';
import { blankSmartquote, withDetails, withOwner, withSettings } from './smartquote-input';
import { locationAfter } from './smartquote-location';
import { acceptSmartquotePhoto } from './smartquote-photo';

/** 256 random bits: the public page's address, unguessable (issue 16 item 2). */
const newPublicToken = () => randomBytes(32).toString('base64url');

/**
 * `POST v3/smartquotes` (the address step): a draft quote of a company the caller may quote for, its address checked
 * as a whole and located (the chosen suggestion's point, or the gazetteer's locality in manual mode), and its first
 * forecast. The LTR fee starts as the company's when the body has none (the company step keeps it, docs/product/smartquotes.md#states).
 */
export const createSmartquote = async (
  options: SmartquoteDeps & { body: TSmartquoteCreateBody },
): Promise<SmartquoteRow> => {
  const { db, caller, body, now } = options;
  const company = await findQuoteCompanyInScope(db, scopeCallerOf(caller), body.companyId);
  const { address } = mergeAddress(null, body.property);
  const location = await locationAfter({ db, input: body.property, address, addressChanged: true, stored: null });
  const id = randomUUID();
  let row = blankSmartquote({
    id,
    publicToken: newPublicToken(),
    companyId: company.id,
    createdByUserId: caller.user.id,
    now,
  });
  row = { ...row, ...address, ...location, ltrManagementFee: company.settings.ltrManagementFee };
  row = withOwner(withSettings(withDetails(row, body.property), body.settings), body.owner);
  if (body.property.photoKey) {
    row.photoKey = await acceptSmartquotePhoto({ db, blob: options.blob, key: body.property.photoKey, quoteId: id });
  }
  row = { ...row, ...(await freshForecast(db, row, now)) };
  const created = row;
  return auditedChange(db, async (tx) => {
    await tx.insert(smartquotes).values(created);
    return {
      result: created,
      audit: {
        actor: actorOf(caller),
        action: 'smartquotes.create',
        entity: 'smartquotes',
        entityId: id,
        after: auditedFields(created),
      },
    };
  });
};
