import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays, type TaskDisplayStatus, type TaskPriority } from '@hearth/domain';
import type { Db } from '../db/client';
import {
  breezewayProperties,
  properties,
  propertyPhotos,
  propertyTaskAssignments,
  propertyTaskAttachments,
  propertyTaskComments,
  propertyTasks,
} from '../db/schema';
import { deterministicUuid } from './deterministic-id';
import type { PortfolioProperty } from './portfolio/generate-properties';
import { createRandom, type Random } from './random';

/**
 * Demo cleaning, maintenance and inspection tasks over the two months either side of the seed day, as staff would
 * see them in the calendar's task popup: assignees, comments with times, a few photos (the property's own demo
 * photos), and a handful of properties mapped to Breezeway homes whose tasks carry their 'View on Breezeway' link.
 */

type DemoTaskProperty = Pick<PortfolioProperty, 'id' | 'code' | 'status' | 'company' | 'timezone' | 'index'>;
type Department = 'cleaning' | 'maintenance' | 'inspection';

const CLEANERS = [
  'Chloe Nguyen',
  'Jack Wilson',
  'Olivia Smith',
  'Liam Walker',
  'Mia Thompson',
  'Noah Brown',
  'Ruby Taylor',
  'Lachlan Jones',
  'Isla Martin',
  'Cooper White',
  'Sienna Harris',
  'Hamish Clarke',
  'Matilda Kelly',
  'Angus Ryan',
  'Zara Patel',
  "Tom O'Brien",
  'Priya Singh',
  'Ella Robinson',
] as const;

const TASKS: Record<Department, readonly { name: string; description: string; location: string | null }[]> = {
  cleaning: [
    {
      name: 'Departure clean',
      description: 'Full clean after check-out; change all linen and towels.',
      location: null,
    },
    {
      name: 'Turnover clean',
      description: 'Same-day turnover: clean, restock amenities, linen change.',
      location: null,
    },
    { name: 'Mid-stay clean', description: 'Light clean, fresh towels, empty bins.', location: null },
    { name: 'Deep clean', description: 'Oven, fridge, skirting boards and windows inside.', location: 'Kitchen' },
    { name: 'Linen change', description: 'Swap bed linen for the next guests.', location: 'Bedrooms' },
  ],
  maintenance: [
    { name: 'Fix leaking tap', description: 'Guest reported a dripping tap.', location: 'Main bathroom' },
    { name: 'Replace smoke alarm battery', description: 'Alarm chirping in the hallway.', location: 'Hallway' },
    {
      name: 'Service air conditioner',
      description: 'Clean filters and check the outdoor unit.',
      location: 'Living room',
    },
    { name: 'Repair fly screen', description: 'Torn screen on the back door.', location: 'Back door' },
    { name: 'Pool pump check', description: 'Pump noisy; check the filter basket.', location: 'Pool' },
    { name: 'Garden tidy-up', description: 'Mow, edge and clear leaves from the deck.', location: 'Backyard' },
    { name: 'Unblock shower drain', description: 'Water pooling in the shower.', location: 'Ensuite' },
  ],
  inspection: [
    { name: 'Pre-arrival inspection', description: 'Walk-through before a long stay.', location: null },
    {
      name: 'Quarterly property inspection',
      description: 'Condition report with photos for the owner.',
      location: null,
    },
    { name: 'Pool safety inspection', description: 'Gate, fence and signage check.', location: 'Pool' },
    { name: 'Smoke alarm compliance check', description: 'Test every alarm and record the dates.', location: null },
  ],
};

const COMMENTS = [
  'Linen delivered, left in the laundry.',
  'Guest checked out 30 minutes late.',
  'Key returned to the lockbox.',
  'Tap washer worn, plumber booked.',
  'All done, photos attached.',
  'Pool chlorine topped up.',
  'Smoke alarms tested and working.',
  'Two bath towels missing, noted for the owner.',
  'Arrived on site.',
  'Waiting on parts, back on Thursday.',
  'Stained doona cover swapped for a spare.',
  'Dishwasher left running for the guests.',
] as const;

/** Breezeway's status code and stage for each of ours, as the sync stores them. */
const STATUS_CODES: Record<TaskDisplayStatus, [string, string]> = {
  unassigned: ['not_started', 'new'],
  assigned: ['not_started', 'new'],
  overdue: ['not_started', 'new'],
  in_progress: ['in_progress', 'in_progress'],
  paused: ['paused', 'in_progress'],
  closed: ['closed', 'finished'],
  finished: ['finished', 'finished'],
  approved: ['approved', 'finished'],
};

