/** Spec 001 §9: a newsletter's title is at most 23 characters. */
export const NEWSLETTER_TITLE_MAX = 23;

/** Spec 001 §8, spec 002 §8: what a refused newsletter call says, and the other failures. */
export const NEWSLETTER_MESSAGES = {
  createForbidden: 'Sorry, you do not have permission to add a newsletter',
  updateForbidden: 'Sorry, you do not have permission to edit a newsletter',
  deleteForbidden: 'Sorry, you do not have permission to delete',
  deleteNotFound: 'Sorry, there is an error',
} as const;
export const NEWSLETTER_ERROR_CODES = {
  forbidden: 'NEWSLETTER_FORBIDDEN',
  createError: 'NEWSLETTER_ERROR',
  deleteError: 'NEWSLETTER_DELETE_ERROR',
} as const;
/** Spec 001 §4: a hero image of 600x260 px is recommended. */
export const NEWSLETTER_HERO_SIZE = { width: 600, height: 260 } as const;
/** Spec 001 §9: the documents search waits 200 ms after typing stops. */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 200;
