/** The blob store: its contract (types.ts) and the disk implementation. */
export * from './types';
export { createDiskBlobStore } from './disk';
