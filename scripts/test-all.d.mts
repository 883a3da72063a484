export interface TestStep {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The command that runs this suite alone, named in the summary. */
  rerun?: string;
  /** When this step fails the run ends, with this sentence. */
  stopsTheRun?: string;
  /** The JSON report the suite writes, read for the names of its failing tests. */
  report?: string;
  failures?: (report: unknown) => string[];
}
export interface StepResult {
  step: TestStep;
  ok: boolean;
  code: number | null;
  signal: NodeJS.Signals | null;
  failures: string[];
  seconds: number;
}
export declare function testSteps(dir: string): TestStep[];
export declare function vitestFailures(report: unknown, root?: string): string[];
export declare function playwrightFailures(report: unknown): string[];
export declare function runSteps(
  steps: TestStep[],
  options?: {
    run?: (step: TestStep) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
    interrupted?: () => boolean;
  },
): Promise<StepResult[]>;
export declare function summarize(
  steps: TestStep[],
  results: StepResult[],
  stoppedBy?: NodeJS.Signals | null,
): { text: string; exitCode: number };
