import { z } from 'zod';
import { BreezewayError } from './breezeway-error';
import type { RemoteComment, RemoteTask, TaskDepartmentName } from './types';

/**
 * What Breezeway sends, read into our types. The field names are assumed (see breezeway-client.ts): read
 * tolerantly, a missing or unreadable value becomes null or its default rather than failing the page.
 */

const ZId = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish();
const ZPerson = z
  .union([z.string(), z.object({ name: text, full_name: text, first_name: text, last_name: text }).passthrough()])
  .nullish();

const personName = (person: z.infer<typeof ZPerson>): string | null => {
  if (!person) return null;
  if (typeof person === 'string') return person.trim() || null;
  const joined = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return (person.name ?? person.full_name ?? joined).trim() || null;
};

const ZRawTask = z
  .object({
    id: ZId,
    home_id: ZId.nullish(),
    name: text,
    description: text,
    type_department: text,
    type_priority: text,
    type_task_status: z.object({ code: text, name: text, stage: text }).passthrough().nullish(),
    scheduled_date: text,
    scheduled_time: text,
    started_at: text,
    finished_at: text,
    paused: z.boolean().nullish(),
    report_url: text,
    tags: z.array(z.union([z.string(), z.object({ name: z.string() }).passthrough()])).nullish(),
    assignments: z.array(ZPerson).nullish(),
    reporter_type: text,
    location: text,
    repair_during_stay: z.boolean().nullish(),
    /** Seconds, or `HH:MM:SS`. */
    total_time: z.union([z.number(), z.string()]).nullish(),
    created_at: text,
    created_by: ZPerson,
    updated_at: text,
    photos: z.array(z.object({ id: ZId, url: z.string().min(1), content_type: text }).passthrough()).nullish(),
  })
  .passthrough();

const ZRawComment = z
  .object({
    id: ZId,
    comment: text,
    text,
    created_at: text,
    commented_at: text,
    created_by: ZPerson,
    author: ZPerson,
  })
  .passthrough();

const ZPage = <T extends z.ZodType>(item: T) =>
  z.union([
    z.array(item),
    z
      .object({
        results: z.array(item).optional(),
        data: z.array(item).optional(),
        total_pages: z.number().int().nullish(),
      })
      .passthrough(),
  ]);

const DEPARTMENTS: Record<string, TaskDepartmentName> = {
  housekeeping: 'cleaning',
  cleaning: 'cleaning',
  maintenance: 'maintenance',
  inspection: 'inspection',
  inspections: 'inspection',
};

const secondsOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (match) return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : null;
};

/** `YYYY-MM-DD` from a date or a date-time. */
const dayOf = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
/** `HH:MM` from `HH:MM` or `HH:MM:SS`. */
const timeOf = (value: string | null | undefined): string | null =>
  value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : null;
/** An ISO instant, or null when Breezeway sends something unreadable. */
const instantOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

const toRemoteTask = (raw: z.infer<typeof ZRawTask>, homeId: string, taskUrl: (id: string) => string): RemoteTask => ({
  id: raw.id,
  homeId: raw.home_id ?? homeId,
  name: raw.name?.trim() || `Task ${raw.id}`,
  description: raw.description?.trim() || null,
  department: DEPARTMENTS[(raw.type_department ?? '').toLowerCase()] ?? 'cleaning',
  priority: raw.type_priority?.toLowerCase() ?? null,
  status: {
    code: raw.type_task_status?.code?.toLowerCase() ?? null,
    stage: raw.type_task_status?.stage?.toLowerCase() ?? null,
  },
  scheduledDate: dayOf(raw.scheduled_date),
  scheduledTime: timeOf(raw.scheduled_time),
  startedAt: instantOf(raw.started_at),
  finishedAt: instantOf(raw.finished_at),
  isPaused: raw.paused ?? false,
  reportUrl: raw.report_url || null,
  tags: (raw.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.name)),
  assignees: [...new Set((raw.assignments ?? []).map(personName).filter((name): name is string => name !== null))],
  reporterType: raw.reporter_type ?? null,
  location: raw.location ?? null,
  repairDuringStay: raw.repair_during_stay ?? false,
  totalTimeSeconds: secondsOf(raw.total_time),
  createdAt: instantOf(raw.created_at),
  createdBy: personName(raw.created_by),
  updatedAt: instantOf(raw.updated_at),
  externalUrl: taskUrl(raw.id),
  photos: (raw.photos ?? []).map((photo) => ({
    id: photo.id,
    url: photo.url,
    contentType: photo.content_type ?? null,
  })),
});

const toRemoteComment = (raw: z.infer<typeof ZRawComment>): RemoteComment | null => {
  const comment = (raw.comment ?? raw.text ?? '').trim();
  const commentedAt = instantOf(raw.commented_at ?? raw.created_at);
  if (!comment || !commentedAt) return null;
  return { id: raw.id, comment, author: personName(raw.author ?? raw.created_by), commentedAt };
};

/** What the sign-in and the refresh answer. */
export const ZTokens = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).optional() });

/** A page's items and, when Breezeway sends it, the number of pages; a body of another shape fails the request. */
const itemsOf = <T extends z.ZodType>(body: unknown, item: T, path: string) => {
  const parsed = ZPage(item).safeParse(body);
  if (!parsed.success) {
    throw new BreezewayError(`Breezeway sent an unexpected list on ${path}: ${parsed.error.message}`, {
      status: 200,
      path,
    });
  }
  const page = parsed.data;
  if (Array.isArray(page)) return { items: page as z.infer<T>[], totalPages: null };
  return {
    items: (page.results ?? page.data ?? []) as z.infer<T>[],
    totalPages: page.total_pages ?? null,
  };
};

/** One page of a home's tasks, in our words. */
export const readTaskPage = (
  body: unknown,
  options: { path: string; homeId: string; taskUrl: (id: string) => string },
): { tasks: RemoteTask[]; totalPages: number | null } => {
  const { items, totalPages } = itemsOf(body, ZRawTask, options.path);
  return { tasks: items.map((raw) => toRemoteTask(raw, options.homeId, options.taskUrl)), totalPages };
};

/** A task's comments, oldest first; one with no text or no readable instant is left out. */
export const readComments = (body: unknown, path: string): RemoteComment[] =>
  itemsOf(body, ZRawComment, path)
    .items.map(toRemoteComment)
    .filter((c): c is RemoteComment => c !== null)
    .sort((a, b) => a.commentedAt.localeCompare(b.commentedAt));

/** The id Breezeway gave what was just written (a task or a comment), at the top of its answer or under `data`. */
export const readWrittenId = (body: unknown, path: string): string => {
  const top = z.object({ id: ZId }).safeParse(body);
  if (top.success) return top.data.id;
  const nested = z.object({ data: z.object({ id: ZId }) }).safeParse(body);
  if (nested.success) return nested.data.data.id;
  throw new BreezewayError(`Breezeway sent no id on ${path}`, { status: 200, path });
};
