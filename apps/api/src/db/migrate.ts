// Applies the SQL files of ./migrations in name order, each once, recorded in _migrations.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await database.runLocked(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await conn.query<{ name: string }>('SELECT name FROM _migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await conn.exec(await readFile(MIGRATIONS_DIR + file, 'utf8'));
      await conn.exec(`INSERT INTO _migrations (name) VALUES ('${file.replaceAll("'", "''")}')`);
      applied.push(file);
    }
  });
  return applied;
}
