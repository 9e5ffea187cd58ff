/** Background work (mail delivery) that shutdown and tests can wait for. */
export interface TaskTracker {
  track(task: Promise<unknown>): void;
  /** Resolves once no tracked task is running. */
  idle(): Promise<void>;
}

export function createTaskTracker(): TaskTracker {
  const running = new Set<Promise<unknown>>();
  return {
    track(task) {
      const settled = task.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
