// One share link: the address in a read-only field (select it, or copy it with the button) and the
// phone's share sheet where the browser has one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';

/** The API's links are relative when it does not know the public address: this page's origin then. */
export const absolute = (link: string) => new URL(link, window.location.origin).href;

export async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(done, 'success', 2000);
  } catch {
    showToast(text, 'info', 6000); // no clipboard (insecure page, refused): show it to copy by hand
  }
}

export function ShareLink({ label, link, title }: { label: string; link: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="field affiliate-link">
      <label htmlFor={id}>{label}</label>
      <div className="affiliate-link-row">
        <input id={id} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-ghost" onClick={() => copyText(link, t('affiliate.copied'))}>
          {t('affiliate.copy')}
          <span className="visually-hidden"> {label}</span>
        </button>
        {canShare && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => navigator.share({ title, url: link }).catch(() => {})}
          >
            {t('affiliate.share')}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
    </div>
  );
}
