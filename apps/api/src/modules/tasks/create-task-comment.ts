import type { TCreateTaskCommentRequest, TTaskComment } from '@hearth/domain';
import { propertyTaskComments } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { sendToBreezewaySoon } from './push-breezeway-tasks';
import { fullName, refuseSynced } from './task-changes';
import { presentComment } from './tasks.presenter';
import type { TaskChangeDeps } from './tasks.queries';

/** `POST v3/property-tasks/{taskId}/comments`: a comment by the caller, now (and to Breezeway, as the task goes). */
export const createTaskComment = async (
  options: TaskChangeDeps & { taskId: string; body: TCreateTaskCommentRequest; now?: Date },
): Promise<{ data: TTaskComment }> => {
  const { db, caller } = options;
  const { row: task } = await findInScope(db, scopeCallerOf(caller), 'task', options.taskId);
  refuseSynced(task);
  const comment = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(propertyTaskComments)
      .values({
        taskId: task.id,
        comment: options.body.data.attributes.comment,
        author: fullName(caller),
        commentedAt: options.now ?? new Date(),
      })
      .returning();
    if (!row) throw new Error('comment insert returned no row');
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'property-task-comment.create',
        entity: 'property_task_comment',
        entityId: row.id,
        after: { taskId: task.id, comment: row.comment, author: row.author },
      },
    };
  });
  sendToBreezewaySoon(options, task.id);
  return { data: presentComment(comment) };
};
