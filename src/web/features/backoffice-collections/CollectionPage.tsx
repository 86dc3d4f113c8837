import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { getCollection } from '../../../catalog/catalog.ts';
import { NoticeProvider } from '../../components/ui/Notices.tsx';
import { FormScreen } from './collection/FormScreen.tsx';
import { ListScreen } from './collection/ListScreen.tsx';
import { recordActionsFor } from './collection/record-actions.ts';
import { patchedState, readScreenState, screenParams, type ScreenState } from './collection/screen-state.ts';

// The generic back-office screen of every collection route of spec §2, driven by the
// catalogue. Its state lives in the address (collection/screen-state.ts): the table with
// its search, sort and page, or the create/edit form over it.

export default function CollectionPage({ collection }: { collection: string }) {
  const definition = getCollection(collection);
  if (!definition) throw new Error(`No collection named ${collection}`);
  const [params, setParams] = useSearchParams();
  const state = readScreenState(definition, params);
  const RecordActions = recordActionsFor(definition);

  const go = useCallback(
    (patch: Partial<ScreenState>, replace = false) => {
      setParams((current) => screenParams(definition, patchedState(readScreenState(definition, current), patch)), { replace });
    },
    [definition, setParams],
  );

  return (
    <NoticeProvider>
      {state.edit || state.creating ? (
        <FormScreen
          key={state.edit ?? 'new'}
          collection={definition}
          editId={state.edit}
          RecordActions={RecordActions}
          // The form's own history entry is replaced, so Back after saving does not reopen it.
          onClose={() => go({ edit: undefined, creating: false }, true)}
        />
      ) : (
        <ListScreen collection={definition} state={state} go={go} RecordActions={RecordActions} />
      )}
    </NoticeProvider>
  );
}
