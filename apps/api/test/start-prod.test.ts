// Issue 18: `npm run start:prod` runs the build with `node` alone. The API is built (scripts/build.mjs,
// skipped when unchanged) and apps/api/dist/server.js started by plain node, from another folder,
// with no NODE_OPTIONS or NODE_PATH, on a fresh embedded database: it finds its migrations in the
// build, answers, and a resolve hook watching every ES module it loads sees no TypeScript file, no
// TypeScript loader or build tool, and only @polymart/api's own dependencies imported by the build.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './server-processes.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const DEV_TOOLS = /\/node_modules\/(tsx|typescript|esbuild|@esbuild|vite|vitest|@vitest|rolldown|@biomejs)\//;

const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  appendFileSync(process.env.RESOLVE_LOG, (context.parentURL ?? '-') + ' ' + found.url + '\\n');
  return found;
}`;

/** The package a resolved file: URL belongs to (the last node_modules segment), if any. */
function packageOf(url: string): string | undefined {
  const rest = url.split('/node_modules/').at(-1);
  if (rest === url || !rest) return undefined;
  const parts = rest.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

describe('the built server runs on node alone', { timeout: 60_000 }, () => {
  let dir: string;
  let base: string;
  let server: ReturnType<typeof spawn>;
  let output = '';

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, ['scripts/build.mjs', 'api'], { cwd: ROOT }, (e, _o, err) =>
        e ? reject(new Error(`build failed: ${err}`)) : resolve(),
      ),
    );
    dir = await mkdtemp(join(tmpdir(), 'polymart-start-prod-'));
    await writeFile(join(dir, 'hooks.mjs'), HOOKS);
    await writeFile(
      join(dir, 'watch.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
    );
    const port = await freePort();
    server = spawn(process.execPath, ['--import', join(dir, 'watch.mjs'), SERVER], {
      cwd: dir,
      // nothing inherited: no NODE_OPTIONS (a test runner's loader), no NODE_PATH
      env: {
        PATH: process.env.PATH,
        DATA_DIR: join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '0',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        RESOLVE_LOG: join(dir, 'resolved.log'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}: ${output}`);
      if (
        await fetch(`${base}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not start: ${output}`);
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers from a database its own migrations made (read from the build)', async () => {
    const ready = (await (await fetch(`${base}/api/health/ready`)).json()) as { data: unknown };
    expect(ready.data).toEqual({ status: 'ready', engine: 'pglite' });
    // the reference data written at start lives in tables the migrations created
    const currencies = (await (await fetch(`${base}/api/customer/index/get_currency`)).json()) as {
      code: number;
      data: unknown;
    };
    expect(currencies.code).toBe(200);
    expect(JSON.stringify(currencies.data)).toContain('USD');
  });

  it('loads no TypeScript, no loader or build tool, and imports only its runtime dependencies', async () => {
    const lines = (await readFile(join(dir, 'resolved.log'), 'utf8')).trim().split('\n');
    const urls = lines.map((l) => l.split(' ')[1]!);
    expect(urls).toContain(pathToFileURL(SERVER).href);
    expect(urls.filter((u) => /\.[mc]?ts$/.test(u))).toEqual([]);
    expect(urls.filter((u) => DEV_TOOLS.test(u))).toEqual([]);
    const api = JSON.parse(await readFile(join(ROOT, 'apps/api/package.json'), 'utf8'));
    const fromBuild = lines
      .filter((l) => l.startsWith(pathToFileURL(join(ROOT, 'apps/api/dist/')).href))
      .map((l) => packageOf(l.split(' ')[1]!))
      .filter((p): p is string => p !== undefined);
    expect(fromBuild.length).toBeGreaterThan(5);
    expect(fromBuild.filter((p) => !(p in api.dependencies))).toEqual([]);
  });
});
