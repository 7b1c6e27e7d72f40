import { TASK_MESSAGES, ZCreateTaskRequest, ZUpdateTaskRequest } from '@hearth/domain/tasks';
import {
  FIELD_OF_ATTRIBUTE,
  toCreateRequest,
  toUpdateRequest,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form-values';

// Loaded when the form is sent (task-form.tsx), so that zod's classic build is not part of a screen's first load.

/** Checks the body with the schema the API uses; the first message per field, on the form's fields. */
export const validateTask = (values: TaskFormValues, mode: 'create' | 'edit'): TaskFormErrors => {
  const result =
    mode === 'create'
      ? ZCreateTaskRequest.safeParse(toCreateRequest(values))
      : ZUpdateTaskRequest.safeParse(toUpdateRequest(values));
  const errors: TaskFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // `data.attributes.<field>` (and the item of a list): the form's field that holds it.
    const field = FIELD_OF_ATTRIBUTE[String(issue.path[2] ?? '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (mode === 'create' && !values.propertyId) errors.propertyId = TASK_MESSAGES.homeRequired;
  if (!values.day) errors.day = TASK_MESSAGES.dayRequired;
  return errors;
};
