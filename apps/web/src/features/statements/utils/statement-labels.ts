import { todayIn } from '@hearth/domain/dates';
import { PAYOUT_MESSAGES } from '@hearth/domain/payouts';
import type { StatementStatus, TStatement } from '@hearth/domain/statements';
import { DEFAULT_TIME_ZONE, formatDay } from '../../../lib/format';
import { monthLabel } from './statement-months';

export const STATUS_LABELS: Record<StatementStatus, string> = { draft: 'Draft', published: 'Published' };

/** The PDF link's name, so a screen reader tells the rows' links apart. */
export const pdfLabel = (statement: TStatement): string =>
  `Download the statement for ${statement.attributes.propertyData.name} ${monthLabel(statement.attributes.day)}`;

/** 'Jane Doe', 'Jane Doe +2' with more owners, or '' with none. */
export const ownerText = (statement: TStatement, otherOwners: number): string => {
  const first = statement.attributes.ownerData?.fullName ?? '';
  return first && otherOwners > 0 ? `${first} +${otherOwners}` : first;
};

/**
 * Where the statement's payout is (docs/product/payouts.md#screens): 'Paid on Thu 5 Feb 2026' once its batch was
 * sent, 'Payout pending' while a published statement's payout waits; nothing for drafts and statements paying nothing.
 */
export const payoutStatusText = ({ attributes: a }: Pick<TStatement, 'attributes'>): string | null => {
  if (a.status !== 'published') return null;
  if (a.paidAt) return PAYOUT_MESSAGES.paidOn(formatDay(todayIn(DEFAULT_TIME_ZONE, new Date(a.paidAt))));
  return a.payout > 0 ? PAYOUT_MESSAGES.payoutPending : null;
};
