// Test-only (TEST_HOOKS=true, never in production; ADR 0026): the subscription job's due sweep
// and its orders, run now, as the API tests run them (enqueueDue, then drain).
export const testHooksPaths = {
  runDueSubscriptions: '/api/test/subscriptions/runDue',
  // Issue 27: an answer that takes ?ms= milliseconds, in flight while the shutdown test stops the API.
  wait: '/api/test/wait',
} as const;
