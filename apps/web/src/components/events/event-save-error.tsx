import { EVENT_MESSAGES } from '@hearth/domain/events';
import { List, Text } from '@mantine/core';
import { ErrorAlert } from '../error-alert';
import { isApiError, NETWORK_ERROR } from '../../lib/api-client';

/** What a failed save or delete lists: the server's details, else its message (docs/product/events.md#messages, 'Event save'). */
export const errorDetailsOf = (error: unknown): string[] => {
  if (isApiError(error)) return error.errorDetails.length > 0 ? error.errorDetails : [error.errorMessage];
  return [error instanceof Error ? error.message : String(error)];
};

/** 'No response' when the request got none; otherwise the error details listed under 'Something is wrong'. */
export const EventSaveError = ({ error }: { error: unknown }) => {
  if (isApiError(error) && error.errorCode === NETWORK_ERROR) {
    return (
      <ErrorAlert title={EVENT_MESSAGES.noResponse}>
        <Text size="sm">The server could not be reached. Check the connection and try again.</Text>
      </ErrorAlert>
    );
  }
  return (
    <ErrorAlert title={EVENT_MESSAGES.saveFailed}>
      <List size="sm" spacing={2}>
        {errorDetailsOf(error).map((detail) => (
          <List.Item key={detail}>{detail}</List.Item>
        ))}
      </List>
    </ErrorAlert>
  );
};
