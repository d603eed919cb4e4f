import { describe, expect, it } from 'vitest';
import { BusinessRefusal, refuse } from './refusals.ts';
import { compensationFailuresOf, runWorkflow } from './workflow.ts';

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'error'; details: object; message?: string }> = [];
  return {
    lines,
    warn: (details: object, message?: string) => lines.push({ level: 'warn', details, message }),
    error: (details: object, message?: string) => lines.push({ level: 'error', details, message }),
  };
}

describe('runWorkflow', () => {
  it('runs the steps in order and answers the last result, undoing nothing', async () => {
    const seen: string[] = [];
    const result = await runWorkflow('flow', recordingLog(), async (flow) => {
      const a = await flow.step(
        'a',
        async () => (seen.push('a'), 1),
        async () => void seen.push('undo a'),
      );
      const b = await flow.step('b', async () => (seen.push('b'), a + 1));
      return b * 10;
    });
    expect(result).toBe(20);
    expect(seen).toEqual(['a', 'b']);
  });

  it('undoes the done steps in reverse order when a later step fails, and rethrows the same failure', async () => {
    const seen: string[] = [];
    const failure = refuse('CREDIT_LIMIT', 'over the limit');
    const run = runWorkflow('flow', recordingLog(), async (flow) => {
      const auth = await flow.step(
        'authorise',
        async () => 'auth-1',
        async (id) => void seen.push(`void ${id}`),
      );
      await flow.step(
        'hold',
        async () => 7,
        async (n) => void seen.push(`release ${n}`),
      );
      await flow.step('read', async () => seen.push(`read with ${auth}`));
      await flow.step(
        'write',
        async () => {
          throw failure;
        },
        async () => void seen.push('never: the failed step did nothing'),
      );
    });
    await expect(run).rejects.toBe(failure);
    expect(seen).toEqual(['read with auth-1', 'release 7', 'void auth-1']);
  });

  it('undoes the done steps when the flow fails between steps too', async () => {
    const seen: string[] = [];
    await expect(
      runWorkflow('flow', recordingLog(), async (flow) => {
        await flow.step(
          'charge',
          async () => 'ch-1',
          async (id) => void seen.push(`refund ${id}`),
        );
        throw new Error('the amounts disagree');
      }),
    ).rejects.toThrow('the amounts disagree');
    expect(seen).toEqual(['refund ch-1']);
  });

  it('retries a compensation that fails, then goes on', async () => {
    const log = recordingLog();
    let tries = 0;
    await expect(
      runWorkflow(
        'flow',
        log,
        async (flow) => {
          await flow.step(
            'charge',
            async () => 'ch-1',
            async () => {
              tries += 1;
              if (tries < 3) throw new Error('gateway blinked');
            },
          );
          throw refuse('VALIDATION', 'no');
        },
        { retryDelayMs: 1 },
      ),
    ).rejects.toBeInstanceOf(BusinessRefusal);
    expect(tries).toBe(3);
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(2);
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(0);
  });

  it('logs a compensation it cannot do, keeps undoing the others and throws the first failure', async () => {
    const log = recordingLog();
    const seen: string[] = [];
    const failure = new Error('commit failed');
    let caught: unknown;
    try {
      await runWorkflow(
        'payInvoices',
        log,
        async (flow) => {
          await flow.step(
            'authorise',
            async () => 'a',
            async () => void seen.push('void a'),
          );
          await flow.step(
            'charge',
            async () => 'ch-9',
            async () => {
              throw new Error('gateway down');
            },
          );
          throw failure;
        },
        { compensationAttempts: 2, retryDelayMs: 1 },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(failure);
    expect(seen).toEqual(['void a']);
    const [unsettled] = compensationFailuresOf(caught);
    expect(unsettled).toMatchObject({ workflow: 'payInvoices', step: 'charge' });
    const errors = log.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.details).toMatchObject({ workflow: 'payInvoices', step: 'charge' });
  });
});
