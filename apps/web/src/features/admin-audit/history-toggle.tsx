// A thing's history behind a button, for a list of things (the admin products list): read only
// when asked for, so a page of twenty products does not ask for twenty histories.
import type { AuditSubject } from '@polymart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from './history.tsx';

export function HistoryToggle({ subject, id }: { subject: AuditSubject; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-history-toggle">
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('admin.history.title')}
      </button>
      {open && <History subject={subject} id={id} level={3} />}
    </div>
  );
}
