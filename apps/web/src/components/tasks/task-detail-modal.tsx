import { isRouteAllowed } from '@hearth/domain/access';
import {
  TASK_LINK_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type TTask,
  type TTaskAttachment,
  type TTaskComment,
} from '@hearth/domain/tasks';
import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPill } from '../status-pill';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../lib/auth';
import { formatDay, formatDuration, formatOrdinalDateTime, zoneNameAt } from '../../lib/format';
import { usePropertyTask } from '../../api/tasks/get-property-task';
import { TaskActions, TaskCommentForm, TaskPushNote } from './task-actions';
import { formatClock } from './task-labels';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={500}>
      {term}
    </Text>
    <Text component="dd" size="sm" m={0}>
      {children}
    </Text>
  </div>
);

/** The description, cut at 9em with 'Show all' when it is longer (docs/product/calendar.md#screens). */
const Description = ({ text }: { text: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(true);
  useLayoutEffect(() => {
    const node = ref.current;
    // jsdom has no layout (both 0): keep the control, which is then harmless.
    if (node && node.scrollHeight > 0) setOverflows(node.scrollHeight > node.clientHeight + 1);
  }, [text]);
  return (
    <Stack gap={4}>
      <Box
        ref={ref}
        id="task-description"
        data-testid="task-description"
        style={{ maxHeight: expanded ? undefined : '9em', overflow: 'hidden', whiteSpace: 'pre-wrap' }}
      >
        <Text size="sm" inherit>
          {text}
        </Text>
      </Box>
      {overflows || expanded ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          px={0}
          aria-expanded={expanded}
          aria-controls="task-description"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show all'}
        </Button>
      ) : null}
    </Stack>
  );
};

const isImage = (attachment: TTaskAttachment) =>
  attachment.attributes.contentType?.startsWith('image/') ??
  /\.(png|jpe?g|gif|webp)(\?|$)/i.test(attachment.attributes.url);

const TaskBody = ({
  task,
  comments,
  attachments,
  timeZone,
  canEdit,
  onEdit,
}: {
  task: TTask;
  comments: TTaskComment[];
  attachments: TTaskAttachment[] | null;
  timeZone: string;
  /** A task made in Hearth, once its document says so: its actions and comment box show. */
  canEdit: boolean;
  onEdit?: ((task: TTask) => void) | undefined;
}) => {
  const a = task.attributes;
  const { user } = useSignedInSession();
  const opensBooking = a.bookingId !== null && isRouteAllowed(paths.reservation.getHref(a.bookingId), user.roles);
  const at = (iso: string | null) => (iso ? formatOrdinalDateTime(iso, timeZone) : '–');
  // A task's day and clock are the home's: the zone is said with the clock.
  const scheduled = a.scheduledDate
    ? [
        formatDay(a.scheduledDate),
        a.scheduledTime
          ? `${formatClock(a.scheduledTime)} ${zoneNameAt(new Date(`${a.scheduledDate}T${a.scheduledTime.slice(0, 5)}:00Z`), timeZone)}`
          : null,
      ]
        .filter(Boolean)
        .join(' ')
    : '–';
  const images = attachments?.filter(isImage) ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <StatusPill label={TASK_STATUS_LABELS[a.displayStatus]} />
        {a.externalUrl ? (
          <Anchor href={a.externalUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span">
              {TASK_LINK_LABELS.view}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Title order={3} size="h4">
        {a.name}
      </Title>
      <TaskPushNote task={task} />
      {canEdit ? <TaskActions task={task} onEdit={onEdit} /> : null}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        <Fact term="Scheduled">{scheduled}</Fact>
        <Fact term="Priority">{TASK_PRIORITY_LABELS[a.priority]}</Fact>
        <Fact term="Assignees">
          {a.assignments.length > 0 ? a.assignments.map((x) => x.name).join(', ') : 'Unassigned'}
        </Fact>
        <Fact term="Department">{a.department.charAt(0).toUpperCase() + a.department.slice(1)}</Fact>
        <Fact term="Started">{at(a.startedAt)}</Fact>
        <Fact term="Finished">{at(a.finishedAt)}</Fact>
        <Fact term="Total time">{a.totalTime !== null ? formatDuration(a.totalTime) : '–'}</Fact>
        <Fact term="Created">{[a.createdBy?.name, at(a.createdAt)].filter(Boolean).join(' · ')}</Fact>
        {a.bookingId ? (
          <Fact term="Stay">
            {opensBooking ? (
              <Anchor component={Link} to={paths.reservation.getHref(a.bookingId)} size="sm">
                Checkout clean of this booking
              </Anchor>
            ) : (
              'Checkout clean of a stay'
            )}
          </Fact>
        ) : null}
      </SimpleGrid>

      {a.description ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            Description
          </Text>
          <Description text={a.description} />
        </Stack>
      ) : null}

      {attachments === null ? (
        <Skeleton height={72} radius="sm" role="status" aria-label="Loading attachments" />
      ) : images.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            Photos
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {images.map((image, index) => (
              <Anchor key={image.id} href={image.attributes.url} target="_blank" rel="noreferrer">
                <Image
                  src={image.attributes.url}
                  alt={`Task photo ${index + 1}`}
                  h={96}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Divider />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Comments ({comments.length})
          </Text>
          {a.externalUrl && !canEdit ? (
            <Anchor href={a.externalUrl} target="_blank" rel="noreferrer" size="sm">
              {TASK_LINK_LABELS.reply}
            </Anchor>
          ) : null}
        </Group>
        {comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {comments.map((comment) => (
              <li key={comment.id}>
                <Text size="xs" c="dimmed">
                  {[comment.attributes.author, formatOrdinalDateTime(comment.attributes.commentedAt, timeZone)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.attributes.comment}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {canEdit ? <TaskCommentForm taskId={task.id} /> : null}
      </Stack>
    </Stack>
  );
};

/**
 * The task detail popup (docs/product/calendar.md#screens, docs/product/tasks.md#screens): opened from a task on the
 * calendar or the task list, it shows what the list already knows at once and fills in attachments and comments from
 * `GET v3/property-tasks/{taskId}`; a task made in Hearth gets its actions (Complete, Reopen, Move, Edit, Cancel) and
 * a comment box.
 */
export const TaskDetailModal = ({
  taskId,
  known,
  knownComments,
  timeZone,
  onClose,
  onEdit,
}: {
  taskId: string | null;
  known: TTask | null;
  knownComments: TTaskComment[];
  timeZone: string;
  onClose: () => void;
  /** Opens the task's form (the popup's page holds the drawer). */
  onEdit?: (task: TTask) => void;
}) => {
  const detail = usePropertyTask(taskId);
  const task = detail.data?.data ?? known;
  const included = detail.data?.included;
  const comments = (
    included ? included.filter((item): item is TTaskComment => item.type === 'task-comment') : knownComments
  )
    .slice()
    .sort((x, y) => x.attributes.commentedAt.localeCompare(y.attributes.commentedAt));
  const attachments = included
    ? included.filter((item): item is TTaskAttachment => item.type === 'task-attachment')
    : detail.isPending && taskId !== null
      ? null
      : [];
  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title="Task"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {task ? (
        <TaskBody
          task={task}
          comments={comments}
          attachments={attachments}
          timeZone={timeZone}
          canEdit={detail.data?.meta.canEdit ?? false}
          onEdit={onEdit}
        />
      ) : (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the task">
          <Skeleton height={24} width="30%" />
          <Skeleton height={28} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Modal>
  );
};
