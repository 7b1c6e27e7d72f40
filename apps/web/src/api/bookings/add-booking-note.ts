import type { TBookingDocument, TCreateNoteBody, TNoteResponse } from '@hearth/domain/bookings';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from './keys';

/** `POST v3/bookings/{id}/notes`: an internal note (confidential: admin, staff and licensee), answered as saved. */
export const addBookingNote = (id: string, body: TCreateNoteBody) =>
  api.post<TNoteResponse>(`/api/v3/bookings/${encodeURIComponent(id)}/notes`, body);

/** The include list of a cached booking document (its key is `bookingKeys.document(id, include)`). */
const includeOfKey = (key: readonly unknown[]): readonly unknown[] => {
  const include = key[3];
  return Array.isArray(include) ? include : [];
};

/** Puts the saved note at the end of every cached document of the booking that carries notes, so it shows at once. */
const appendNote = (queryClient: QueryClient, id: string, note: TNoteResponse['data']) => {
  for (const [key, document] of queryClient.getQueriesData<TBookingDocument>({ queryKey: bookingKeys.detail(id) })) {
    if (!document || !includeOfKey(key).includes('notes')) continue;
    const included = document.included ?? [];
    if (included.some((item) => item.type === 'note' && item.id === note.id)) continue;
    queryClient.setQueryData<TBookingDocument>(key, {
      ...document,
      included: [...included, { id: note.id, type: 'note', attributes: note.attributes }],
    });
  }
};

/** Adds a note: it appears on the record at once, then the booking's queries (and the calendar's notes) catch up. */
export const useAddBookingNote = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateNoteBody) => addBookingNote(id, body),
    onSuccess: (response) => {
      appendNote(queryClient, id, response.data);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
};
