// Facts as a definition list, leaving out what is empty: an inbox request's, a bank account's.
import { Fragment, type ReactNode } from 'react';

export function Facts({ rows, className = 'facts' }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={className}>
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
