// One commission rule as a small form: the rate in percent and the fixed amount per unit, saved
// (or, for a category's or a shop's rule, removed) through POST /api/admin/commission. The input
// is parsed with the contract's schema before it is sent, so the operator sees the server's rule
// (0–100 %, a whole number of cents) next to the field. A new category or shop rule also picks
// its target.
import { type CommissionRule, type CommissionScope, commissionRuleBody } from '@polymart/contract/earnings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { COMMISSION, saveRule } from './api.ts';
import { amountText, amountToMinor, percentText, percentToBp } from './rates.ts';

interface Props {
  scope: CommissionScope;
  /** the rule shown; none for a new one */
  rule?: CommissionRule;
  /** the heading of the rule (global, the category's name, the shop) */
  title: ReactNode;
  /** for a new rule: the field choosing its category or shop, named target_id */
  target?: ReactNode;
  /** the base currency's symbol, beside the fixed amount's label */
  symbol: string;
  testId?: string;
}

export function RuleForm({ scope, rule, title, target, symbol, testId }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const save = useMutation({
    mutationFn: saveRule,
    onSuccess: (answer, body) => {
      client.setQueryData([COMMISSION, 'rules'], answer);
      setSaved(body.remove ? t('admin.commission.removed') : t('admin.commission.saved'));
    },
    onError: (err) => setErrors(failureErrors(err, t, ['rate_bp', 'fixed', 'target_id'])),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const remove = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'remove';
    const rate = String(form.get('rate') ?? '');
    const fixed = String(form.get('fixed') ?? '');
    const target_id = rule ? rule.target_id || undefined : (form.get('target_id') ?? undefined);
    // a typed value the money rule refuses is sent to the schema as such, to be named as wrong
    const input = remove
      ? { scope, target_id, remove: true }
      : {
          scope,
          target_id,
          rate_bp: percentToBp(rate) ?? (rate.trim() ? 'bad' : undefined),
          fixed: amountToMinor(fixed) ?? 'bad',
        };
    setSaved('');
    const parsed = parseForm(commissionRuleBody, input, t);
    if (!parsed.ok || (!remove && parsed.data.rate_bp === undefined)) {
      setErrors(parsed.ok ? { rate_bp: t('errors.1000009') } : parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form className="card rule-form" onSubmit={submit} noValidate data-testid={testId}>
      <h3>{title}</h3>
      {target}
      <div className="rule-fields">
        <Field
          label={t('admin.commission.rate')}
          name="rate"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={rule ? percentText(rule.rate_bp) : ''}
          error={errors.rate_bp}
          required
        />
        <Field
          label={t('admin.commission.fixed', { symbol })}
          name="fixed"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={rule ? amountText(rule.fixed) : ''}
          error={errors.fixed}
        />
      </div>
      <Problem text={errors.form ?? errors.target_id} />
      <div className="rule-actions">
        <button type="submit" className="btn" disabled={save.isPending} value="save">
          {t('admin.commission.save')}
        </button>
        {rule && scope !== 'global' && (
          <button type="submit" className="btn btn-outline" disabled={save.isPending} value="remove">
            {t('admin.commission.remove')}
          </button>
        )}
      </div>
      <p className="small muted rule-saved" role="status">
        {saved}
      </p>
    </form>
  );
}
