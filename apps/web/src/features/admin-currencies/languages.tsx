// The 19 languages: which are offered to buyers (the storefront's language list) and the default.
// English, the fallback of every text, is always offered; the default is offered.
import type { AdminLanguage } from '@polymart/contract/currencies-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Problem } from '../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { failureText } from '../../lib/form-errors.ts';
import { languageListQuery, saveLanguage } from './api.ts';

export function Languages() {
  const { t } = useTranslation();
  const list = useQuery(languageListQuery());
  const client = useQueryClient();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: ({ items }, body) => {
      client.setQueryData(languageListQuery().queryKey, { items });
      const name = items.find((l) => l.code === body.code)?.name ?? body.code;
      setDone(t('admin.currencies.languageSaved', { name }));
    },
    onError: (err) => setProblem(failureText(err, t)),
  });
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <LineSkeleton lines={6} />;
  const change = (body: Parameters<typeof saveLanguage>[0]) => {
    setProblem('');
    setDone('');
    save.mutate(body);
  };
  return (
    <>
      <p className="small muted">{t('admin.currencies.englishStays')}</p>
      <ul className="language-list" data-testid="language-list">
        {list.data.items.map((l: AdminLanguage) => (
          <li key={l.code} className="card language-row" data-testid={`language-${l.code}`}>
            <Checkbox
              label={t('admin.currencies.offer', { name: l.name })}
              checked={l.enabled}
              disabled={l.code === 'en' || l.is_default || save.isPending}
              onChange={(enabled) => change({ code: l.code, enabled })}
            />
            {l.is_default ? (
              <span className="small default-mark">{t('admin.currencies.defaultLanguage')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={!l.enabled || save.isPending}
                onClick={() => change({ code: l.code, is_default: true })}
              >
                {t('admin.currencies.makeDefault')}
                <span className="visually-hidden"> · {l.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <Problem text={problem} />
      <p className="small" role="status">
        {done}
      </p>
    </>
  );
}
