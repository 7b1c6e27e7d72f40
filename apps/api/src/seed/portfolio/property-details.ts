import type { CleaningStatus, KeyStatus, KeyType, PropertyStatus, RiskStatus } from '@hearth/domain';
import type {
  PropertyCheckpoints,
  PropertyCompliance,
  PropertyResourceLink,
  PropertyTasksSummary,
} from '../../db/schema';
import type { Random } from '../random';
import { addDays } from './calendar';

/** How a listing is run day to day: keys, cleaning, Airbnb standing, compliance, open tasks, links. */
export type OperationalDetails = {
  keyType: KeyType;
  keyStatus: KeyStatus;
  cleaningStatus: CleaningStatus;
  riskStatus: RiskStatus | null;
  checkpoints: PropertyCheckpoints;
  compliance: PropertyCompliance;
  tasksSummary: PropertyTasksSummary;
  resourceLinks: PropertyResourceLink[];
  /** The day it joined, `YYYY-MM-DD`. */
  joinedOn: string;
};

const KEY_TYPE_WEIGHTS: Record<KeyType, number> = {
  standard: 34,
  'key-nest': 24,
  'key-nest-standard': 8,
  'key-nest-locker': 12,
  'key-nest-private-locker': 5,
  'convenience-store': 9,
  offsite: 8,
};

const KEY_STATUS_WEIGHTS: Record<KeyStatus, number> = {
  'in-place': 30,
  'in-store': 15,
  'in-use': 14,
  'in-locker': 10,
  hearth: 10,
  'in-place-unverified': 8,
  'waiting-for-drop-off': 5,
  unknown: 8,
};

const CLEANING_WEIGHTS: Record<CleaningStatus, number> = {
  ready: 52,
  occupied: 22,
  dirty: 12,
  'in-progress': 9,
  blocked: 5,
};

const RISK_COLOURS: Record<PropertyCompliance['riskColour'], { weight: number; label: string }> = {
  green: { weight: 72, label: 'Compliant' },
  yellow: { weight: 14, label: 'Booked nights near the local cap' },
  orange: { weight: 9, label: 'Registration renewal due' },
  red: { weight: 5, label: 'Registration lapsed' },
};

/** A day `from + min..max` days, or null when it would still be in the future (an onboarding step not done yet). */
const stepDay = (random: Random, from: string, min: number, max: number, asOf: string): string | null => {
  const day = addDays(from, random.int(min, max));
  return day <= asOf ? day : null;
};

export const operationalDetails = (
  random: Random,
  options: { status: PropertyStatus; state: string; code: string; asOf: string },
): OperationalDetails => {
  const { status, asOf } = options;
  const riskDraw = random.next();
  const riskStatus: RiskStatus | null =
    status === 'onboarding' ? null : riskDraw < 0.05 ? 'at-risk' : riskDraw < 0.07 ? 'suspended' : null;
  // Onboarding listings joined in the last two months; the rest between half a year and six years ago.
  const joinedOn = addDays(asOf, status === 'onboarding' ? -random.int(5, 60) : -random.int(180, 2_200));
  const colour =
    riskStatus === 'suspended'
      ? 'red'
      : random.weighted(
          Object.fromEntries(Object.entries(RISK_COLOURS).map(([k, v]) => [k, v.weight])) as Record<
            PropertyCompliance['riskColour'],
            number
          >,
        );
  // NSW caps unhosted short stays at 180 nights a year in Greater Sydney; elsewhere a policy is the owner's choice.
  const capped = options.state === 'NSW';
  const maintenanceTasks = random.chance(0.55) ? random.int(1, 6) : 0;
  const inspectionTasks = random.chance(0.4) ? random.int(1, 3) : 0;
  const resourceLinks: PropertyResourceLink[] = [];
  if (random.chance(0.9)) {
    resourceLinks.push({ name: 'Property manager', url: `https://manager.example.com/properties/${options.code}` });
  }
  if (random.chance(0.4)) {
    resourceLinks.push({ name: 'Guest guide', url: `https://guides.example.com/${options.code.toLowerCase()}` });
  }
  return {
    keyType: random.weighted(KEY_TYPE_WEIGHTS),
    keyStatus: random.weighted(KEY_STATUS_WEIGHTS),
    cleaningStatus: random.weighted(CLEANING_WEIGHTS),
    riskStatus,
    checkpoints: {
      ingoingInspectionDate: stepDay(random, joinedOn, 2, 10, asOf),
      entryCleanDate: stepDay(random, joinedOn, 8, 20, asOf),
      photographyDate: stepDay(random, joinedOn, 12, 30, asOf),
      readyReportDate: stepDay(random, joinedOn, 20, 45, asOf),
    },
    compliance: {
      policyEnabled: capped || random.chance(0.25),
      riskColour: colour,
      // A home with no cap is never near one: its yellow is about the short-stay policy.
      riskLabel: colour === 'yellow' && !capped ? 'Short-stay policy under review' : RISK_COLOURS[colour].label,
      currentYearOverrideActivated: random.chance(0.03),
      currentYearRenewalDate: addDays(asOf, random.int(10, 330)),
      currentYearBookableDays: capped ? 180 : null,
    },
    tasksSummary: {
      maintenanceTasks,
      inspectionTasks,
      maintenanceOverdue: maintenanceTasks > 0 && random.chance(0.3) ? random.int(1, Math.min(2, maintenanceTasks)) : 0,
      inspectionOverdue: inspectionTasks > 0 && random.chance(0.2) ? 1 : 0,
    },
    resourceLinks,
    joinedOn,
  };
};
