// Log lines for a person at a terminal: time, level, request line or message, request id. The
// JSON lines stay the format for everything else (files, collectors).
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };

export function formatLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${line}\n`;
  }
  const { level, time, msg, reqId, req: _req, pid: _pid, hostname: _host, err, ...rest } = entry;
  const clock = new Date(Number(time)).toISOString().slice(11, 19);
  const lvl = Number(level);
  const colour = COLOURS[lvl] ?? '';
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  const error = err ? `\n  ${JSON.stringify(err)}` : '';
  return `${clock} ${colour}${LEVELS[lvl] ?? lvl}${colour ? '\x1b[0m' : ''} ${msg ?? ''}${extra}${reqId ? `  (${reqId})` : ''}${error}\n`;
}

export function prettyStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) out.write(formatLine(line));
      done();
    },
  });
}
