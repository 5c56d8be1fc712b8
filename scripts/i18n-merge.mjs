#!/usr/bin/env node
// Merges translation fragments into the 19 locale files: `node scripts/i18n-merge.mjs <dir>` where
// <dir> holds <code>.json files (en.json, es.json ...), each a partial tree of keys. Keys are
// deep-merged (a fragment's value wins); the files are written back with 2-space indentation.
// Several people (or helpers) adding keys at once run it under `flock /tmp/i18n.lock`, so no write
// is lost: each run reads, merges and writes every file in one go.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/i18n-merge.mjs <dir of <lang>.json fragments>');
  process.exit(2);
}
const localeDir = new URL('../apps/web/src/i18n/locales/', import.meta.url);

function merge(into, from) {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && into[k] && typeof into[k] === 'object') merge(into[k], v);
    else into[k] = v;
  }
  return into;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const target = new URL(file, localeDir);
  const current = JSON.parse(readFileSync(target, 'utf8'));
  const fragment = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  writeFileSync(target, `${JSON.stringify(merge(current, fragment), null, 2)}\n`);
  console.log(`merged ${file}`);
}
