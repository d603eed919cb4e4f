// A TCP port for a child process to listen on. Chosen below Linux's ephemeral range (32768–60999)
// so that no outgoing connection of a busy test run can hold it, and tried before it is handed
// out: a random port in 20000–40000 once collided with one in use and the child never started.
import net from 'node:net';

const low = 10_000;
const high = 32_000;

function tryListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port found between ${low} and ${high}`);
}
