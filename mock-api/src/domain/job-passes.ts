/**
 * The passes of a background job, one at a time. A call made while a pass
 * runs is answered by a pass that starts after that one, shared by every call
 * made meanwhile: whoever has just moved the clock on or written what the job
 * must see (the development clock's route, a test) waits for a pass that sees
 * it, not for the end of one that read the database before. A timer's tick
 * during a long pass likewise queues one pass, never more.
 *
 * `pass` handles its own errors (it logs them): a pass that throws all the
 * same ends like one that did not.
 */
export function jobPasses(pass: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const start = (): Promise<void> => {
    const started = pass()
      .catch(() => {})
      .finally(() => {
        if (running === started) running = null;
      });
    running = started;
    return started;
  };

  return {
    run(): Promise<void> {
      if (!running) return start();
      queued ??= running.then(() => {
        queued = null;
        // A pass another call started as this one ended began after the call: it serves too.
        return running ?? start();
      });
      return queued;
    },

    /** Resolves once no pass runs or waits: what a stop awaits before the database closes. */
    async settled(): Promise<void> {
      while (running || queued) await (queued ?? running);
    },
  };
}
