import { ZCreateUserRequest, ZUpdateUserRequest } from '@hearth/domain/users';
import { schemaResolver } from '@mantine/form';
import { fieldOf, type UserFormErrors, type UserRequest } from './user-form';

// Loaded when the form is sent (user-form.tsx), so that zod's classic build is not part of the page's first load.

const resolveCreate = schemaResolver(ZCreateUserRequest, { sync: true });
const resolveUpdate = schemaResolver(ZUpdateUserRequest, { sync: true });

/** Checks the body with the schema the API uses; the first message per field of the form. */
export const checkUserRequest = (request: UserRequest): UserFormErrors => {
  const found = request.kind === 'create' ? resolveCreate(request.body) : resolveUpdate(request.body);
  const errors: UserFormErrors = {};
  // The resolver's keys are the issues' paths ('email', 'roles.0'), in the order the schema found them.
  for (const [path, message] of Object.entries(found)) {
    const field = fieldOf(path.split('.')[0] ?? '');
    if (field && !errors[field] && typeof message === 'string') errors[field] = message;
  }
  return errors;
};
