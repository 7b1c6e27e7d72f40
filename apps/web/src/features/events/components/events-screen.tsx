import { EVENT_MESSAGES, ZEventPageQuery, type EventVerb } from '@hearth/domain/events';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import * as z from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useSignedInSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUrlState } from '../../../lib/url-state';
import { isApiError } from '../../../lib/api-client';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useEvent } from '../../../api/events/get-event';
import { useProperty } from '../../../api/properties/get-property';
import {
  calendarHref,
  errorsFromQuery,
  valuesFromEvent,
  valuesFromQuery,
} from '../../../components/events/event-form-values';
import { EventForm } from '../../../components/events/event-form';
import { PropertyLine } from './property-line';
import { canDo } from '../../../lib/use-can';

/** The page's frame: a way back to the calendar, the title, the property line, then the content. */
const EventPage = ({
  title,
  propertyId,
  back,
  children,
}: {
  title: string;
  propertyId: string;
  back: string;
  children: ReactNode;
}) => (
  <Stack gap="lg" maw={760}>
    <Stack gap="xs">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to the calendar
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <PropertyLine propertyId={propertyId} />
    </Stack>
    {children}
  </Stack>
);

/** A user the rules do not allow sees the spec's message instead of a form they could not save. */
const NotAllowed = ({ verb }: { verb: EventVerb }) => (
  <ErrorAlert title={EVENT_MESSAGES.permission[verb]}>
    <Text size="sm">
      Ask an administrator or your account manager if you need to change this property&apos;s events.
    </Text>
  </ErrorAlert>
);

/** `/events/{propertyId}` and `/events`: events are made from a property calendar (docs/product/events.md#screens). */
const PointToCalendar = ({ propertyId }: { propertyId: string | undefined }) => (
  <Stack gap="lg" maw={760}>
    <Title order={1} size="h2">
      Events
    </Title>
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <IconCalendarEvent size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text ta="center">{EVENT_MESSAGES.pointToCalendar}</Text>
        {propertyId ? (
          <Button component={Link} to={calendarHref(propertyId, null)} variant="light">
            Open the property calendar
          </Button>
        ) : (
          <Button component={Link} to={paths.properties.getHref()} variant="light">
            Go to properties
          </Button>
        )}
      </Stack>
    </Paper>
  </Stack>
);

const CreateEvent = ({ propertyId, roles }: { propertyId: string; roles: readonly string[] }) => {
  const [query, , dropped] = useUrlState(ZEventPageQuery);
  // The query only seeds the form: taking a refused value out of the address does not reset what was typed. What was
  // refused is said on its field.
  const initialValues = useMemo(() => valuesFromQuery(query), [query]);
  const initialErrors = useMemo(() => errorsFromQuery(dropped), [dropped]);
  return (
    <EventPage title="New event" propertyId={propertyId} back={calendarHref(propertyId, initialValues.start)}>
      {canDo({ roles }, 'event:create') ? (
        <EventForm propertyId={propertyId} roles={roles} initialValues={initialValues} initialErrors={initialErrors} />
      ) : (
        <NotAllowed verb="create" />
      )}
    </EventPage>
  );
};

const EditEvent = ({
  propertyId,
  eventId,
  roles,
}: {
  propertyId: string;
  eventId: string;
  roles: readonly string[];
}) => {
  const allowed = canDo({ roles }, 'event:update');
  const { data: event, error, isPending } = useEvent(eventId, allowed);
  const back = calendarHref(propertyId, event?.attributes.start ?? null);
  if (!allowed) {
    return (
      <EventPage title="Edit event" propertyId={propertyId} back={back}>
        <NotAllowed verb="update" />
      </EventPage>
    );
  }
  if (isNotFound(error)) return <NotFoundPage />;
  if (event && event.attributes.propertyId !== propertyId) {
    return <Navigate to={paths.events.edit.getHref(event.attributes.propertyId, eventId)} replace />;
  }
  return (
    <EventPage title="Edit event" propertyId={propertyId} back={back}>
      {isPending ? <PageSkeleton rows={4} /> : null}
      {error ? (
        <ErrorAlert title={`${isApiError(error) ? error.errorCode : 'UNKNOWN'} Could not load the event`}>
          {error.message}
        </ErrorAlert>
      ) : null}
      {event ? (
        <EventForm
          key={event.id}
          propertyId={propertyId}
          roles={roles}
          initialValues={valuesFromEvent(event)}
          event={event}
        />
      ) : null}
    </EventPage>
  );
};

/** The property named in the address is the page's subject: once it answers 404 the page is the 404 page. */
const KnownProperty = ({ propertyId, children }: { propertyId: string; children: ReactNode }) => {
  const { error } = useProperty(propertyId);
  return isNotFound(error) ? <NotFoundPage /> : children;
};

const ZEventsParams = z.object({
  propertyId: z.optional(ZRouteId),
  action: z.optional(z.string()),
  eventId: z.optional(ZRouteId),
});

const EventsPage = ({ propertyId, action, eventId }: z.infer<typeof ZEventsParams>) => {
  const { user } = useSignedInSession();
  const editing = action === 'edit' && Boolean(eventId);
  useDocumentTitle('Events', action === 'create' ? 'Create' : editing ? 'Edit' : undefined);

  if (!propertyId) return <PointToCalendar propertyId={undefined} />;
  return (
    <KnownProperty propertyId={propertyId}>
      {action === 'create' ? (
        <CreateEvent propertyId={propertyId} roles={user.roles} />
      ) : eventId && action === 'edit' ? (
        <EditEvent key={eventId} propertyId={propertyId} eventId={eventId} roles={user.roles} />
      ) : (
        <PointToCalendar propertyId={propertyId} />
      )}
    </KnownProperty>
  );
};

/**
 * `/events/:propertyId?/:action?/:eventId?`: create or edit a property event, else a pointer to the calendar. An id
 * that is not a UUID is the 404 page, as is a property or event the API does not know (or does not show the caller).
 */
export const EventsScreen = () => {
  const params = useRouteParams(ZEventsParams);
  return params ? <EventsPage {...params} /> : <NotFoundPage />;
};
