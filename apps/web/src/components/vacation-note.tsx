// A shop's vacation as buyers see it (shop page, product page, checkout): its products stay on
// sale, and the buyer is told before paying that the order ships after the shop's last day away.
// The days are calendar days (UTC), so they are shown in UTC: no time zone moves them by one.

import type { ShopVacation } from '@polymart/contract/shop-settings';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../lib/format.ts';
import '../styles/shop-vacation.css';

export function formatDay(day: string, lang: string): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  return dateFormat(lang, 'utc-day', options).format(new Date(`${day}T00:00:00Z`));
}

/**
 * `active` and `upcoming` are translation keys taking {{from}}, {{to}} and {{shop}}; the seller's
 * own note follows in their words.
 */
export function VacationNote({
  vacation,
  keys,
  shop = '',
}: {
  vacation: ShopVacation | null | undefined;
  keys: { active: string; upcoming: string };
  shop?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!vacation) return null;
  const values = { from: formatDay(vacation.from, i18n.language), to: formatDay(vacation.to, i18n.language), shop };
  return (
    <div className={vacation.active ? 'vacation-note vacation-active' : 'vacation-note'} role="note">
      <p>{t(vacation.active ? keys.active : keys.upcoming, values)}</p>
      {vacation.note && <p className="vacation-words">“{vacation.note}”</p>}
    </div>
  );
}
