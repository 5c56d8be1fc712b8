// Commission rules (issue 14): the global rule, then one per category and one per shop, the most
// specific winning at checkout; each can be changed in place, a category's or shop's removed, and a
// new one added. A change applies to orders placed from then on; past orders keep theirs. A role
// that reads money ('money_read') sees the rules; only one with 'finance' may change them.
import type { CommissionRule } from '@polymart/contract/earnings';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { commissionRulesQuery } from '../../../features/admin-commission/api.ts';
import { RuleForm } from '../../../features/admin-commission/rule-form.tsx';
import { allows, RequirePermission, useStaffSelf } from '../../../features/admin-staff/access.tsx';
import { useBaseCurrency } from '../../../lib/base-price.ts';
import { categoryChoicesQuery } from '../../../lib/category-choices.ts';
import { useLang } from '../../../lib/hooks.ts';
import { useAdminTitle } from '../title.ts';

export default function AdminCommission() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.commission.title'));
  return (
    <RequirePermission permission="money_read">
      <CommissionPage />
    </RequirePermission>
  );
}

function CommissionPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // without 'finance' the rules are read only: every field and button of the forms is disabled
  const readOnly = !allows(useStaffSelf().data, 'finance');
  const rules = useQuery(commissionRulesQuery());
  const categories = useQuery(categoryChoicesQuery(lang));
  const { symbol } = useBaseCurrency();
  const items = rules.data?.items ?? [];
  const global = items.find((r) => r.scope === 'global');
  const ofScope = (scope: CommissionRule['scope']) => items.filter((r) => r.scope === scope);
  const categoryName = (id: number) =>
    categories.data?.find((c) => c.id === id)?.name ?? t('admin.commission.categoryNumber', { id });

  return (
    <main className="page admin-page commission" id="content">
      <h1>{t('admin.commission.title')}</h1>
      <p className="muted">{t('admin.commission.intro')}</p>
      {readOnly && (
        <p className="card readonly-note" data-testid="commission-readonly">
          {t('admin.commission.readOnly')}
        </p>
      )}
      {rules.isError ? (
        <ErrorState onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <LineSkeleton lines={6} />
      ) : (
        <fieldset className="rule-sections" disabled={readOnly}>
          <section className="rule-section" aria-labelledby="rules-global">
            <h2 id="rules-global">{t('admin.commission.global')}</h2>
            <RuleForm
              scope="global"
              rule={global}
              title={t('admin.commission.globalRule')}
              symbol={symbol}
              testId="rule-global"
            />
          </section>
          <section className="rule-section" aria-labelledby="rules-category">
            <h2 id="rules-category">{t('admin.commission.categories')}</h2>
            <div className="rule-list">
              {ofScope('category').map((r) => (
                <RuleForm
                  key={`category-${r.target_id}`}
                  scope="category"
                  rule={r}
                  title={categoryName(r.target_id)}
                  symbol={symbol}
                />
              ))}
              {!readOnly && (
                <RuleForm
                  key={`new-category-${ofScope('category').length}`}
                  scope="category"
                  title={t('admin.commission.newCategory')}
                  symbol={symbol}
                  target={
                    <SelectField label={t('admin.commission.category')} name="target_id" defaultValue="">
                      <option value="">{t('admin.commission.choose')}</option>
                      {(categories.data ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {`${'\u2003'.repeat(c.depth)}${c.name}`}
                        </option>
                      ))}
                    </SelectField>
                  }
                />
              )}
            </div>
          </section>
          <section className="rule-section" aria-labelledby="rules-shop">
            <h2 id="rules-shop">{t('admin.commission.shops')}</h2>
            <div className="rule-list">
              {ofScope('shop').map((r) => (
                <RuleForm
                  key={`shop-${r.target_id}`}
                  scope="shop"
                  rule={r}
                  title={t('admin.commission.shopNumber', { id: r.target_id })}
                  symbol={symbol}
                />
              ))}
              {!readOnly && (
                <RuleForm
                  key={`new-shop-${ofScope('shop').length}`}
                  scope="shop"
                  title={t('admin.commission.newShop')}
                  symbol={symbol}
                  target={
                    <Field label={t('admin.commission.shop')} name="target_id" inputMode="numeric" autoComplete="off" />
                  }
                />
              )}
            </div>
          </section>
        </fieldset>
      )}
    </main>
  );
}
