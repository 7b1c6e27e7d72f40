import type { TTaskDetailResponse } from '@hearth/domain';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { readTaskDetail, type TaskDeps, type TaskInclude } from './tasks.queries';

/** `GET v3/property-tasks/{taskId}` with its comments, attachments and links as asked. */
export const getTask = async (
  options: TaskDeps & { taskId: string; include: TaskInclude[]; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { row: task, home } = await findInScope(options.db, scopeCallerOf(options.caller), 'task', options.taskId);
  const { timezone } = home;
  return readTaskDetail(options, task, { timezone, include: options.include, now: options.now ?? new Date() });
};
