import { useStore } from '../lib/store.ts';
import { toasts } from '../lib/toast.ts';

/** Toasts are announced politely; errors assertively. */
export function Toaster() {
  const list = useStore(toasts);
  return (
    <div className="toaster">
      <div aria-live="assertive" role="alert">
        {list
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <div key={t.id} className="toast toast-error">
              {t.text}
            </div>
          ))}
      </div>
      <div aria-live="polite" role="status">
        {list
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <div key={t.id} className="toast">
              {t.text}
            </div>
          ))}
      </div>
    </div>
  );
}
