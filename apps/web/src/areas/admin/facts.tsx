// A request's facts as a definition list, leaving out what it does not have; and the readers of
// an inbox item's loose `detail` JSON.
import { Fragment, type ReactNode } from 'react';

export const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const minor = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
