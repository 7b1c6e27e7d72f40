import { ZCreateIcalFeedRequest, type TCreateIcalFeedRequest } from '@hearth/domain/ical';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useCreateIcalFeed } from '../../../api/ical/create-ical-feed';
import { apiErrorText } from './ical-feed-card';

type Field = 'name' | 'url';
type FieldErrors = Partial<Record<Field, string>>;

const isField = (value: unknown): value is Field => value === 'name' || value === 'url';

const requestOf = (name: string, url: string): TCreateIcalFeedRequest => ({
  data: { type: 'ical-feed', attributes: { name, url: url.trim() === '' ? null : url } },
});

/** The same schema the API validates with, read per field. */
const validate = (body: TCreateIcalFeedRequest): FieldErrors => {
  const parsed = ZCreateIcalFeedRequest.safeParse(body);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[2];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/** The API's 400 names the field by pointer ('/data/attributes/url: Enter the calendar’s https:// address'). */
const serverFieldErrors = (error: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const detail of error.errorDetails) {
    const match = /^\/data\/attributes\/(\w+): (.+)$/.exec(detail);
    if (match && isField(match[1]) && match[2] && !errors[match[1]]) errors[match[1]] = match[2];
  }
  return errors;
};

/** Adds a channel calendar: a name, and an https address unless its files will be uploaded (offline). */
export const IcalFeedForm = ({ propertyId }: { propertyId: string }) => {
  const create = useCreateIcalFeed();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const fromServer = create.isError ? serverFieldErrors(create.error) : {};
  const shown: FieldErrors = { ...fromServer, ...errors };
  const otherFailure = create.isError && Object.keys(fromServer).length === 0;

  const clearError = (field: Field) => {
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = requestOf(name, url);
    const found = validate(body);
    setErrors(found);
    create.reset();
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { propertyId, body },
      {
        onSuccess: (feed) => {
          setName('');
          setUrl('');
          notifications.show({
            color: 'teal',
            title: 'Channel calendar added',
            message: feed.attributes.url
              ? 'It is fetched every 30 minutes when the server can reach the channel.'
              : 'Upload its .ics file to import its blocks.',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a channel calendar">
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="Airbnb"
          withAsterisk
          value={name}
          error={shown.name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clearError('name');
          }}
        />
        <TextInput
          label="Calendar address"
          description="The channel’s https:// (or webcal://) iCal link. Leave it empty to import uploaded .ics files only."
          placeholder="https://"
          type="url"
          value={url}
          error={shown.url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            clearError('url');
          }}
        />
        {otherFailure ? <ErrorAlert title="Could not add the calendar">{apiErrorText(create.error)}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            Add feed
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
