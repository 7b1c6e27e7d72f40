import type { TTask } from '@hearth/domain/tasks';
import { Drawer } from '@mantine/core';
import { TaskForm, type TaskFormRequest } from './task-form';

export type { TaskFormRequest } from './task-form';

/**
 * 'New task' and 'Edit task': the task form in a drawer on the page it was opened from (the calendar, the
 * multi-calendar, the task list), so the place the person was at is kept. Loaded with its first opening.
 */
export const TaskFormDrawer = ({
  opened,
  request,
  mobile,
  onClose,
  onSaved,
}: {
  opened: boolean;
  request: TaskFormRequest | null;
  mobile: boolean;
  onClose: () => void;
  onSaved: (task: TTask) => void;
}) => (
  <Drawer
    opened={opened}
    onClose={onClose}
    position="right"
    size={mobile ? '100%' : 'md'}
    title={request?.task ? 'Edit task' : 'New task'}
    closeButtonProps={{ 'aria-label': 'Close' }}
    styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
  >
    {request ? <TaskForm key={request.id} request={request} onSaved={onSaved} onCancel={onClose} /> : null}
  </Drawer>
);
