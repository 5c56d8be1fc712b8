// CSV files for spreadsheets and banks' uploads. A byte-order mark, so spreadsheet programs read the
// file as UTF-8 (names in any script); Windows line ends; cells a spreadsheet would run as a
// formula (starting with = + - @, tab or carriage return) get a leading apostrophe (csv-stringify's
// escape_formulas): a buyer's name or a memo must not become a formula on someone's computer.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export const csvFile = (columns: readonly string[], records: unknown[][]) =>
  `\uFEFF${stringify([[...columns], ...records], { escape_formulas: true, record_delimiter: 'windows' })}`;

/** Sends a CSV download named `<name>-<today>.csv`, never cached (it holds private figures). */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  reply.header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  return reply.type('text/csv; charset=utf-8').header('cache-control', 'no-store').send(csv);
}
