import {
  TASK_DONE_STATUSES,
  TASK_LIMITS,
  TASK_MESSAGES,
  type TaskDisplayStatus,
  type TTask,
} from '@hearth/domain/tasks';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCalendarEvent, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useAddTaskComment } from '../../api/tasks/add-task-comment';
import { useChangeTaskStatus, type TaskStatusAction } from '../../api/tasks/change-task-status';
import { useUpdateTask } from '../../api/tasks/update-task';
import { isApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { DatePickerField } from '../date-picker-field';

const DONE: readonly TaskDisplayStatus[] = TASK_DONE_STATUSES;

const messageOf = (error: unknown): string =>
  isApiError(error)
    ? (Object.values(fieldErrorsOf(error.errorDetails))[0] ?? error.errorMessage)
    : 'Something went wrong. Try again.';

type Panel = 'none' | 'move' | 'cancel';

/**
 * What may be done with a task made in Hearth (docs/product/tasks.md#screens): Complete, Reopen, Move (another day or
 * time), Edit, and Cancel with a reason; each button shows its own pending state and the refusal under them.
 */
export const TaskActions = ({ task, onEdit }: { task: TTask; onEdit?: ((task: TTask) => void) | undefined }) => {
  const a = task.attributes;
  const status = useChangeTaskStatus();
  const move = useUpdateTask();
  const [panel, setPanel] = useState<Panel>('none');
  const [day, setDay] = useState<string | null>(a.scheduledDate);
  const [time, setTime] = useState(a.scheduledTime?.slice(0, 5) ?? '');
  const [reason, setReason] = useState('');
  const done = DONE.includes(a.displayStatus);
  const closed = a.displayStatus === 'closed';
  const open = !done && !closed;

  const act = (action: TaskStatusAction) =>
    status.mutate(
      {
        taskId: task.id,
        action,
        ...(action === 'cancel' ? { body: reason.trim() ? { reason: reason.trim() } : {} } : {}),
      },
      { onSuccess: () => setPanel('none') },
    );
  const pending = (action: TaskStatusAction) => status.isPending && status.variables.action === action;

  const saveMove = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    move.mutate(
      {
        taskId: task.id,
        body: {
          data: { type: 'property-task', attributes: { scheduledDate: day, scheduledTime: time === '' ? null : time } },
        },
      },
      { onSuccess: () => setPanel('none') },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {open ? (
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={pending('complete')}
            onClick={() => act('complete')}
          >
            Complete
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            loading={pending('reopen')}
            onClick={() => act('reopen')}
          >
            Reopen
          </Button>
        )}
        {open ? (
          <Button
            size="xs"
            variant={panel === 'move' ? 'light' : 'default'}
            leftSection={<IconCalendarEvent size={14} aria-hidden />}
            aria-expanded={panel === 'move'}
            onClick={() => setPanel(panel === 'move' ? 'none' : 'move')}
          >
            Move
          </Button>
        ) : null}
        {onEdit ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(task)}
          >
            Edit
          </Button>
        ) : null}
        {open ? (
          <Button
            size="xs"
            variant={panel === 'cancel' ? 'light' : 'subtle'}
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            aria-expanded={panel === 'cancel'}
            onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}
          >
            Cancel task
          </Button>
        ) : null}
      </Group>

      {panel === 'move' ? (
        <Paper withBorder radius="md" p="sm">
          <form onSubmit={saveMove} aria-label="Move the task">
            <Stack gap="xs">
              <Group gap="sm" align="flex-start" grow>
                <DatePickerField
                  label="New day"
                  value={day}
                  onChange={setDay}
                  size="sm"
                  clearable={false}
                  withAsterisk
                />
                <TextInput
                  label="New time"
                  type="time"
                  value={time}
                  onChange={(e) => setTime(e.currentTarget.value)}
                  size="sm"
                />
              </Group>
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setPanel('none')}>
                  Back
                </Button>
                <Button size="xs" type="submit" loading={move.isPending} disabled={!day}>
                  Save move
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}

      {panel === 'cancel' ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Textarea
              label="Reason (optional)"
              description="Kept as a comment on the task"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={TASK_LIMITS.cancelReasonMax}
              autosize
              minRows={2}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setPanel('none')}>
                Keep the task
              </Button>
              <Button size="xs" color="red" loading={pending('cancel')} onClick={() => act('cancel')}>
                Cancel the task
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}

      {status.isError ? (
        <Alert color="red" title="The task did not change">
          {messageOf(status.error)}
        </Alert>
      ) : null}
      {move.isError ? (
        <Alert color="red" title="The task was not moved">
          {messageOf(move.error)}
        </Alert>
      ) : null}
    </Stack>
  );
};

/** The comment box of a task made in Hearth: by the caller, now. */
export const TaskCommentForm = ({ taskId }: { taskId: string }) => {
  const add = useAddTaskComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (text.trim() === '') {
      setError(TASK_MESSAGES.commentRequired);
      return;
    }
    add.mutate(
      { taskId, body: { data: { type: 'task-comment', attributes: { comment: text } } } },
      {
        onSuccess: () => {
          setText('');
          setError(null);
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Comment on the task">
      <Stack gap={6}>
        <Textarea
          label="Add a comment"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          maxLength={TASK_LIMITS.commentMax}
          autosize
          minRows={2}
          error={error}
        />
        <Group justify="flex-end">
          <Button size="xs" type="submit" variant="light" loading={add.isPending}>
            Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** 'Not yet sent to Breezeway' (with why the last try failed) or 'Sent to Breezeway', for a task that goes there. */
export const TaskPushNote = ({ task }: { task: TTask }) => {
  const push = task.attributes.breezewayPush;
  if (!push) return null;
  if (push.state === 'sent') {
    return (
      <Text size="xs" c="dimmed">
        {TASK_MESSAGES.sent}
      </Text>
    );
  }
  return (
    <Alert color="yellow" title={TASK_MESSAGES.notSent} p="xs">
      {push.lastError ? `The last try failed: ${push.lastError}. It is tried again shortly.` : 'It is sent shortly.'}
    </Alert>
  );
};
