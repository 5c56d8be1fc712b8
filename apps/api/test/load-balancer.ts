// A real HAProxy (Debian's haproxy package) in front of server processes, for the tests of the
// several-processes layout (docs/deploy.md): round-robin over every server, the client's address
// passed on in X-Forwarded-For, and which server answered in X-Served-By (a, b, ...), so a test can
// tell that a request reached each process. Its config is written to a temp dir, it listens on a
// free port, and it is stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-processes.ts';

export interface LoadBalancer {
  base: string;
  proc: ChildProcess;
  /** the server names in X-Served-By, in the order of the bases given */
  names: string[];
  stop(): Promise<void>;
}

/** The HAProxy configuration of docs/deploy.md, for servers at `bases` (http://host:port). */
export function haproxyConfig(port: number, bases: string[]): string {
  const servers = bases.map((b, i) => {
    const { hostname, port: p } = new URL(b);
    return `  server ${String.fromCharCode(97 + i)} ${hostname}:${p} check inter 1s fall 2 rise 1`;
  });
  return [
    'global',
    '  maxconn 1024',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    // a live-message stream (SSE) sends a heartbeat every ~25 s, inside these idle timeouts
    '  timeout server 60s',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // a request that could not reach a process (stopping, restarting) goes to another one; one that
    // reached it is never sent twice (a checkout must not be repeated behind the client's back)
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    '  option httpchk GET /api/health/ready',
    '  http-response set-header X-Served-By %s',
    ...servers,
    '',
  ].join('\n');
}

export async function startLoadBalancer(bases: string[]): Promise<LoadBalancer> {
  const dir = await mkdtemp(join(tmpdir(), 'polymart-haproxy-'));
  const port = await freePort();
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, bases));
  // -db: stay in the foreground (stopped with the test); -q: no start-up chatter
  const proc = spawn('haproxy', ['-db', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (c) => (stderr += c));
  const stop = async () => {
    if (proc.exitCode === null) {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
    await rm(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const names = bases.map((_, i) => String.fromCharCode(97 + i));
  // up when every server has answered through it (each passed its health check)
  const seen = new Set<string>();
  for (let i = 0; i < 200 && seen.size < names.length; i++) {
    if (proc.exitCode !== null) throw new Error(`haproxy exited with ${proc.exitCode}: ${stderr}`);
    const res = await fetch(`${base}/api/health/ready`).catch(() => undefined);
    const by = res?.ok ? res.headers.get('x-served-by') : null;
    if (by) seen.add(by);
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (seen.size < names.length) {
    await stop();
    throw new Error(`haproxy did not reach every server (${[...seen].join(', ')}): ${stderr}`);
  }
  return { base, proc, names, stop };
}
