// Builds that skip when nothing changed and never collide. A build output (apps/web/dist,
// apps/api/dist) carries a stamp: a hash of the contents of everything it is built from. A start
// compares stamps and builds only on a difference; the build writes into a folder of its own and is
// renamed into place whole, under a lock, so two starts at once on one checkout neither build twice
// nor see each other's half-written files (seen before: ENOENT on a .js.br mid-build).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';

/**
 * The hash of the inputs: files, or folders read whole, minus paths matching `ignore` (tested
 * against the path relative to each input folder). Contents, not times: a checkout or a copy that
 * touches every file without changing one must not cost a rebuild.
 */
export async function stampOf(inputs, ignore = /^$/) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    if (!(await stat(input)).isDirectory()) {
      hash.update(`${input}\0`).update(await readFile(input));
      continue;
    }
    const files = [];
    for (const entry of await readdir(input, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const rel = relative(input, join(entry.parentPath ?? entry.path, entry.name));
      if (!ignore.test(rel)) files.push(rel);
    }
    for (const rel of files.sort()) hash.update(`${input}/${rel}\0`).update(await readFile(join(input, rel)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const readStamp = (dist) => readFile(join(dist, STAMP_FILE), 'utf8').catch(() => null);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/**
 * A lock beside `dist` (a folder: mkdir either creates it or fails, atomically). The owner's pid is
 * written inside; a lock whose owner is gone (a build killed mid-way) is taken over.
 */
async function lock(dist, log) {
  const path = `${dist}.lock`;
  let told = false;
  for (;;) {
    try {
      await mkdir(path);
      await writeFile(join(path, 'pid'), String(process.pid));
      return () => rm(path, { recursive: true, force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    const owner = Number(await readFile(join(path, 'pid'), 'utf8').catch(() => '0'));
    // no pid yet: the owner is between its mkdir and its write, unless that was long ago
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if ((owner && !alive(owner)) || (!owner && age > 10_000)) {
      await rm(path, { recursive: true, force: true });
      continue;
    }
    if (!told)
      log(`waiting for the build of ${relative(process.cwd(), dist) || dist} that process ${owner || '?'} is running`);
    told = true;
    await sleep(200);
  }
}

/**
 * Builds `dist` from `inputs` unless its stamp says it already is. `build(dir)` writes a complete
 * output into the empty folder `dir`; it is then swapped in whole. Returns whether it built.
 */
export async function ensureBuilt({ dist, inputs, ignore, build, force = false, log = () => {} }) {
  const stamp = await stampOf(inputs, ignore);
  if (!force && (await readStamp(dist)) === stamp) return false;
  const unlock = await lock(dist, log);
  try {
    // another process may have built the same sources while this one waited for the lock
    if ((await readStamp(dist)) === stamp && !force) return false;
    await removeLeftovers(dist);
    const next = `${dist}.next-${process.pid}`;
    await mkdir(next, { recursive: true });
    await build(next);
    await writeFile(join(next, STAMP_FILE), stamp);
    await swapIn(next, dist);
    return true;
  } finally {
    await unlock();
  }
}

/** Folders of builds killed mid-way (only the lock holder calls this: no build of theirs is running). */
async function removeLeftovers(dist) {
  const name = basename(dist);
  for (const entry of await readdir(dirname(dist))) {
    if (entry.startsWith(`${name}.next-`) || entry.startsWith(`${name}.old-`)) {
      await rm(join(dirname(dist), entry), { recursive: true, force: true });
    }
  }
}

/**
 * The new build takes the place of the old in two renames (a few microseconds without a `dist`;
 * starters read stamps and wait on the lock, so they never look in that gap), and the old is removed.
 */
async function swapIn(next, dist) {
  const old = `${dist}.old-${process.pid}`;
  const had = existsSync(dist);
  if (had) await rename(dist, old);
  await rename(next, dist);
  if (had) await rm(old, { recursive: true, force: true });
}
