// user-event under Vitest's fake clock (call after vi.useFakeTimers()). The user's own pauses
// between keys advance the fake clock. After each action Testing Library lets pending work settle
// on a setTimeout(0), and runs that timer on a fake clock only when it sees Jest's: it is lent
// Vitest's here, or every action would wait for a timer that never fires. The config's
// unstubGlobals takes the loan back after the test.
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export function userWithFakeTimers() {
  const advanceTimers = (ms: number) => vi.advanceTimersByTime(ms);
  vi.stubGlobal('jest', { advanceTimersByTime: advanceTimers });
  return userEvent.setup({ advanceTimers });
}
