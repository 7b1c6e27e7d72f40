import type { PropertySort } from '@hearth/domain/properties';

// The drawers' buttons show these titles before a drawer's chunk has loaded (the drawers load when first opened).

/** 'Filter' or 'Filter (n)' with the count of active filters. */
export const filterTitle = (count: number): string => (count > 0 ? `Filter (${count})` : 'Filter');

/** 'Sort' or 'Sort (1)' when a sort is applied. */
export const sortTitle = (sort: PropertySort | null): string => (sort ? 'Sort (1)' : 'Sort');
