import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite answers one statement at a time, on this thread, and hands itself from one waiting statement to the next in
 * microtasks: while statements wait, the event loop does not turn, so a request that arrives meanwhile is read only
 * once all of them are done, and then waits behind the ones read with it. Under load a call waited about twice as
 * long as its place in line (bench/README.md, "Stop 50"). Here the statements and transactions line up in the order
 * they are asked for, and the loop turns once before each, so a request that arrives is read and takes its place.
 * A statement that fails does not hold up the next.
 */
export const queueInArrivalOrder = (client: PGlite): void => {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const answer = last.then(nextTurn).then(() => run(...args));
      last = answer.catch(() => undefined);
      return answer;
    };
  Object.assign(client, {
    query: inTurn(client.query.bind(client)),
    exec: inTurn(client.exec.bind(client)),
    transaction: inTurn(client.transaction.bind(client)),
  });
};
