import {
  TASK_DEPARTMENT_LABELS,
  TASK_MESSAGES,
  TASK_STATUS_LABELS,
  type TaskDepartment,
  type TTaskListItem,
} from '@hearth/domain/tasks';
import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { ListCards, ListTable } from '../../../components/list-table';
import { StatusPill } from '../../../components/status-pill';
import { formatClock } from '../../../components/tasks/task-labels';
import { formatDay } from '../../../lib/format';

type ListProps = { rows: TTaskListItem[]; stale: boolean; onOpen: (task: TTaskListItem) => void };

const departmentOf = (department: string) =>
  TASK_DEPARTMENT_LABELS[department as TaskDepartment] ?? department.charAt(0).toUpperCase() + department.slice(1);
const whenOf = (task: TTaskListItem) => {
  const a = task.attributes;
  if (!a.scheduledDate) return 'No day';
  return `${formatDay(a.scheduledDate)}${a.scheduledTime ? `, ${formatClock(a.scheduledTime)}` : ''}`;
};
const assigneesOf = (task: TTaskListItem) =>
  task.attributes.assignments.length > 0 ? task.attributes.assignments.map((a) => a.name).join(', ') : 'Unassigned';
const openLabel = (task: TTaskListItem) => `Open task ${task.attributes.name} at ${task.attributes.property.name}`;

/** Overdue in red (the properties list's overdue colour), every other status in its pill's colour. */
const TaskStatus = ({ task }: { task: TTaskListItem }) =>
  task.attributes.displayStatus === 'overdue' ? (
    <Badge color="red" variant="light" radius="sm" tt="none">
      {TASK_STATUS_LABELS.overdue}
    </Badge>
  ) : (
    <StatusPill label={TASK_STATUS_LABELS[task.attributes.displayStatus]} />
  );

/** A task of a Breezeway home that has not reached Breezeway yet. */
const NotSent = ({ task }: { task: TTaskListItem }) =>
  task.attributes.breezewayPush?.state === 'pending' ? (
    <Badge
      color="yellow"
      variant="light"
      radius="sm"
      tt="none"
      title={task.attributes.breezewayPush.lastError ?? undefined}
      leftSection={<IconCloudUpload size={12} aria-hidden />}
    >
      {TASK_MESSAGES.notSent}
    </Badge>
  ) : null;

/** The wide screen's table: each row opens its task. */
export const TaskTable = ({ rows, stale, onOpen }: ListProps) => (
  <ListTable stale={stale}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Day</Table.Th>
        <Table.Th>Task</Table.Th>
        <Table.Th>Property</Table.Th>
        <Table.Th>Assignees</Table.Th>
        <Table.Th>Status</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {rows.map((task) => {
        const a = task.attributes;
        return (
          <Table.Tr key={task.id} onClick={() => onOpen(task)} style={{ cursor: 'pointer' }}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenOf(task)}</Table.Td>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                aria-label={openLabel(task)}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(task);
                }}
              >
                {a.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {departmentOf(a.department)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{a.property.name}</Text>
              <Text size="xs" c="dimmed">
                {a.property.code}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{assigneesOf(task)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Box miw="max-content">
                  <TaskStatus task={task} />
                </Box>
                <NotSent task={task} />
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  </ListTable>
);

/** The phone's list: a card a task (day, name, home, assignees, status), nothing to scroll sideways. */
export const TaskCards = ({ rows, stale, onOpen }: ListProps) => (
  <ListCards label="Tasks" stale={stale}>
    {rows.map((task) => {
      const a = task.attributes;
      return (
        <li key={task.id}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <UnstyledButton onClick={() => onOpen(task)} aria-label={openLabel(task)} miw={0}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Text>
                  <Text size="sm">{whenOf(task)}</Text>
                </UnstyledButton>
                <TaskStatus task={task} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {a.property.name} · {assigneesOf(task)}
              </Text>
              <NotSent task={task} />
            </Stack>
          </Paper>
        </li>
      );
    })}
  </ListCards>
);
