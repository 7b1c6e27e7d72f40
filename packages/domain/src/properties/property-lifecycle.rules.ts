import type { Action } from '../access/permissions';
import type { PropertyStatus } from './properties.constants';

/*
 * A home's life cycle (docs/product/properties.md#life-cycle): Onboarding → Active → Offboarding → Inactive, and back
 * to Active from Offboarding. Each move is an action of the permissions table, checked on the server and audited.
 */

export const LIFECYCLE_MOVES = ['activate', 'offboard', 'reactivate', 'deactivate'] as const;
export type LifecycleMove = (typeof LIFECYCLE_MOVES)[number];

type Move = { from: PropertyStatus; to: PropertyStatus; action: Action; label: string };

export const LIFECYCLE: Record<LifecycleMove, Move> = {
  activate: { from: 'onboarding', to: 'active', action: 'property:activate', label: 'Activate' },
  offboard: { from: 'active', to: 'offboarding', action: 'property:offboard', label: 'Start offboarding' },
  reactivate: { from: 'offboarding', to: 'active', action: 'property:reactivate', label: 'Keep it active' },
  deactivate: { from: 'offboarding', to: 'inactive', action: 'property:deactivate', label: 'Make inactive' },
};

export const LIFECYCLE_MESSAGES = {
  notFrom: (move: LifecycleMove, status: PropertyStatus) =>
    `A home that is ${status} cannot be moved this way (${LIFECYCLE[move].label} is for ${LIFECYCLE[move].from} homes)`,
  lastNightRequired: 'Choose the last night guests may stay',
  lastNightPast: 'The last night cannot be before today',
  activeStays: (count: number) =>
    `This home still has ${count} stay${count === 1 ? '' : 's'} to come: cancel or move ${count === 1 ? 'it' : 'them'} before making it inactive`,
} as const;

/** The moves open to a home in this status (what its record offers, before the caller's rights are checked). */
export const movesFrom = (status: PropertyStatus): LifecycleMove[] =>
  LIFECYCLE_MOVES.filter((move) => LIFECYCLE[move].from === status);

/** The status a move leads to, or why it cannot be made from here. */
export const applyMove = (
  status: PropertyStatus,
  move: LifecycleMove,
): { ok: true; to: PropertyStatus } | { ok: false; message: string } =>
  LIFECYCLE[move].from === status
    ? { ok: true, to: LIFECYCLE[move].to }
    : { ok: false, message: LIFECYCLE_MESSAGES.notFrom(move, status) };
