import type { StatementLineKind } from './statements.constants';

/*
 * A statement counts guest nights; owner stays earn nothing, so their nights are listed but not counted
 * (docs/product/statements.md). Every place that shows a statement's nights labels which is which, so the rows
 * never seem to add up to a different total.
 */

type NightsLine = { kind: StatementLineKind; nights: number };

const nightsWord = (n: number) => (n === 1 ? 'night' : 'nights');

/** The guest nights (the statement's total) and the owner-stay nights beside them. */
export const statementNightsOf = (lines: readonly NightsLine[]) => ({
  guest: lines.reduce((sum, line) => sum + (line.kind === 'stay' ? line.nights : 0), 0),
  owner: lines.reduce((sum, line) => sum + (line.kind === 'owner-stay' ? line.nights : 0), 0),
});

/** A line's nights cell: '3' for a guest stay, '2 owner' for an owner stay, blank for a line without nights. */
export const lineNightsCell = (line: NightsLine): string =>
  line.nights === 0 ? '' : line.kind === 'owner-stay' ? `${line.nights} owner` : String(line.nights);

/** The totals' nights cell: '7', or '7 guest' when owner-stay nights are listed above it. */
export const totalNightsCell = (lines: readonly NightsLine[]): string => {
  const { guest, owner } = statementNightsOf(lines);
  return owner > 0 ? `${guest} guest` : String(guest);
};

/** '7 guest nights', and ' and 2 owner-stay nights (not counted: owner stays earn nothing)' when there are any. */
export const statementNightsSentence = (lines: readonly NightsLine[]): string => {
  const { guest, owner } = statementNightsOf(lines);
  const guests = `${guest} guest ${nightsWord(guest)}`;
  return owner > 0
    ? `${guests} and ${owner} owner-stay ${nightsWord(owner)} (not counted: owner stays earn nothing)`
    : guests;
};

/** A line's nights in words, for the stacked phone cards: '3 nights', '2 owner-stay nights'. */
export const lineNightsPhrase = (line: NightsLine): string =>
  line.kind === 'owner-stay'
    ? `${line.nights} owner-stay ${nightsWord(line.nights)}`
    : `${line.nights} ${nightsWord(line.nights)}`;
