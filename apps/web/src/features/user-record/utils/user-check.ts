import { ZCreateUserRequest, ZUpdateUserRequest } from '@hearth/domain/users';
import { fieldOf, type UserFormErrors, type UserRequest } from './user-form';

// Loaded when the form is sent (user-form.tsx), so that zod's classic build is not part of the page's first load.

/** Checks the body with the schema the API uses; the first message per field. */
export const checkUserRequest = (request: UserRequest): UserFormErrors => {
  const result =
    request.kind === 'create' ? ZCreateUserRequest.safeParse(request.body) : ZUpdateUserRequest.safeParse(request.body);
  if (result.success) return {};
  const errors: UserFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};
