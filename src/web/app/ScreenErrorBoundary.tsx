import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazy-screen.ts';
import { TakenOver } from './TakenOver.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Shows what failed, and a way back, instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError ? error : null;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-semibold text-stone-900">{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
        {chunk ? (
          <p className="mt-3 text-stone-700">
            Loading chunk <strong>{chunk.chunk}</strong> failed ({chunk.type === 'missing' ? 'missing' : chunk.type === 'timeout' ? 'timeout' : 'error'}
            ) from <code className="break-all rounded bg-stone-100 px-1">{chunk.url}</code>. A new version may have been
            published, or the connection dropped.
          </p>
        ) : (
          <p className="mt-3 text-stone-700">{error.message}</p>
        )}
        <pre className="sr-only">{error.message}</pre>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <TakenOver />
      </div>
    );
  }
}
