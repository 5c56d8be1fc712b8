// A part of a screen whose code loads on demand, with a retry in place when it does not arrive
// (lib/chunk.ts: 120 s, or a failed request): the rest of the screen stays usable, and "Try again"
// asks for the code anew without reloading the page. React.lazy keeps a failed load for good, so a
// retry makes a new lazy component.
import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkError, loadChunk } from '../lib/chunk.ts';

function ChunkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const timedOut = error instanceof ChunkError && error.reason === 'timeout';
  return (
    <div className="card panel chunk-retry" role="alert" data-testid="chunk-retry">
      <p>{timedOut ? t('route.chunkTimeout') : t('route.chunkFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches only a chunk's failure; any other error goes on to the screen's own error handling. */
export class ChunkBoundary extends Component<BoundaryProps, { error: ChunkError | null }> {
  override state = { error: null as ChunkError | null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkError) return { error };
    throw error;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ChunkProblem
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * React.lazy with the chunk time-out and a retry in place. Use it inside a Suspense as lazy():
 * `const Chart = lazyChunk(() => import('./chart.tsx'))`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of whatever component the chunk holds
export function lazyChunk<P extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs?: number,
): ComponentType<P> {
  const make = () => lazy(() => loadChunk(load, timeoutMs));
  let Current = make();
  return function Chunk(props: P) {
    const [, setAttempt] = useState(0);
    const Lazy = Current;
    return (
      <ChunkBoundary
        onRetry={() => {
          Current = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Lazy {...props} />
      </ChunkBoundary>
    );
  };
}