const PRIORITY_WEIGHTS: Record<TaskPriority, number> = { normal: 62, high: 14, low: 12, watch: 6, urgent: 6 };
const DEPARTMENT_WEIGHTS: Record<Department, number> = { cleaning: 62, maintenance: 24, inspection: 14 };
/** Status weights by when the task is: long past, the last two days, ahead. Past open tasks show as overdue. */
const PAST_STATUS: Partial<Record<TaskDisplayStatus, number>> = {
  finished: 40,
  approved: 34,
  closed: 8,
  assigned: 10,
  unassigned: 4,
  paused: 4,
};
const RECENT_STATUS: Partial<Record<TaskDisplayStatus, number>> = {
  in_progress: 40,
  finished: 28,
  paused: 12,
  assigned: 20,
};
const AHEAD_STATUS: Partial<Record<TaskDisplayStatus, number>> = { assigned: 70, unassigned: 30 };

/** The first named listing gets one task of every status and priority, so the demo shows each. */
const SHOWCASE: readonly {
  offset: number;
  status: TaskDisplayStatus;
  priority: TaskPriority;
  department: Department;
}[] = [
  { offset: 3, status: 'unassigned', priority: 'normal', department: 'cleaning' },
  { offset: 1, status: 'assigned', priority: 'high', department: 'cleaning' },
  { offset: -4, status: 'assigned', priority: 'urgent', department: 'maintenance' }, // shown overdue
  { offset: 0, status: 'in_progress', priority: 'normal', department: 'cleaning' },
  { offset: -1, status: 'paused', priority: 'watch', department: 'maintenance' },
  { offset: -12, status: 'closed', priority: 'low', department: 'maintenance' },
  { offset: -6, status: 'finished', priority: 'normal', department: 'cleaning' },
  { offset: -20, status: 'approved', priority: 'high', department: 'inspection' },
];

/** Listings whose tasks come from Breezeway in the demo ('View on Breezeway'): three named ones and two more. */
const BREEZEWAY_CODES = new Set(['MLB-002', 'QTN-006', 'CLD-007']);
const BREEZEWAY_INDEXES = new Set([24, 48]);

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** The property's UTC offset on a day, daylight saving included (formatters are slow to make: one per zone). */
const offsetMinutes = (day: string, timezone: string): number => {
  const key = `${timezone}|${day}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let format = offsetFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone: timezone, timeZoneName: 'longOffset' });
    offsetFormats.set(timezone, format);
  }
  const name = format.formatToParts(new Date(`${day}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 600;
  offsets.set(key, minutes);
  return minutes;
};

/** The instant of a local day and time at the property. */
const localInstant = (day: string, time: string, timezone: string): Date =>
  new Date(Date.parse(`${day}T${time}:00Z`) - offsetMinutes(day, timezone) * 60_000);

/**
 * Rows through one JSON parameter (json_populate_recordset), as the portfolio loader does: a multi-row VALUES with
 * thousands of bound parameters is several times slower on PGlite.
 */
const insertJson = async (db: Db, table: PgTable, rows: readonly Record<string, unknown>[]) => {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key] ?? null]))),
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
};

const pickAssignees = (random: Random, department: Department): string[] => {
  const first = random.pick(CLEANERS);
  if (department !== 'cleaning' || !random.chance(0.35)) return [first];
  const second = random.pick(CLEANERS);
  return second === first ? [first] : [first, second];
};

type TaskSpec = { offset: number; status: TaskDisplayStatus; priority: TaskPriority; department: Department };

const randomSpec = (random: Random): TaskSpec => {
  const offset = random.int(-60, 60);
  const weights = offset < -1 ? PAST_STATUS : offset <= 0 ? RECENT_STATUS : AHEAD_STATUS;
  return {
    offset,
    status: random.weighted(weights as Record<TaskDisplayStatus, number>),
    priority: random.weighted(PRIORITY_WEIGHTS),
    department: random.weighted(DEPARTMENT_WEIGHTS),
  };
};

type TaskRow = typeof propertyTasks.$inferInsert;

const OPEN: readonly string[] = ['unassigned', 'assigned', 'overdue', 'in_progress', 'paused'];

