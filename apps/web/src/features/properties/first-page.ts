import { propertySearchOptions } from '../../api/properties/search-properties';
import { DEFAULT_LIST_STATE } from './hooks/use-list-state';
import { toSearchParams } from './utils/search-params';

/**
 * The list's first page as `/properties` without a query shows it, whoever signed in: the call the server preloads
 * (`propertyFirstCalls`), under the key the screen reads (first-calls.test.tsx holds both).
 */
export const firstPageOptions = () => propertySearchOptions(toSearchParams(DEFAULT_LIST_STATE));
