import { addressDay, addressId, addressOrNull } from '@hearth/domain/api';
import {
  TASK_ASSIGNEE_FILTERS,
  TASK_DEPARTMENTS,
  TASK_DISPLAY_STATUSES,
  TASK_LIST,
  TASK_SORTS,
} from '@hearth/domain/tasks';
import * as z from 'zod/mini';
import type { TaskListParams } from '../../../api/tasks/get-tasks';

const RANGE_REVERSED = 'The day range ends before it starts';

/**
 * The address of /tasks: search, filters and sort, so that a copied link reopens the same list (zod/mini, as every
 * address schema). A value the API would refuse (an unknown status, a malformed day, a range ending before it
 * starts) is dropped from the address.
 */
export const ZTasksAddress = z
  .object({
    search: z.pipe(
      z._default(z.string(), ''),
      z.transform((text: string) => text.trim().slice(0, TASK_LIST.searchMax)),
    ),
    property: addressOrNull(addressId),
    status: addressOrNull(z.enum(TASK_DISPLAY_STATUSES)),
    department: addressOrNull(z.enum(TASK_DEPARTMENTS)),
    assignee: addressOrNull(
      z.union([z.literal(TASK_ASSIGNEE_FILTERS.me), z.literal(TASK_ASSIGNEE_FILTERS.none), addressId]),
    ),
    from: addressOrNull(addressDay),
    to: addressOrNull(addressDay),
    // Overdue first, the default, is left out of the address.
    sort: z._default(z.enum(TASK_SORTS), 'overdue'),
  })
  .check(
    z.superRefine((a, ctx) => {
      if (a.from !== null && a.to !== null && a.to < a.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_REVERSED, input: a.to });
    }),
  );
export type TasksAddress = z.output<typeof ZTasksAddress>;

/** The address as the API's query (`ZTaskListQuery`), empty filters left out. */
export const taskListParamsOf = (a: TasksAddress): TaskListParams => ({
  ...(a.search ? { search: a.search } : {}),
  ...(a.property ? { 'filters[properties]': a.property } : {}),
  ...(a.status ? { 'filters[statuses]': a.status } : {}),
  ...(a.department ? { 'filters[departments]': a.department } : {}),
  ...(a.assignee ? { 'filters[assignee]': a.assignee } : {}),
  ...(a.from ? { 'filters[from]': a.from } : {}),
  ...(a.to ? { 'filters[to]': a.to } : {}),
  sort: a.sort,
});

/** Whether anything narrows the list (the empty text then says so). */
export const isFiltered = (a: TasksAddress): boolean =>
  Boolean(a.search || a.property || a.status || a.department || a.assignee || a.from || a.to);
