// Issue 18: builds that do not collide. Two processes ensuring the same build at once (two `npm
// start` on one checkout) both succeed, one of them builds, and the output is whole: written in a
// folder of its own and renamed into place. The build step is a small fake one, through the same
// scripts/build-lib.mjs code path the web and API builds take (those take 30–60 s here).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LIB = pathToFileURL(fileURLToPath(new URL('../../../scripts/build-lib.mjs', import.meta.url))).href;
const FILES = 40;

/** A process that ensures `dist` is built from `src`; its build writes FILES files slowly and logs its pid. */
function builder(root: string, opts: { fail?: boolean } = {}): Promise<{ code: number | null; out: string }> {
  const code = `
    import { appendFile, readFile, writeFile } from 'node:fs/promises';
    import { join } from 'node:path';
    import { ensureBuilt } from ${JSON.stringify(LIB)};
    const root = ${JSON.stringify(root)};
    const built = await ensureBuilt({
      dist: join(root, 'dist'),
      inputs: [join(root, 'src')],
      build: async (dir) => {
        await appendFile(join(root, 'builds.log'), process.pid + '\\n');
        const version = await readFile(join(root, 'src', 'version.txt'), 'utf8');
        for (let i = 0; i < ${FILES}; i++) {
          await writeFile(join(dir, 'file-' + i + '.js'), version);
          await new Promise((r) => setTimeout(r, 10));
          if (${Boolean(opts.fail)} && i === 5) throw new Error('build broke');
        }
      },
    });
    console.log(built ? 'built' : 'skipped');
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (c) => resolve({ code: c, out }));
  });
}

/** Every file of the output holds the same version, all FILES of them are there, and nothing is left beside it. */
async function expectWhole(root: string, version: string) {
  const files = (await readdir(join(root, 'dist'))).filter((f) => f.endsWith('.js'));
  expect(files).toHaveLength(FILES);
  for (const f of files) expect(await readFile(join(root, 'dist', f), 'utf8')).toBe(version);
  expect(existsSync(join(root, 'dist', '.build-stamp'))).toBe(true);
  expect((await readdir(root)).sort()).toEqual(['builds.log', 'dist', 'src']);
}

const builds = async (root: string) => (await readFile(join(root, 'builds.log'), 'utf8')).trim().split('\n').length;

describe('builds that do not collide (scripts/build-lib.mjs)', { timeout: 30_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'polymart-build-'));
    await mkdir(join(root, 'src'));
    await writeFile(join(root, 'src', 'version.txt'), 'one');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('two builders at once: both succeed, one builds, the output is whole', async () => {
    const [a, b] = await Promise.all([builder(root), builder(root)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect([a.out.trim(), b.out.trim()].sort()).toEqual(['built', 'skipped']);
    expect(await builds(root)).toBe(1);
    await expectWhole(root, 'one');
  });

  it('skips when the sources are unchanged, and rebuilds once (swapping the output) when they change', async () => {
    expect((await builder(root)).out.trim()).toBe('skipped');
    await writeFile(join(root, 'src', 'version.txt'), 'two');
    const [a, b] = await Promise.all([builder(root), builder(root)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(await builds(root)).toBe(2);
    await expectWhole(root, 'two');
  });

  it('a failed build leaves the previous output in place and no lock behind', async () => {
    await writeFile(join(root, 'src', 'version.txt'), 'three');
    const failed = await builder(root, { fail: true });
    expect(failed.code).not.toBe(0);
    expect(failed.out).toContain('build broke');
    expect(existsSync(join(root, 'dist.lock'))).toBe(false);
    // the half-written folder of the failed build stays until the next builder clears it
    const files = (await readdir(join(root, 'dist'))).filter((f) => f.endsWith('.js'));
    expect(files).toHaveLength(FILES);
    expect(await readFile(join(root, 'dist', 'file-0.js'), 'utf8')).toBe('two');
    expect((await builder(root)).out.trim()).toBe('built');
    await expectWhole(root, 'three');
  });

  it('takes over the lock of a builder that died', async () => {
    await writeFile(join(root, 'src', 'version.txt'), 'four');
    // a pid no process has (above the kernel's pid_max default)
    await mkdir(join(root, 'dist.lock'));
    await writeFile(join(root, 'dist.lock', 'pid'), '4194999');
    const run = await builder(root);
    expect(run.code).toBe(0);
    await expectWhole(root, 'four');
  });
});
