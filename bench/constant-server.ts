// The ceiling the throughput scenarios are measured against (issue 30): Fastify answering a
// constant JSON body on this machine, in a process of its own, with nothing else to do. A figure of
// the store printed as a fraction of it says how much of the machine's HTTP capacity an answer costs
// beyond the HTTP itself. Run by bench/run.ts: `node bench/constant-server.ts PORT`.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const body = JSON.stringify({ status: 'ok', store: 'constant' });
const app = Fastify({ logger: false });
app.get('/constant', (_request, reply) => reply.header('content-type', 'application/json').send(body));
await app.listen({ host: '127.0.0.1', port });
process.stdout.write('ready\n');
