/** The quote's home stands apart from the comps on the map and in its legend: larger, orange, ringed in white. */
export const HOME_COLOUR = '#e8590c';