/** One property's task counts from its own tasks. */
const summaryOf = (tasks: readonly TaskRow[], today: string) => {
  const summary = { maintenanceTasks: 0, inspectionTasks: 0, maintenanceOverdue: 0, inspectionOverdue: 0 };
  for (const task of tasks) {
    if (!OPEN.includes(task.displayStatus ?? '')) continue;
    const late =
      ['unassigned', 'assigned', 'overdue'].includes(task.displayStatus ?? '') && (task.scheduledDate ?? today) < today;
    if (task.department === 'maintenance') {
      summary.maintenanceTasks += 1;
      if (late) summary.maintenanceOverdue += 1;
    } else if (task.department === 'inspection') {
      summary.inspectionTasks += 1;
      if (late) summary.inspectionOverdue += 1;
    }
  }
  return summary;
};

export type DemoTaskCounts = { tasks: number; comments: number; attachments: number; breezewayHomes: number };

/**
 * Writes the demo tasks for `properties` (inactive ones get none) around `today`, maps a few to Breezeway homes,
 * and recomputes those properties' `tasks_summary` from the tasks (open maintenance and inspection tasks, and how
 * many of them are overdue). Deterministic: the same properties and day give the same rows.
 */
export const seedDemoTasks = async (
  db: Db,
  options: { properties: readonly DemoTaskProperty[]; today: string },
): Promise<DemoTaskCounts> => {
  const { today } = options;
  const live = options.properties.filter((p) => p.status !== 'inactive');
  if (live.length === 0) return { tasks: 0, comments: 0, attachments: 0, breezewayHomes: 0 };
  const photoRows = await db
    .select({ propertyId: propertyPhotos.propertyId, blobKey: propertyPhotos.blobKey })
    .from(propertyPhotos)
    .where(sql`${propertyPhotos.propertyId} = any(string_to_array(${live.map((p) => p.id).join(',')}, ',')::uuid[])`)
    .orderBy(propertyPhotos.propertyId, propertyPhotos.position);
  const photosOf = new Map<string, string[]>();
  for (const row of photoRows) photosOf.set(row.propertyId, [...(photosOf.get(row.propertyId) ?? []), row.blobKey]);

  const tasks: TaskRow[] = [];
  const assignments: (typeof propertyTaskAssignments.$inferInsert)[] = [];
  const comments: (typeof propertyTaskComments.$inferInsert)[] = [];
  const attachments: (typeof propertyTaskAttachments.$inferInsert)[] = [];
  const homes: (typeof breezewayProperties.$inferInsert)[] = [];

  for (const property of live) {
    const random = createRandom(`tasks:${property.code}`);
    const named = property.index < 12;
    const homeId =
      BREEZEWAY_CODES.has(property.code) || BREEZEWAY_INDEXES.has(property.index) ? 40_000 + property.index : null;
    if (homeId !== null) homes.push({ propertyId: property.id, breezewayPropertyId: String(homeId) });
    const specs: TaskSpec[] = property.index === 0 ? [...SHOWCASE] : [];
    const count = named ? random.int(12, 18) : random.int(1, 4);
    while (specs.length < count) specs.push(randomSpec(random));
    const creator = property.company === 'coastal-stays' ? 'Lee Licensee' : random.pick(['Sam Staff', 'Alex Admin']);

    specs.forEach((spec, i) => {
      const id = deterministicUuid(`task:${property.code}:${i}`);
      const template = random.pick(TASKS[spec.department]);
      const scheduledDate = addDays(today, spec.offset);
      const scheduledTime =
        spec.department === 'cleaning'
          ? random.pick(['10:00', '10:30', '11:00', '12:00'])
          : random.pick(['08:00', '09:00', '13:00', '14:30']);
      const started = ['in_progress', 'paused', 'finished', 'approved', 'closed'].includes(spec.status);
      const done = ['finished', 'approved'].includes(spec.status);
      const startedAt = started
        ? new Date(localInstant(scheduledDate, scheduledTime, property.timezone).getTime() + random.int(0, 40) * 60_000)
        : null;
      const minutes = spec.department === 'inspection' ? random.int(30, 90) : random.int(60, 210);
      const finishedAt = done && startedAt ? new Date(startedAt.getTime() + minutes * 60_000) : null;
      const [statusCode, statusStage] = STATUS_CODES[spec.status];
      const breezewayTaskId = homeId !== null ? String(homeId * 1000 + i) : null;
      tasks.push({
        id,
        propertyId: property.id,
        breezewayId: breezewayTaskId,
        origin: breezewayTaskId ? 'breezeway' : 'hearth',
        name: template.name,
        description: template.description,
        displayStatus: spec.status,
        priority: spec.priority,
        scheduledDate,
        scheduledTime,
        startedAt,
        finishedAt,
        isPaused: spec.status === 'paused',
        reportUrl: breezewayTaskId && done ? `https://app.breezeway.io/task/${breezewayTaskId}/report` : null,
        department: spec.department,
        tags: spec.department === 'cleaning' ? ['guest-ready'] : spec.department === 'maintenance' ? ['repairs'] : [],
        statusCode,
        statusStage,
        reporterType: spec.department === 'maintenance' ? random.pick(['cleaner', 'guest', 'staff']) : 'staff',
        location: template.location,
        repairDuringStay: spec.department === 'maintenance' && random.chance(0.2),
        totalTimeSeconds: startedAt && finishedAt ? minutes * 60 : null,
        createdByName: breezewayTaskId ? 'Breezeway' : creator,
        externalUrl: breezewayTaskId ? `https://app.breezeway.io/task/${breezewayTaskId}` : null,
        createdAt: new Date(Date.parse(`${addDays(scheduledDate, -random.int(3, 20))}T0${random.int(0, 8)}:15:00Z`)),
        syncedAt: breezewayTaskId ? new Date(`${today}T00:00:00Z`) : null,
      });
      const assignees = spec.status === 'unassigned' ? [] : pickAssignees(random, spec.department);
      assignments.push(...assignees.map((name) => ({ taskId: id, name })));

      const commentCount = started ? random.int(0, named ? 3 : 1) : random.chance(0.15) ? 1 : 0;
      for (let c = 0; c < commentCount; c += 1) {
        const at = startedAt
          ? new Date(startedAt.getTime() + random.int(5, minutes) * 60_000)
          : new Date(
              Date.parse(
                `${addDays(scheduledDate, -random.int(1, 3))}T0${random.int(0, 7)}:${random.pick(['05', '20', '45'])}:00Z`,
              ),
            );
        comments.push({
          id: deterministicUuid(`task-comment:${property.code}:${i}:${c}`),
          taskId: id,
          comment: random.pick(COMMENTS),
          author: assignees[0] && random.chance(0.7) ? assignees[0] : creator,
          commentedAt: at,
        });
      }
      const photos = photosOf.get(property.id) ?? [];
      if (done && photos.length > 0 && random.chance(named ? 0.35 : spec.department === 'inspection' ? 0.25 : 0.04)) {
        for (const key of photos.slice(0, random.int(1, Math.min(3, photos.length)))) {
          attachments.push({ taskId: id, blobKey: key, contentType: 'image/png' });
        }
      }
    });
  }

  await db.transaction(async (tx) => {
    await insertJson(tx, propertyTasks, tasks);
    await insertJson(tx, propertyTaskAssignments, assignments);
    await insertJson(tx, propertyTaskComments, comments);
    await insertJson(tx, propertyTaskAttachments, attachments);
    if (homes.length > 0) await tx.insert(breezewayProperties).values(homes);
    // The property list's task counts, from the tasks themselves: open maintenance and inspection tasks, and the
    // open ones whose day has passed (the rule the task API uses to show 'overdue').
    // Grouped first: scanning every task for each property is quadratic (hours at seed:scale's 100,000 homes).
    const tasksOf = new Map<string, TaskRow[]>();
    for (const task of tasks) {
      const list = tasksOf.get(task.propertyId);
      if (list) list.push(task);
      else tasksOf.set(task.propertyId, [task]);
    }
    const summaries = JSON.stringify(
      options.properties.map((p) => ({ id: p.id, summary: summaryOf(tasksOf.get(p.id) ?? [], today) })),
    );
    await tx.execute(sql`
      update ${properties} p set tasks_summary = j.summary
      from json_to_recordset(${summaries}::json) as j(id uuid, summary jsonb)
      where p.id = j.id`);
  });
  return {
    tasks: tasks.length,
    comments: comments.length,
    attachments: attachments.length,
    breezewayHomes: homes.length,
  };
};
