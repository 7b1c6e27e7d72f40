/**
 * The pause a long job takes between its slices (an iCal import): long enough for a request that was waiting to run
 * its few queries one after another, which a bare setImmediate is not (the next slice would take the embedded
 * database again after the request's first query). bench/ical measures the effect.
 */
export const SLICE_PAUSE_MS = 10;

export const pauseBetweenSlices = () => new Promise<void>((resolve) => setTimeout(resolve, SLICE_PAUSE_MS));
