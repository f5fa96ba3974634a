import type { FastifyBaseLogger } from 'fastify';

export interface PollLoopOptions {
  /** Named in the log line of a failed poll. */
  name: string;
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Takes due work until none is left or `stopped()` says so; resolves with how much it did. */
  drain: (stopped: () => boolean) => Promise<number>;
}

// The loop every instance runs over work it shares with the others (jobs, webhook deliveries):
// a drain never overlaps itself, start() polls every pollMs, stop() waits for the drain in hand.
// Tests call runOnce() instead of starting it.
export function createPollLoop({ name, pollMs, log, drain }: PollLoopOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  let current: Promise<number> | undefined;

  function runOnce(): Promise<number> {
    current ??= (async () => {
      try {
        return await drain(() => stopped);
      } finally {
        current = undefined;
      }
    })();
    return current;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, `${name} poll failed`))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      if (running) return;
      running = true;
      stopped = false;
      schedule();
    },
    stop: async () => {
      running = false;
      stopped = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
