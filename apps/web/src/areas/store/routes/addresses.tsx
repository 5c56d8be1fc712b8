// Delivery addresses: list, add, edit, make default, remove (one default per user). The form
// (features/account/address-form.tsx) is the one checkout opens too.
import { displayPhone } from '@polymart/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { AddressForm, invalidateAddresses } from '../../../features/account/address-form.tsx';
import { type Address, addressesQuery } from '../../../features/account/api/queries.ts';
import { api } from '../../../lib/api.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

export default function Addresses() {
  const { t } = useTranslation();
  const user = useSession();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const queryClient = useQueryClient();
  useTitle(t('address.title'));
  const list = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) });
  const act = useMutation({
    mutationFn: ({ path, id }: { path: string; id: number }) => api(path, { body: { address_id: id } }),
    onSuccess: () => invalidateAddresses(queryClient),
  });
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <div className="page addresses">
      <h1>{t('address.title')}</h1>
      {editing ? (
        <AddressForm initial={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      )}
      {!list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('address.empty')} />
      ) : (
        <ul className="address-list">
          {list.data.map((a) => (
            <li key={a.id} className="card panel">
              <p>
                <strong>{a.name}</strong> {a.is_default && <span className="badge-inline">{t('address.default')}</span>}
                <br />
                {a.street}, {a.postal_code} {a.city}
                {a.state && `, ${a.state}`}, {a.country} · {displayPhone(a.phone)}
              </p>
              <div className="link-row">
                <button type="button" className="btn btn-ghost" onClick={() => setEditing(a)}>
                  {t('address.edit')}
                </button>
                {!a.is_default && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => act.mutate({ path: '/checkout/onepage/default-address', id: a.id })}
                  >
                    {t('address.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => act.mutate({ path: '/checkout/onepage/remove_address', id: a.id })}
                >
                  {t('address.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
