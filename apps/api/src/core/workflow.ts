// Money flows as steps with compensation (ARCHITECTURE §4, ADR 0035; after Medusa's workflows): a
// flow that calls something outside the database (the payment gateway, later a procurement system)
// runs its steps one after another, and each step that changed something out there says how to
// undo it. When a later step fails, the done steps' compensations run in reverse order, then the
// failure goes on to the caller unchanged (a business refusal stays the same refusal).
//
//   return runWorkflow('placeOrder', log, async (flow) => {
//     const auth = await flow.step('authorise', () => authorise(...), (a) => voidIt(a));
//     return flow.step('write', () => db.transaction((tx) => writeOrder(tx, ...)));
//   });
//
// A compensation is retried a few times (a gateway that blinked); one that still fails is logged
// as an error naming the flow, the step and what it returned, for someone to settle by hand, and
// does not hide the original failure. Steps are written as closures rather than a list of step
// objects so that a flow can branch (terms or card) and each step's result keeps its type.
import type { Logger } from './logger.ts';

export interface Workflow {
  /**
   * Runs `run`; if a later step (or the flow's own code) fails, `compensate` gets its result.
   * A step without a compensation changed nothing that needs undoing (a read, or the last write).
   */
  step<R>(name: string, run: () => Promise<R>, compensate?: (result: R) => Promise<void>): Promise<R>;
}

/** A compensation that could not be done: someone must settle it by hand (it is logged). */
export interface CompensationFailure {
  workflow: string;
  step: string;
  error: unknown;
}

interface Done {
  name: string;
  undo: () => Promise<void>;
}

export interface WorkflowOptions {
  /** Attempts of each compensation before it is given up (default 3). */
  compensationAttempts?: number;
  /** Wait before the second attempt, doubled for each next one (default 50 ms). */
  retryDelayMs?: number;
}

const COMPENSATION_FAILURES = Symbol('compensationFailures');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The compensations that could not be done for `error`, when its flow failed (empty otherwise). */
export function compensationFailuresOf(error: unknown): readonly CompensationFailure[] {
  if (error instanceof Object && COMPENSATION_FAILURES in error) {
    return (error as { [COMPENSATION_FAILURES]: CompensationFailure[] })[COMPENSATION_FAILURES];
  }
  return [];
}

/**
 * Runs `body` as the workflow `name`. On failure every done step's compensation runs, last step
 * first, and the failure is thrown again as it was.
 */
export async function runWorkflow<T>(
  name: string,
  log: Pick<Logger, 'error' | 'warn'>,
  body: (flow: Workflow) => Promise<T>,
  options: WorkflowOptions = {},
): Promise<T> {
  const attempts = options.compensationAttempts ?? 3;
  const delay = options.retryDelayMs ?? 50;
  const done: Done[] = [];
  const flow: Workflow = {
    async step(stepName, run, compensate) {
      const result = await run();
      if (compensate) done.push({ name: stepName, undo: () => compensate(result) });
      return result;
    },
  };
  try {
    return await body(flow);
  } catch (error) {
    const failures: CompensationFailure[] = [];
    for (const step of done.reverse()) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await step.undo();
          break;
        } catch (undoError) {
          if (attempt >= attempts) {
            failures.push({ workflow: name, step: step.name, error: undoError });
            log.error(
              { err: undoError, workflow: name, step: step.name, cause: String(error) },
              'a compensation failed: settle it by hand',
            );
            break;
          }
          log.warn(
            { err: undoError, workflow: name, step: step.name, attempt },
            'a compensation failed; retrying',
          );
          await sleep(delay * 2 ** (attempt - 1));
        }
      }
    }
    if (failures.length > 0 && error instanceof Object) {
      Object.defineProperty(error, COMPENSATION_FAILURES, { value: failures, enumerable: false });
    }
    throw error;
  }
}
