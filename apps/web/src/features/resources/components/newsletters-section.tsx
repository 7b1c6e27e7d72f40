import type { TNewsletterItem } from '@hearth/domain/resources';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import { useDeleteNewsletter } from '../../../api/resources/delete-newsletter';
import { useNewsletters } from '../../../api/resources/get-newsletters';
import { NewsletterCard } from './newsletter-card';

// The add/edit form loads when first opened: the page's first load stays free of its form code.
const NewsletterModal = lazy(() => import('./newsletter-modal').then((m) => ({ default: m.NewsletterModal })));

/** docs/product/resources.md#limits: the delete modal closes 200 ms after the delete succeeds. */
const DELETE_CLOSE_MS = 200;

const deleteFailure = (error: unknown) =>
  isApiError(error) && error.status !== 0 ? error.errorMessage : 'The newsletter was not deleted. Try again.';

/**
 * Newsletters as cards, newest first (docs/product/resources.md#who-uses-it). Marketing and admin add, edit and delete (the API says the
 * same; its 403 message is shown if it refuses). A failed load shows the error with Try again.
 */
export const NewsletterSection = ({ withHeading = false }: { withHeading?: boolean }) => {
  const newsletters = useNewsletters();
  const canCreate = useCan('newsletter:create');
  const canUpdate = useCan('newsletter:update');
  const canDelete = useCan('newsletter:delete');
  const items = newsletters.data?.data ?? [];

  const [editing, setEditing] = useState<{ newsletter: TNewsletterItem | null } | null>(null);
  // Once opened it stays mounted, so the modal closes with its transition.
  const [editorLoaded, setEditorLoaded] = useState(false);
  const openEditor = (value: { newsletter: TNewsletterItem | null }) => {
    setEditorLoaded(true);
    setEditing(value);
  };
  const [deleting, setDeleting] = useState<TNewsletterItem | null>(null);
  const remove = useDeleteNewsletter();
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack gap="md">
      <Group justify={withHeading ? 'space-between' : 'flex-end'} gap="sm">
        {withHeading ? (
          <Title order={2} size="h3">
            Newsletters
          </Title>
        ) : null}
        {canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor({ newsletter: null })}>
            Add newsletter
          </Button>
        ) : null}
      </Group>

      {newsletters.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading newsletters">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={240} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {newsletters.error ? (
        <RetryAlert
          title="Newsletters did not load"
          message={isApiError(newsletters.error) ? newsletters.error.errorMessage : 'Network error'}
          onRetry={() => void newsletters.refetch()}
          retrying={newsletters.isFetching}
        />
      ) : null}
      {newsletters.isSuccess && items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          There are no newsletters yet.
        </Text>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((newsletter) => (
            <NewsletterCard
              key={newsletter.id}
              newsletter={newsletter}
              {...(canUpdate ? { onEdit: () => openEditor({ newsletter }) } : {})}
              {...(canDelete ? { onDelete: () => setDeleting(newsletter) } : {})}
            />
          ))}
        </SimpleGrid>
      ) : null}

      {editorLoaded ? (
        <Suspense fallback={null}>
          <NewsletterModal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            newsletter={editing?.newsletter ?? null}
          />
        </Suspense>
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        onClose={closeDelete}
        title="Delete newsletter"
        confirmLabel="Delete"
        // Done but still showing for its last 200 ms: no second delete of the same newsletter.
        pending={remove.isPending || remove.isSuccess}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              closing.current = setTimeout(closeDelete, DELETE_CLOSE_MS);
            },
          });
        }}
        error={remove.error ? <ErrorAlert>{deleteFailure(remove.error)}</ErrorAlert> : null}
      >
        <Text size="sm">Delete the newsletter “{deleting?.attributes.title}”? This cannot be undone.</Text>
      </ConfirmModal>
    </Stack>
  );
};
