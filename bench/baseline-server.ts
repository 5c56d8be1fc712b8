// The baseline: a raw node:http server answering GET /?size=N with an N-byte JSON body, so each
// API route is compared with the fastest Node can send the same number of bytes on this machine.
import { createServer } from 'node:http';

const bodies = new Map<number, Buffer>();
const body = (size: number) => {
  let b = bodies.get(size);
  if (!b) {
    b = Buffer.from(JSON.stringify({ code: 200, message: 'success', data: 'x'.repeat(Math.max(0, size - 44)) }));
    bodies.set(size, b);
  }
  return b;
};

const server = createServer((req, res) => {
  const size = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('size') ?? 100);
  const b = body(size);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': b.length });
  res.end(b);
});
server.listen(Number(process.env.PORT ?? 3901), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
