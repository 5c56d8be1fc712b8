// A live countdown to a deal's end. The server's clock is the reference: the offset between its
// time and ours is taken once, so a wrong device clock does not change the deal's end.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ endsAt, serverTime }: { endsAt: string; serverTime?: string }) {
  const { t } = useTranslation();
  const [offset] = useState(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return (
    <span className="countdown" role="timer" aria-label={t('countdown.label', { days, hours, minutes, seconds })}>
      <span aria-hidden="true">
        {days > 0 && `${t('countdown.days', { count: days })} `}
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </span>
    </span>
  );
}
