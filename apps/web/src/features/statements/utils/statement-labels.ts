import type { StatementStatus, TStatement } from '@hearth/domain/statements';
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
