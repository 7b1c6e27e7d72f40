/** Mobile is 599 px and below (docs/CONTRIBUTING.md#look; Mantine's `sm` is 48em, so it is not used for this). */
export const MOBILE_QUERY = '(max-width: 599px)';
