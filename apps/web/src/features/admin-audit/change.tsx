// What an audit record changed: each field whose value differs before and after, as "before → after".
import type { AuditRecord } from '@polymart/contract';

const shown = (v: unknown) =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function AuditChange({ record }: { record: AuditRecord }) {
  const fields = [...new Set([...Object.keys(record.before), ...Object.keys(record.after)])].filter(
    (k) => JSON.stringify(record.before[k]) !== JSON.stringify(record.after[k]),
  );
  if (fields.length === 0) return null;
  return (
    <dl className="audit-change">
      {fields.map((k) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <span className="audit-before">{shown(record.before[k])}</span> → <span>{shown(record.after[k])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
