// An on/off button with an icon (wishlist heart, compare): aria-pressed carries the state, so
// the name stays the same whichever way it is. On a product card it is the icon alone, named for
// the product; on the product page the icon comes with a short visible label.
import { useState } from 'react';
import { Icon, type IconName } from './icon.tsx';

export function IconToggle({
  icon,
  label,
  text,
  pressed,
  busy,
  onToggle,
  fillWhenOn = true,
}: {
  icon: IconName;
  /** The accessible name when there is no visible text. */
  label: string;
  text?: string;
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
  /** Line icons (arrows) have nothing to fill: they show the state by colour alone. */
  fillWhenOn?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${text ? 'btn btn-ghost' : 'icon-btn toggle-icon'} toggle-${icon}`}
      aria-label={text ? undefined : label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      // not disabled while busy: a disabled button drops the keyboard focus
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <Icon name={icon} size={text ? 18 : 20} filled={pressed && fillWhenOn} />
      {text}
    </button>
  );
}

/** An icon toggle that stays busy while its action runs. */
export function BusyToggle({
  toggle,
  ...shown
}: Omit<React.ComponentProps<typeof IconToggle>, 'busy' | 'onToggle'> & { toggle: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await toggle();
    } finally {
      setBusy(false);
    }
  };
  return <IconToggle {...shown} busy={busy} onToggle={() => void run()} />;
}
