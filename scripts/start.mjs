// `npm start`: the one command for a trial. Builds the API and the web app when their sources
// changed since the last build (scripts/build.mjs; a few hundred milliseconds when nothing did),
// then runs the built server in this process: compiled JavaScript, no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const build = fileURLToPath(new URL('./build.mjs', import.meta.url));
// the build in a process of its own: Vite's memory goes back to the system before the server starts
const result = spawnSync(process.execPath, [build], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
await import('../apps/api/dist/server.js');
