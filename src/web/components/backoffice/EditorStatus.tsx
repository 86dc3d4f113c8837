import { Link } from 'react-router';
import { Alert } from '../ui/Alert.tsx';
import type { Edited } from './useEditedRecord.ts';

/** What an editor shows while its record loads, or when it cannot be had. */
export function EditorStatus({ edited, listRoute, singular, onRetry }: { edited: Edited; listRoute: string; singular: string; onRetry: () => void }) {
  if (edited.status === 'loading') return <p className="text-stone-600">Loading</p>;
  if (edited.status !== 'failed') return null;
  const missing = edited.error.status === 404 || edited.error.status === 400;
  return (
    <Alert
      title={missing ? `This ${singular.toLowerCase()} does not exist` : `The ${singular.toLowerCase()} could not be loaded`}
      action={
        missing ? (
          <Link to={listRoute} className="btn">
            Back to the list
          </Link>
        ) : (
          <button type="button" className="btn" onClick={onRetry}>
            Try again
          </button>
        )
      }
    >
      {missing ? 'It may have been removed, or the address is wrong.' : edited.error.message}
    </Alert>
  );
}
