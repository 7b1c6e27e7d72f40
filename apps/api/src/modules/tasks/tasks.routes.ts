import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelTaskRequest,
  ZCreateTaskCommentRequest,
  ZCreateTaskRequest,
  ZTaskActionRequest,
  ZTaskAssigneesQuery,
  ZTaskAssigneesResponse,
  ZTaskCommentDocument,
  ZTaskDetailResponse,
  ZTaskIdParams,
  ZTaskListQuery,
  ZTaskListResponse,
  ZTaskQuery,
  ZTasksListResponse,
  ZTasksQuery,
  ZUpdateTaskRequest,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { cancelTask } from './cancel-task';
import { completeTask } from './complete-task';
import { createTask } from './create-task';
import { createTaskComment } from './create-task-comment';
import { findTaskAssignees } from './find-task-assignees';
import { findTaskList } from './find-task-list';
import { findTasks } from './find-tasks';
import { getTask } from './get-task';
import { reopenTask } from './reopen-task';
import { updateTask } from './update-task';

/**
 * Cleaning, maintenance and inspection tasks (docs/product/tasks.md#calls 'Tasks'), for admin, staff and licensees
 * within their scope: the tasks of a home and of every home, and the tasks made in Hearth created, changed, moved,
 * completed, reopened, cancelled and commented on here (and sent to Breezeway where it syncs the home); Breezeway's
 * own are changed there.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const deps = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }) => ({
    db: app.db,
    blob: app.blob,
    config: app.config,
    background: app.background,
    log: app.log,
    caller: signedInCaller(request.sessionUser),
  });

  app.get(
    '/api/v3/tasks',
    {
      config: { access: { action: 'task:manage', object: 'property' } },
      schema: {
        tags,
        summary:
          'The tasks of every home in reach, filtered by home, status, department, assignee and day, overdue first',
        querystring: ZTaskListQuery,
        response: { 200: ZTaskListResponse },
      },
    },
    async (request) => findTaskList({ ...deps(request), query: request.query }),
  );

  app.get(
    '/api/v3/tasks/assignees',
    {
      config: { access: { action: 'task:manage', object: 'property' } },
      schema: {
        tags,
        summary: 'The staff users a task of this home may be assigned to',
        querystring: ZTaskAssigneesQuery,
        response: { 200: ZTaskAssigneesResponse },
      },
    },
    async (request) => findTaskAssignees({ ...deps(request), propertyId: request.query.propertyId }),
  );

  app.get(
    '/api/v3/property-tasks',
    {
      config: { access: { action: 'task:manage', object: 'property' } },
      schema: {
        tags,
        summary: "A property's tasks scheduled in [from, to], with comments, attachments and links as asked",
        querystring: ZTasksQuery,
        response: { 200: ZTasksListResponse },
      },
    },
    async (request) => findTasks({ ...deps(request), query: request.query }),
  );

  app.get(
    '/api/v3/property-tasks/:taskId',
    {
      config: { access: { action: 'task:manage', object: 'task' } },
      schema: {
        tags,
        summary: 'One task with its comments, attachments and links as asked',
        params: ZTaskIdParams,
        querystring: ZTaskQuery,
        response: { 200: ZTaskDetailResponse },
      },
    },
    async (request) => getTask({ ...deps(request), taskId: request.params.taskId, include: request.query.include }),
  );

  app.post(
    '/api/v3/property-tasks',
    {
      config: { access: { action: 'task:manage', object: 'property' } },
      schema: {
        tags,
        summary: 'Create a task in Hearth (sent to Breezeway where it syncs the home)',
        body: ZCreateTaskRequest,
        response: { 201: ZTaskDetailResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createTask({ ...deps(request), body: request.body })),
  );

  app.patch(
    '/api/v3/property-tasks/:taskId',
    {
      config: { access: { action: 'task:manage', object: 'task' } },
      schema: {
        tags,
        summary: 'Change or move a Hearth task: status, priority, day and time, assignees, times, name or description',
        params: ZTaskIdParams,
        body: ZUpdateTaskRequest,
        response: { 200: ZTaskDetailResponse },
      },
    },
    async (request) => updateTask({ ...deps(request), taskId: request.params.taskId, body: request.body }),
  );

  const action = (
    path: 'complete' | 'reopen',
    summary: string,
    run: (options: ReturnType<typeof deps> & { taskId: string }) => ReturnType<typeof completeTask>,
  ) =>
    app.post(
      `/api/v3/property-tasks/:taskId/${path}`,
      {
        config: { access: { action: 'task:manage', object: 'task' } },
        schema: {
          tags,
          summary,
          params: ZTaskIdParams,
          body: ZTaskActionRequest,
          response: { 200: ZTaskDetailResponse },
        },
      },
      async (request) => run({ ...deps(request), taskId: request.params.taskId }),
    );
  action('complete', 'Complete a Hearth task: finished now', completeTask);
  action('reopen', 'Reopen a finished or closed Hearth task', reopenTask);

  app.post(
    '/api/v3/property-tasks/:taskId/cancel',
    {
      config: { access: { action: 'task:manage', object: 'task' } },
      schema: {
        tags,
        summary: 'Cancel a Hearth task: closed, with the reason as a comment',
        params: ZTaskIdParams,
        body: ZCancelTaskRequest,
        response: { 200: ZTaskDetailResponse },
      },
    },
    async (request) => cancelTask({ ...deps(request), taskId: request.params.taskId, body: request.body }),
  );

  app.post(
    '/api/v3/property-tasks/:taskId/comments',
    {
      config: { access: { action: 'task:manage', object: 'task' } },
      schema: {
        tags,
        summary: 'Comment on a Hearth task (Breezeway tasks are replied to on Breezeway)',
        params: ZTaskIdParams,
        body: ZCreateTaskCommentRequest,
        response: { 201: ZTaskCommentDocument },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTaskComment({ ...deps(request), taskId: request.params.taskId, body: request.body })),
  );
};
