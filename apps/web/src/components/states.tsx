// Skeletons while loading, friendly empty and error states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function GridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="product-grid skeleton-group" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="card skeleton-card">
          <div className="skeleton skeleton-media" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

export function LineSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-group" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={`skeleton skeleton-line${i === lines - 1 ? ' short' : ''}`} />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="30" fill="var(--c-surface-2)" />
        <path d="M24 30h24l-3 16H27z" fill="none" stroke="var(--c-muted)" strokeWidth="3" strokeLinejoin="round" />
        <path d="M30 30a6 6 0 0 1 12 0" fill="none" stroke="var(--c-muted)" strokeWidth="3" />
      </svg>
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ onRetry, title }: { onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={title ?? t('generic.error')}>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </EmptyState>
  );
}
