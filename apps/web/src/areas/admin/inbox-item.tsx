// One request in the inbox: its type, number, date and applicant, what it asks for, and while it
// waits the decision: approve or reject with a remark the applicant reads in their notices. A
// rejection says why. A request decided meanwhile (2000018, by another operator or recalled by its
// customer) is said so and the list is read again. A seller's withdrawal is approved once the
// operator has paid it: with the bank's reference of the transfer, which the seller then sees.
import { type InboxItem, inboxDecideBody } from '@polymart/contract/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { showToast } from '../../lib/toast.ts';
import { text } from './facts.tsx';
import { decide, inboxChanged } from './inbox-api.ts';
import { InboxDetail } from './inbox-detail.tsx';

/** The data operation failed: here, the request is no longer waiting. */
const NOT_PENDING = 2000018;

const isPayout = (item: InboxItem) => item.type === 400 && item.detail.account === 'merchant';

function Decide({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [remark, setRemark] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string>();
  const payout = isPayout(item);
  const run = useMutation({
    mutationFn: decide,
    onSuccess: async (_, d) => {
      showToast(t(d.decision === 'approve' ? 'admin.approved' : 'admin.rejected'), 'success');
      await inboxChanged(client);
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.code === NOT_PENDING) {
        showToast(t('admin.inbox.decidedMeanwhile'), 'info');
        await inboxChanged(client);
      } else setProblem(failureText(err, t));
    },
  });
  const submit = (decision: 'approve' | 'reject') => {
    // the applicant is owed a reason for a no (the server accepts an empty remark; we do not)
    if (decision === 'reject' && !remark.trim()) return setProblem(t('admin.inbox.reasonNeeded'));
    if (decision === 'approve' && payout && !reference.trim()) return setProblem(t('admin.inbox.referenceNeeded'));
    const parsed = parseForm(
      inboxDecideBody,
      { type: item.type, id: item.id, decision, remark, reference: decision === 'approve' ? reference : '' },
      t,
    );
    if (!parsed.ok) return setProblem(Object.values(parsed.errors)[0]);
    setProblem(undefined);
    run.mutate(parsed.data);
  };
  return (
    <div className="inbox-decide">
      {payout && (
        <Field
          label={t('admin.inbox.reference')}
          name="reference"
          value={reference}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setReference(e.target.value)}
        />
      )}
      <RemarkField
        label={t([200, 300, 700].includes(item.type) ? 'admin.inbox.remarkSeller' : 'admin.remark')}
        value={remark}
        onChange={setRemark}
        rows={2}
      />
      <Problem text={problem} />
      <div className="buy-row">
        <button type="button" className="btn btn-outline" disabled={run.isPending} onClick={() => submit('reject')}>
          {t('admin.reject')}
        </button>
        <button type="button" className="btn" disabled={run.isPending} onClick={() => submit('approve')}>
          {t('admin.approve')}
        </button>
      </div>
    </div>
  );
}

export function InboxItemCard({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="card panel request inbox-item">
      <div className="inbox-item-head">
        <h2>
          {t(
            item.type === 600
              ? 'bankTransfer.inboxTitle'
              : item.type === 700
                ? 'flash.inboxTitle'
                : `notices.type${item.type}`,
          )}{' '}
          <span className="muted">#{item.id}</span>
        </h2>
        <span className={`inbox-status ${item.status}`}>{t(`admin.inbox.status.${item.status}`)}</span>
      </div>
      <p className="small muted">
        {formatDateTime(item.created_at, lang)} · {item.applicant.name} · {item.applicant.email}
      </p>
      <InboxDetail item={item} />
      {item.status === 'pending' ? (
        <Decide item={item} />
      ) : (
        <p className="inbox-decided small">
          {item.decided_at && `${formatDateTime(item.decided_at, lang)} · `}
          {item.decision_remark || t('admin.inbox.noRemark')}
          {text(item.detail.payout_reference) &&
            ` · ${t('admin.inbox.paidWith', { reference: text(item.detail.payout_reference) })}`}
        </p>
      )}
    </li>
  );
}
