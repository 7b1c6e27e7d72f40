import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateTaskCommentRequest,
  ZCreateTaskRequest,
  ZTaskCommentDocument,
  ZTaskDetailResponse,
  ZTaskIdParams,
  ZTaskQuery,
  ZTasksListResponse,
  ZTasksQuery,
  ZUpdateTaskRequest,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { createTask } from './create-task';
import { createTaskComment } from './create-task-comment';
import { findTasks } from './find-tasks';
import { getTask } from './get-task';
import { updateTask } from './update-task';

/**
 * Cleaning, maintenance and inspection tasks (docs/product/tasks.md#calls 'Tasks'). Reads for admin, staff and licensees within
 * their scope; local tasks (the offline mode) are created, changed and commented on here, Breezeway's are not.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const deps = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }) => ({
    db: app.db,
    blob: app.blob,
    config: app.config,
    caller: signedInCaller(request.sessionUser),
  });

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
        summary: 'Create a task kept in Hearth (refused for a property whose tasks Breezeway syncs)',
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
        summary: "Change a Hearth task's status, priority, schedule, assignees, times, name or description",
        params: ZTaskIdParams,
        body: ZUpdateTaskRequest,
        response: { 200: ZTaskDetailResponse },
      },
    },
    async (request) => updateTask({ ...deps(request), taskId: request.params.taskId, body: request.body }),
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
