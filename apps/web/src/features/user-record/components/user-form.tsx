import { attachesCompanies, roleCombinationProblem } from '@hearth/domain/access';
import { NOTIFICATION_LABELS, USER_MESSAGES } from '@hearth/domain/users';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { UserRecord } from '../../../api/users/get-user';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useSaveUser } from '../hooks/use-save-user';
import {
  checkValues,
  initialValues,
  mappingTypeFor,
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  visibleToggles,
  type UserField,
  type UserFormErrors,
  type UserFormValues,
  type UserRequest,
} from '../utils/user-form';
import { CompanyAssignment } from './company-assignment';
import { FormSection } from './form-section';
import { PropertyAttachment } from './property-attachment';
import { RolesField } from './roles-field';
import { UserConfirmModal } from './user-confirm-modal';
import { UserSaveFailure, UserSaveSuccess } from './user-save-result';

/** The API's own check of the body, loaded on send: the first message per field. */
const checkRequest = async (request: UserRequest) => (await import('../utils/user-check')).checkUserRequest(request);

/** No wording in the spec for a failed edit without a server message; the create one names creating. */

type Phase = 'form' | 'confirm' | 'done' | 'failed';

type UserFormProps = {
  /** The user being edited; absent when adding one. */
  record?: UserRecord;
};

/** Add or edit a user (spec 001 §2, §4, §5): the form, its confirmation, then the success or failure screen. */
export const UserForm = ({ record }: UserFormProps) => {
  const mode = record ? 'edit' : 'create';
  const [values, setValues] = useState<UserFormValues>(() => initialValues(record));
  const [errors, setErrors] = useState<UserFormErrors>({});
  // The role rules show as soon as a role is ticked, or after a first Save.
  const [rolesTouched, setRolesTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  // A user created by a save whose attachment then failed: Try again saves against them, never creates twice.
  const [created, setCreated] = useState<UserRecord | null>(null);
  const save = useSaveUser(setCreated);
  const base = created ?? record ?? null;

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        const field: UserField =
          key === 'toggles' ? 'notifications' : key === 'company' ? 'companies' : (key as UserField);
        delete next[field];
      }
      return next;
    });
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (checking || save.isPending) return;
    setRolesTouched(true);
    const found = checkValues(values);
    if (Object.keys(found).length === 0) {
      setChecking(true);
      try {
        Object.assign(
          found,
          await checkRequest(
            base
              ? { kind: 'update', body: toUpdateRequest(values, base) }
              : { kind: 'create', body: toCreateRequest(values) },
          ),
        );
      } finally {
        setChecking(false);
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) setPhase('confirm');
  };

  const confirm = () => {
    save.mutate(
      { values, base },
      {
        onSuccess: () => setPhase('done'),
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          setPhase('failed');
        },
      },
    );
  };

  if (phase === 'done') {
    return <UserSaveSuccess message={mode === 'create' ? USER_MESSAGES.created : USER_MESSAGES.updated} />;
  }
  if (phase === 'failed') {
    return (
      <UserSaveFailure
        title={mode === 'create' ? USER_MESSAGES.createFailed : USER_MESSAGES.editFailed}
        message={serverMessage(save.error) ?? (mode === 'create' ? USER_MESSAGES.createError : USER_MESSAGES.editError)}
        onRetry={() => {
          save.reset();
          setPhase('form');
        }}
      />
    );
  }

  const toggles = visibleToggles(values.roles);
  const rolesError = (rolesTouched ? roleCombinationProblem(values.roles) : null) ?? errors.roles;
  const submitLabel = mode === 'create' ? 'Add User' : 'Save';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(formEvent) => void submit(formEvent)}
        aria-label={mode === 'create' ? 'Add user' : 'Edit user'}
      >
        <Stack gap="lg">
          <Switch
            label="Enabled"
            checked={values.enabled}
            onChange={(event) => change({ enabled: event.currentTarget.checked })}
            error={errors.enabled}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="off"
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => change({ firstName: event.currentTarget.value })}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="off"
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => change({ lastName: event.currentTarget.value })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="off"
              value={values.email}
              error={errors.email}
              onChange={(event) => change({ email: event.currentTarget.value })}
            />
            <TextInput
              label="Mobile (optional)"
              type="tel"
              autoComplete="off"
              value={values.mobile}
              error={errors.mobile}
              onChange={(event) => change({ mobile: event.currentTarget.value })}
            />
          </SimpleGrid>
          {toggles.length > 0 ? (
            <FormSection
              legend="Notifications"
              description="Which emails this user receives"
              error={errors.notifications}
            >
              <Stack gap="xs">
                {toggles.map((key) => (
                  <Switch
                    key={key}
                    label={NOTIFICATION_LABELS[key]}
                    checked={values.toggles[key]}
                    onChange={(event) => change({ toggles: { ...values.toggles, [key]: event.currentTarget.checked } })}
                  />
                ))}
              </Stack>
            </FormSection>
          ) : null}
          <RolesField
            value={values.roles}
            error={rolesError}
            onChange={(roles) => {
              setRolesTouched(true);
              change({ roles });
            }}
          />
          <TextInput
            label="Net Promoter Score"
            description="Leave empty, or a whole number from -100 to 100"
            inputMode="numeric"
            maw={320}
            value={values.nps}
            error={errors.nps}
            onChange={(event) => change({ nps: event.currentTarget.value })}
          />
          {attachesCompanies(values.roles) ? (
            <CompanyAssignment
              value={values.company}
              error={errors.companies}
              onChange={(company) => change({ company })}
            />
          ) : (
            <PropertyAttachment
              value={values.properties}
              mappingType={mappingTypeFor(values.roles)}
              error={errors.properties}
              onChange={(properties) => change({ properties })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.users.getHref()}>
              Cancel
            </Button>
            <Button type="submit" loading={checking}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <UserConfirmModal
        opened={phase === 'confirm'}
        values={values}
        confirmLabel="Confirm"
        pending={save.isPending}
        onConfirm={confirm}
        onClose={() => setPhase('form')}
      />
    </Paper>
  );
};
