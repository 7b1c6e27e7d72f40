/** Mobile is 599 px and below (DESIGN.md §10; Mantine's `sm` is 48em, so it is not used for this). */
export const MOBILE_QUERY = '(max-width: 599px)';
