// Benchmark scenarios: what to hit, at what fixed rate, and the budget it must meet
// (ARCHITECTURE §11; issue budgets). Server-side latency is what autocannon measures on loopback.
export interface Scenario {
  name: string;
  /** Path, or a function of the seeded store's ids (resolved once before the run). */
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Fixed request rate (requests per second) for latency scenarios; undefined = as fast as possible. */
  rate?: number;
  durationSeconds: number;
  connections: number;
  budget: { p99Ms?: number; minRequestsPerSecond?: number };
}

export const scenarios: Scenario[] = [
  {
    name: 'health',
    path: '/api/health',
    durationSeconds: 5,
    connections: 10,
    budget: { minRequestsPerSecond: 2000 },
  },
  {
    name: 'site config',
    path: '/api/site/config',
    rate: 500,
    durationSeconds: 5,
    connections: 10,
    budget: { p99Ms: 10 },
  },
  {
    name: 'home page HTML',
    path: '/',
    rate: 200,
    durationSeconds: 5,
    connections: 10,
    budget: { p99Ms: 20 },
  },
];
