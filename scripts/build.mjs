// `npm run build`: the web app (apps/web/dist, by Vite) and the API as plain JavaScript
// (apps/api/dist, by esbuild), each only when its sources changed (build-lib.mjs). The API's
// build is one file per entry that `node` runs without a TypeScript loader; the packages it
// imports stay outside the bundle and must be production dependencies of @polymart/api, which the
// build checks, so `npm ci --omit=dev` is enough to run it.
//   node scripts/build.mjs [web] [api] [--force]
import { spawn } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-lib.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const at = (path) => join(ROOT, path);
const log = (message) => console.log(`[build] ${message}`);
const SHARED_INPUTS = [at('packages/contract/src'), at('package-lock.json'), at('scripts/build.mjs')];

export const WEB_DIST = at('apps/web/dist');
export const API_DIST = at('apps/api/dist');

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export function buildWeb({ force = false } = {}) {
  const vite = join(dirname(createRequire(at('apps/web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
  return ensureBuilt({
    dist: WEB_DIST,
    inputs: [at('apps/web'), ...SHARED_INPUTS],
    // the build's own folders, the tests and anything installed do not make the app
    ignore: /^(dist([./]|$)|node_modules\/|e2e\/|test\/|tsconfig\.tests\.json$)/,
    force,
    log,
    build: async (outDir) => {
      log('building the web app (apps/web/dist)');
      const started = Date.now();
      await run(
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        at('apps/web'),
      );
      log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
}

const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

export async function buildApi({ force = false } = {}) {
  return ensureBuilt({
    dist: API_DIST,
    inputs: [at('apps/api/src'), at('apps/api/package.json'), ...SHARED_INPUTS],
    force,
    log,
    build: async (outDir) => {
      const started = Date.now();
      const api = JSON.parse(await readFile(at('apps/api/package.json'), 'utf8'));
      const runtime = new Set(Object.keys(api.dependencies));
      const esbuild = await import('esbuild');
      try {
        await esbuild.build({
          absWorkingDir: ROOT,
          // server.js and seed-worker.js side by side: the server forks the worker by that name
          entryPoints: { server: 'apps/api/src/server.ts', 'seed-worker': 'apps/api/src/seed-worker.ts' },
          outdir: outDir,
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          // class and function names stay as written (errors and logs show them)
          keepNames: true,
          sourcemap: 'linked',
          logLevel: 'warning',
          plugins: [
            {
              name: 'runtime-packages',
              setup(b) {
                b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
                  const name = packageName(path);
                  if (path.startsWith('node:') || builtinModules.includes(name)) return { external: true };
                  // the contract ships TypeScript sources: it goes into the bundle
                  if (name === '@polymart/contract') return undefined;
                  if (!runtime.has(name)) {
                    return {
                      errors: [{ text: `"${name}" is not among @polymart/api's dependencies (apps/api/package.json)` }],
                    };
                  }
                  return { external: true };
                });
              },
            },
          ],
        });
      } finally {
        await esbuild.stop();
      }
      // migrate.ts reads ./migrations/ beside its module: beside server.js in the build
      await cp(at('apps/api/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
      log(`API built in ${((Date.now() - started) / 1000).toFixed(1)} s (apps/api/dist)`);
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const targets = args.filter((a) => !a.startsWith('--'));
  const want = (t) => targets.length === 0 || targets.includes(t);
  try {
    // one after the other: both at once slow each other on a small machine and the API's build is ~1 s
    if (want('api') && !(await buildApi({ force }))) log('API unchanged since its last build');
    if (want('web') && !(await buildWeb({ force }))) log('web app unchanged since its last build');
  } catch (e) {
    console.error(`[build] failed: ${e.message}`);
    process.exit(1);
  }
}
