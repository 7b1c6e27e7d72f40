import {
  NEWSLETTER_FIELD_MESSAGES,
  NEWSLETTER_TITLE_MAX,
  NEWSLETTER_URL_MAX,
  ZCreateNewsletterRequest,
  type TNewsletterItem,
} from '@hearth/domain/resources';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-client';
import { useCreateNewsletter } from '../../../api/resources/create-newsletter';
import { useUpdateNewsletter } from '../../../api/resources/update-newsletter';
import { fieldErrorsOf } from '../utils/field-errors';

type NewsletterModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The newsletter to edit; none to add one. */
  newsletter: TNewsletterItem | null;
};

type Fields = { title: string; url: string; heroImageUrl: string };

const fieldsOf = (newsletter: TNewsletterItem | null): Fields => ({
  title: newsletter?.attributes.title ?? '',
  url: newsletter?.attributes.url ?? '',
  heroImageUrl: newsletter?.attributes.heroImageUrl ?? '',
});

/** A failure that is not about one field: the API's own words (a 403's detail), else a plain retry message. */
const failureText = (error: unknown): string =>
  isApiError(error) && error.status !== 0 ? error.errorMessage : 'The newsletter was not saved. Try again.';

/**
 * Add or edit a newsletter (docs/product/resources.md#states): title (at most 23 characters, with a counter) and URL required, a hero
 * image address optional (600x260 px recommended). Checked with the API's own schema before sending; the API's
 * field errors land on their fields, and a refusal shows its message.
 */
const NewsletterForm = ({ onClose, newsletter }: Omit<NewsletterModalProps, 'opened'>) => {
  const create = useCreateNewsletter();
  const update = useUpdateNewsletter();
  const mutation = newsletter ? update : create;
  const form = useForm<Fields>({
    mode: 'controlled',
    initialValues: fieldsOf(newsletter),
    validate: schemaResolver(ZCreateNewsletterRequest, { sync: true }),
  });
  const fields = form.values;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    // The schema trims, and sends an empty hero image address as none.
    const parsed = ZCreateNewsletterRequest.parse(values);
    const body = { title: parsed.title, url: parsed.url, heroImageUrl: parsed.heroImageUrl };
    const onError = (error: unknown) => {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) form.setErrors(byField);
      else setFailure(failureText(error));
    };
    if (newsletter) update.mutate({ id: newsletter.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: onClose, onError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          {...form.getInputProps('title')}
          maxLength={NEWSLETTER_TITLE_MAX}
          description={`${fields.title.length}/${NEWSLETTER_TITLE_MAX} characters`}
          data-autofocus
        />
        <TextInput
          label="URL"
          required
          type="url"
          placeholder="https://"
          {...form.getInputProps('url')}
          maxLength={NEWSLETTER_URL_MAX}
        />
        <TextInput
          label="Hero image URL"
          type="url"
          placeholder="https://"
          {...form.getInputProps('heroImageUrl')}
          maxLength={NEWSLETTER_URL_MAX}
          description={NEWSLETTER_FIELD_MESSAGES.heroHint}
        />
        {fields.heroImageUrl.trim() !== '' && !fields.heroImageUrl.trim().startsWith('http') ? (
          <Text size="xs" c="dimmed">
            Only an address starting with http is shown; the card uses the default image otherwise.
          </Text>
        ) : null}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <FormFooter
          onCancel={onClose}
          saveLabel={newsletter ? 'Save' : 'Add newsletter'}
          pending={{ save: mutation.isPending }}
        />
      </Stack>
    </form>
  );
};

export const NewsletterModal = ({ opened, onClose, newsletter }: NewsletterModalProps) => (
  <Modal opened={opened} onClose={onClose} title={newsletter ? 'Edit newsletter' : 'Add newsletter'} centered>
    {/* Keyed so that each opening starts from the newsletter's own values. */}
    {opened ? <NewsletterForm key={newsletter?.id ?? 'new'} onClose={onClose} newsletter={newsletter} /> : null}
  </Modal>
);
