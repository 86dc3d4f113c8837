import { collectionApi, toSearchOptions, type LoadOptions, type SearchInput, type WriteOptions } from '../api/collections.ts';
import { ApiError, isAbort } from '../api/http.ts';
import type { ApiRecord, ServerError } from '../api/records.ts';
import { collectionSlice, type AppThunk } from './store.ts';

// The operations of spec §4 as thunks: start, call (spec §7), then success or failure.
// Each resolves to what the screen needs next, and never rejects.

function serverError(error: unknown): ServerError {
  if (error instanceof ApiError) return error.toServerError();
  return { message: error instanceof Error ? error.message : 'Something went wrong', status: null, field: null };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ServerError; aborted?: boolean };

export function collectionActions(name: string) {
  const { actions } = collectionSlice(name);
  const api = collectionApi(name);

  return {
    search(options: SearchInput | string): AppThunk<Promise<Outcome<number>>> {
      return async (dispatch) => {
        const search = toSearchOptions(options);
        dispatch(actions.searching(search.searchString));
        try {
          const page = await api.search(search);
          dispatch(actions.searched({ docs: page.docs, totalDocs: page.totalDocs, keep: search.keep }));
          return { ok: true, value: page.totalDocs };
        } catch (error) {
          // Spec §8: a failed search is marked failed, with no message kept in the state.
          dispatch(actions.searchingFailed());
          return { ok: false, error: serverError(error) };
        }
      };
    },

    load(options: LoadOptions = {}): AppThunk<Promise<Outcome<number>>> {
      return async (dispatch) => {
        dispatch(actions.loading());
        try {
          const page = await api.load(options);
          dispatch(actions.loaded({ docs: page.docs, totalDocs: page.totalDocs }));
          return { ok: true, value: page.totalDocs };
        } catch (error) {
          // A load cancelled by a newer one is not a failure: the newer one reports.
          if (isAbort(error)) return { ok: false, error: serverError(error), aborted: true };
          dispatch(actions.loadingFailed());
          return { ok: false, error: serverError(error) };
        }
      };
    },

    add(record: Record<string, unknown>, options?: WriteOptions): AppThunk<Promise<Outcome<ApiRecord | undefined>>> {
      return async (dispatch) => {
        dispatch(actions.adding());
        try {
          const records = await api.add(record, options);
          dispatch(actions.added(records));
          return { ok: true, value: records[0] };
        } catch (error) {
          dispatch(actions.addingFailed(serverError(error)));
          return { ok: false, error: serverError(error) };
        }
      };
    },

    edit(id: string, record: Record<string, unknown>, options?: WriteOptions): AppThunk<Promise<Outcome<ApiRecord>>> {
      return async (dispatch) => {
        dispatch(actions.editing());
        try {
          const updated = await api.edit(id, record, options);
          dispatch(actions.edited(updated));
          return { ok: true, value: updated };
        } catch (error) {
          dispatch(actions.editingFailed(serverError(error)));
          return { ok: false, error: serverError(error) };
        }
      };
    },

    /** Not in the spec: brings back a soft-removed record, through the edit lifecycle. */
    restore(id: string): AppThunk<Promise<Outcome<ApiRecord>>> {
      return async (dispatch) => {
        dispatch(actions.editing());
        try {
          const restored = await api.restore(id);
          dispatch(actions.edited(restored));
          return { ok: true, value: restored };
        } catch (error) {
          dispatch(actions.editingFailed(serverError(error)));
          return { ok: false, error: serverError(error) };
        }
      };
    },

    softRemove(id: string): AppThunk<Promise<Outcome<ApiRecord>>> {
      return async (dispatch) => {
        dispatch(actions.softRemoving());
        try {
          const removed = await api.softRemove(id);
          dispatch(actions.softRemoved(removed._id));
          return { ok: true, value: removed };
        } catch (error) {
          dispatch(actions.softRemovingFailed(serverError(error)));
          return { ok: false, error: serverError(error) };
        }
      };
    },

    remove(id: string): AppThunk<Promise<Outcome<string>>> {
      return async (dispatch) => {
        dispatch(actions.removing());
        try {
          await api.remove(id);
          dispatch(actions.removed(id));
          return { ok: true, value: id };
        } catch {
          // Spec §8: a failed hard removal is a generic failure, with no detail.
          dispatch(actions.removingFailed());
          return { ok: false, error: { message: 'Could not remove this record.', status: null, field: null } };
        }
      };
    },

    view(id: string): AppThunk<Promise<Outcome<ApiRecord>>> {
      return async (dispatch) => {
        dispatch(actions.viewing());
        try {
          const record = await api.view(id);
          dispatch(actions.viewed(record));
          return { ok: true, value: record };
        } catch (error) {
          dispatch(actions.viewingFailed(serverError(error)));
          return { ok: false, error: serverError(error) };
        }
      };
    },
  };
}
