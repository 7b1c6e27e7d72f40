import { Badge, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { NOTE_MAX, NOTE_TAGS, ZCreateNoteBody } from '@hearth/domain/bookings';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { serverMessage } from '../../../lib/api-client';
import { formatInstantIn } from '../../../lib/format';
import { useAddBookingNote } from '../../../api/bookings/add-booking-note';
import { wordOf, type TBookingNote } from '../utils/booking-record';
import { EmptyText, SectionTitle } from './record-parts';

const TAG_OPTIONS = NOTE_TAGS.map((tag) => ({ value: tag, label: wordOf(tag) }));

/** Write a note: a tag and up to NOTE_MAX characters; it shows in the list as soon as it is saved. */
const NoteForm = ({ bookingId }: { bookingId: string }) => {
  const add = useAddBookingNote(bookingId);
  const [content, setContent] = useState('');
  const [tag, setTag] = useState<string | null>(NOTE_TAGS[0]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateNoteBody.safeParse({ content, tag });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the note');
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, { onSuccess: () => setContent('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Stack gap="sm">
        <Select
          label="Tag"
          data={TAG_OPTIONS}
          value={tag}
          onChange={setTag}
          clearable
          placeholder="No tag"
          allowDeselect
          maw={280}
        />
        <Textarea
          label="Note"
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          error={problem}
          maxLength={NOTE_MAX}
          description={`${content.length}/${NOTE_MAX} characters`}
          rows={4}
          required
        />
        {add.error ? (
          <ErrorAlert title="Could not add the note">{serverMessage(add.error) ?? add.error.message}</ErrorAlert>
        ) : null}
        <FormFooter saveLabel="Add note" pending={{ save: add.isPending }} />
      </Stack>
    </form>
  );
};

/** Internal notes on the booking (confidential: admin, staff and licensee, docs/product/bookings.md#who-uses-it), newest first. */
export const NotesTab = ({
  bookingId,
  notes,
  canAdd,
  timeZone,
}: {
  bookingId: string;
  notes: TBookingNote[];
  canAdd: boolean;
  timeZone: string;
}) => {
  const newestFirst = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="xl">
      {canAdd ? <NoteForm bookingId={bookingId} /> : null}
      <Stack gap="xs" component="section" aria-label="Notes">
        <SectionTitle>Notes</SectionTitle>
        {newestFirst.length === 0 ? (
          <EmptyText>No notes yet</EmptyText>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {newestFirst.map((note) => (
              <Paper key={note.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" fw={600}>
                        {note.from}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={note.createdAt}>
                          {formatInstantIn(note.createdAt, timeZone, { withZone: true })}
                        </time>
                      </Text>
                    </Group>
                    {note.tag ? (
                      <Badge size="sm" variant="light" color="gray" tt="none">
                        {wordOf(note.tag)}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.content}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
};
