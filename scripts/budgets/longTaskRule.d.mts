/** A task over 50 ms of the page's start-up and what Lighthouse attributes it to. */
export interface LongTask {
  ms: number;
  url: string;
}

export interface LongTaskRun {
  error: string | null;
  items: LongTask[];
}

/** A script's file name, 'page' or 'browser'. */
export declare function taskSource(url: string): string;

export declare function scriptTasks(items: LongTask[]): LongTask[];

export declare function judgeRuns(runs: LongTaskRun[]): {
  finished: number;
  clean: number;
  ok: boolean;
};
