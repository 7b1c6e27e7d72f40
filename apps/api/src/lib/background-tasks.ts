/**
 * Work that runs after the call that started it has answered (an iCal import): a few at a time in this process,
 * the rest queued, and waited for when the app closes so that none is cut off mid-slice by a shutdown. Work lost
 * with its process is not resumed: its row says so once its heartbeat is old (docs/product/ical.md#imports).
 */
export type BackgroundTasks = {
  /** Queues the task; it runs when one of the few slots is free. It must not throw (it logs its own failures). */
  run: (task: () => Promise<unknown>) => void;
  /** Waits for every queued and running task. */
  drain: () => Promise<void>;
};

/** Imports at once per process: each holds a calendar in memory and takes turns with requests on the database. */
const SLOTS = 2;

export const createBackgroundTasks = (log: { error: (object: object, message: string) => void }): BackgroundTasks => {
  const queue: (() => Promise<unknown>)[] = [];
  const running = new Set<Promise<void>>();
  const next = () => {
    while (running.size < SLOTS && queue.length > 0) {
      const task = queue.shift();
      if (!task) break;
      const run: Promise<void> = task()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'a background task failed'))
        .finally(() => {
          running.delete(run);
          next();
        });
      running.add(run);
    }
  };
  return {
    run: (task) => {
      queue.push(task);
      next();
    },
    drain: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};
