import {
  TASK_DEPARTMENT_LABELS,
  TASK_DEPARTMENTS,
  TASK_LIMITS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type TTask,
} from '@hearth/domain/tasks';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useCreateTask } from '../../api/tasks/create-task';
import { useTaskAssignees } from '../../api/tasks/get-task-assignees';
import { useUpdateTask } from '../../api/tasks/update-task';
import { isApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { formatDay } from '../../lib/format';
import { DatePickerField } from '../date-picker-field';
import { TaskHomeSelect } from './task-home-select';
import {
  FIELD_OF_ATTRIBUTE,
  isDepartment,
  isPriority,
  newTaskValues,
  taskValues,
  toCreateRequest,
  toUpdateRequest,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form-values';

/** The API's own check of the body, loaded on send: the first message per field of the form. */
const checkTask = async (values: TaskFormValues, mode: 'create' | 'edit') =>
  (await import('./task-check')).validateTask(values, mode);

const DEPARTMENT_OPTIONS = TASK_DEPARTMENTS.map((value) => ({ value, label: TASK_DEPARTMENT_LABELS[value] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }));

/** What the form is opened on: a home and a day (the calendars), neither (the task list), or a task to edit. */
export type TaskFormRequest = {
  /** Changes with every opening: the form starts afresh each time. */
  id: number;
  propertyId: string | null;
  propertyName: string | null;
  day: string | null;
  task?: TTask;
};

/** The server's refusal, on the fields it names, or for the whole form. */
const serverErrors = (error: unknown): TaskFormErrors => {
  if (!isApiError(error)) return { form: 'Something went wrong. Try again.' };
  const errors: TaskFormErrors = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error.errorDetails))) {
    const field = FIELD_OF_ATTRIBUTE[path.split('.')[0] ?? ''];
    if (field) errors[field] ??= message;
    else errors.form ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.errorMessage;
  return errors;
};

/**
 * The task form (docs/product/tasks.md#screens): home, name, department, day, time, priority, staff users and named
 * cleaners, description. Creates a task, or saves a task made in Hearth; the API's schema checks it on send.
 */
export const TaskForm = ({
  request,
  onSaved,
  onCancel,
}: {
  request: TaskFormRequest;
  onSaved: (task: TTask) => void;
  onCancel: () => void;
}) => {
  const mode = request.task ? 'edit' : 'create';
  const [values, setValues] = useState<TaskFormValues>(() =>
    request.task ? taskValues(request.task) : newTaskValues(request.propertyId, request.day),
  );
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [homeName, setHomeName] = useState<string | null>(request.propertyName);
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;
  const assignees = useTaskAssignees(values.propertyId);

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  // Staff already on the task keep their name while the list loads (or if they are no longer offered).
  const known = request.task?.attributes.assignments ?? [];
  const offered = (assignees.data?.data ?? []).map((a) => ({ value: a.id, label: a.attributes.name }));
  const staffOptions = [
    ...offered,
    ...known
      .filter((a) => a.userId && !offered.some((o) => o.value === a.userId))
      .map((a) => ({ value: a.userId ?? '', label: a.name })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = await checkTask(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const onSuccess = (saved: { data: TTask }) => {
      notifications.show({
        color: 'teal',
        title: mode === 'create' ? 'Task created' : 'Task saved',
        message: `${saved.data.attributes.name}${saved.data.attributes.scheduledDate ? `, ${formatDay(saved.data.attributes.scheduledDate)}` : ''}`,
      });
      onSaved(saved.data);
    };
    const onError = (error: unknown) => setErrors(serverErrors(error));
    if (request.task) update.mutate({ taskId: request.task.id, body: toUpdateRequest(values) }, { onSuccess, onError });
    else create.mutate(toCreateRequest(values), { onSuccess, onError });
  };

  const fixedHome = mode === 'edit' || request.propertyId !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={mode === 'create' ? 'New task' : 'Edit task'}>
      <Stack gap="md">
        {fixedHome ? (
          homeName ? (
            <Text size="sm" c="dimmed">
              {homeName}
            </Text>
          ) : null
        ) : (
          <TaskHomeSelect
            label="Property"
            value={values.propertyId}
            onChange={(propertyId, name) => {
              set('propertyId', propertyId);
              // Another home offers other staff: those chosen for the last one are dropped.
              setValues((current) => ({ ...current, staff: [] }));
              setHomeName(name);
            }}
            error={errors.propertyId}
            withAsterisk
          />
        )}
        <TextInput
          label="Task name"
          withAsterisk
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          maxLength={TASK_LIMITS.nameMax}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Department"
            data={DEPARTMENT_OPTIONS}
            value={values.department}
            onChange={(next) => isDepartment(next) && set('department', next)}
            allowDeselect={false}
            error={errors.department}
          />
          <Select
            label="Priority"
            data={PRIORITY_OPTIONS}
            value={values.priority}
            onChange={(next) => isPriority(next) && set('priority', next)}
            allowDeselect={false}
            error={errors.priority}
          />
          <DatePickerField
            label="Day"
            value={values.day}
            onChange={(day) => set('day', day)}
            error={errors.day}
            withAsterisk
            size="sm"
            clearable={false}
          />
          <TextInput
            label="Time"
            type="time"
            description="At the property, optional"
            value={values.time}
            onChange={(e) => set('time', e.currentTarget.value)}
            error={errors.time}
          />
        </SimpleGrid>
        <MultiSelect
          label="Staff"
          description={values.propertyId ? 'People who manage this property’s tasks' : 'Choose a property first'}
          placeholder={values.staff.length === 0 ? 'Assign staff' : undefined}
          data={staffOptions}
          value={values.staff}
          onChange={(staff) => set('staff', staff)}
          disabled={!values.propertyId}
          searchable
          clearable
          nothingFoundMessage={assignees.isPending ? 'Loading…' : 'Nobody found'}
          error={errors.staff}
          comboboxProps={{ withinPortal: true }}
        />
        <TagsInput
          label="Cleaners"
          description="A named cleaner who is not a user: type the name and press Enter"
          placeholder={values.cleaners.length === 0 ? 'Cleaner’s name' : undefined}
          value={values.cleaners}
          onChange={(cleaners) => set('cleaners', cleaners)}
          maxLength={TASK_LIMITS.assigneeNameMax}
          maxTags={TASK_LIMITS.assigneesMax}
          clearable
          error={errors.cleaners}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          maxLength={TASK_LIMITS.descriptionMax}
        />
        {errors.form ? (
          <Alert color="red" title={mode === 'create' ? 'The task was not created' : 'The task was not saved'}>
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'create' ? 'Create task' : 'Save task'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
