import { ZCreateIcalFeedRequest, type TCreateIcalFeedRequest } from '@hearth/domain/ical';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useCreateIcalFeed } from '../../../api/ical/create-ical-feed';
import { apiErrorText } from './ical-api-error';

type Field = 'name' | 'url';
type FieldErrors = Partial<Record<Field, string>>;
type FeedValues = Record<Field, string>;

const isField = (value: unknown): value is Field => value === 'name' || value === 'url';

const requestOf = ({ name, url }: FeedValues): TCreateIcalFeedRequest => ({
  data: { type: 'ical-feed', attributes: { name, url: url.trim() === '' ? null : url } },
});

const resolveRequest = schemaResolver(ZCreateIcalFeedRequest, { sync: true });

/** The same schema the API validates with, on the request the values make; its messages by the form's field. */
const validate = (values: FeedValues): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(resolveRequest(requestOf(values)))) {
    const field = path.split('.')[2];
    if (isField(field) && !errors[field] && typeof message === 'string') errors[field] = message;
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
  const form = useForm<FeedValues>({ mode: 'controlled', initialValues: { name: '', url: '' }, validate });

  const otherFailure = create.isError && Object.keys(serverFieldErrors(create.error)).length === 0;

  /** A field's own props; a change also takes away what the last send answered (its field messages or alert). */
  const fieldProps = (field: Field) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (create.isError) {
          form.clearErrors();
          create.reset();
        }
        props.onChange(event);
      },
    };
  };

  const submit = form.onSubmit(
    (values) => {
      if (create.isPending) return;
      create.reset();
      create.mutate(
        { propertyId, body: requestOf(values) },
        {
          onSuccess: (feed) => {
            form.reset();
            notifications.show({
              color: 'teal',
              title: 'Channel calendar added',
              message: feed.attributes.url
                ? 'It is fetched every 30 minutes when the server can reach the channel.'
                : 'Upload its .ics file to import its blocks.',
            });
          },
          onError: (error) => form.setErrors(serverFieldErrors(error)),
        },
      );
    },
    () => create.reset(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a channel calendar">
      <Stack gap="sm">
        <TextInput label="Name" placeholder="Airbnb" withAsterisk {...fieldProps('name')} />
        <TextInput
          label="Calendar address"
          description="The channel’s https:// (or webcal://) iCal link. Leave it empty to import uploaded .ics files only."
          placeholder="https://"
          type="url"
          {...fieldProps('url')}
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
