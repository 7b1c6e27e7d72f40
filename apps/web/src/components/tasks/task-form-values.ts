import {
  TASK_DEPARTMENTS,
  TASK_PRIORITIES,
  type TaskDepartment,
  type TaskPriority,
  type TCreateTaskRequest,
  type TTask,
  type TUpdateTaskRequest,
} from '@hearth/domain/tasks';

/** The task form's values (docs/product/tasks.md#screens): what a person fills in to make or change a task. */
export type TaskFormValues = {
  propertyId: string | null;
  name: string;
  department: TaskDepartment;
  /** `YYYY-MM-DD` at the home. */
  day: string | null;
  /** `HH:MM` at the home, '' for none. */
  time: string;
  priority: TaskPriority;
  /** Staff users by id. */
  staff: string[];
  /** Named cleaners (free text). */
  cleaners: string[];
  description: string;
};

/** Messages by the form's field. */
export type TaskFormErrors = Partial<Record<keyof TaskFormValues | 'form', string>>;

export const isDepartment = (value: string | null | undefined): value is TaskDepartment =>
  (TASK_DEPARTMENTS as readonly (string | null | undefined)[]).includes(value);
export const isPriority = (value: string | null | undefined): value is TaskPriority =>
  (TASK_PRIORITIES as readonly (string | null | undefined)[]).includes(value);

/** A new task's values on a home and a day (the calendar's selection), or neither (the task list). */
export const newTaskValues = (propertyId: string | null, day: string | null): TaskFormValues => ({
  propertyId,
  name: '',
  department: 'cleaning',
  day,
  time: '',
  priority: 'normal',
  staff: [],
  cleaners: [],
  description: '',
});

/** A saved task's values, for its edit. */
export const taskValues = (task: TTask): TaskFormValues => {
  const a = task.attributes;
  return {
    propertyId: a.propertyId,
    name: a.name,
    department: isDepartment(a.department) ? a.department : 'cleaning',
    day: a.scheduledDate,
    time: a.scheduledTime?.slice(0, 5) ?? '',
    priority: a.priority,
    staff: a.assignments.flatMap((x) => (x.userId ? [x.userId] : [])),
    cleaners: a.assignments.flatMap((x) => (x.userId ? [] : [x.name])),
    description: a.description ?? '',
  };
};

const fields = (values: TaskFormValues) => ({
  name: values.name,
  department: values.department,
  // An empty day is sent as '', which the schema refuses with its own message.
  scheduledDate: values.day ?? '',
  scheduledTime: values.time === '' ? null : values.time,
  priority: values.priority,
  assigneeUserIds: values.staff,
  assignees: values.cleaners,
  description: values.description.trim() === '' ? null : values.description,
});

export const toCreateRequest = (values: TaskFormValues): TCreateTaskRequest => ({
  data: { type: 'property-task', attributes: { propertyId: values.propertyId ?? '', ...fields(values) } },
});

export const toUpdateRequest = (values: TaskFormValues): TUpdateTaskRequest => ({
  data: { type: 'property-task', attributes: fields(values) },
});

/** The form's field for each of the body's attributes. */
export const FIELD_OF_ATTRIBUTE: Record<string, keyof TaskFormValues> = {
  propertyId: 'propertyId',
  name: 'name',
  department: 'department',
  scheduledDate: 'day',
  scheduledTime: 'time',
  priority: 'priority',
  assigneeUserIds: 'staff',
  assignees: 'cleaners',
  description: 'description',
};
