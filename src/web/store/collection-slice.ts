import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiRecord, PagePayload, ServerError } from '../api/records.ts';
import { sessionActions } from './session-slice.ts';

// Spec §4: every collection has the same state and the same lifecycle, so one factory makes
// every collection's slice. The reducers follow the spec sentence by sentence; collection-slice.test.ts
// has one test per sentence.

export type Status = 'notloaded' | 'loading' | 'loaded' | 'failed';

export interface CollectionState {
  loadingStatus: Status;
  /** Also covers editing and soft removal (spec §3). */
  addingStatus: Status;
  searchingStatus: Status;
  searchString: string;
  list: ApiRecord[];
  /** Search results. */
  found: ApiRecord[];
  totalDocs: number;
  errMessage: string;
  errStatus: number | null;
  errField: string | null;
  /** View is "not shown" in the spec; we keep the record and its own status apart. */
  viewingStatus: Status;
  viewed: ApiRecord | null;
  viewError: ServerError | null;
}

export const initialCollectionState: CollectionState = {
  loadingStatus: 'notloaded',
  addingStatus: 'notloaded',
  searchingStatus: 'notloaded',
  searchString: '',
  list: [],
  found: [],
  totalDocs: 0,
  errMessage: '',
  errStatus: null,
  errField: null,
  viewingStatus: 'notloaded',
  viewed: null,
  viewError: null,
};

function keepError(state: CollectionState, error: ServerError): void {
  state.addingStatus = 'failed';
  state.errMessage = error.message;
  state.errStatus = error.status;
  state.errField = error.field;
}

function replaceById(records: ApiRecord[], record: ApiRecord): void {
  const index = records.findIndex((item) => item._id === record._id);
  if (index >= 0) records[index] = record;
}

export function createCollectionSlice(name: string) {
  return createSlice({
    name,
    initialState: initialCollectionState,
    reducers: {
      searching(state, action: PayloadAction<string>) {
        state.searchString = action.payload;
        state.searchingStatus = 'loading';
        state.loadingStatus = 'notloaded';
        state.addingStatus = 'notloaded';
      },
      searched(state, action: PayloadAction<PagePayload & { keep?: boolean }>) {
        state.searchingStatus = 'loaded';
        state.found = action.payload.keep ? [...state.found, ...action.payload.docs] : action.payload.docs;
        state.totalDocs = action.payload.totalDocs;
      },
      searchingFailed(state) {
        state.searchingStatus = 'failed';
      },

      loading(state) {
        state.loadingStatus = 'loading';
        state.searchingStatus = 'notloaded';
        state.addingStatus = 'notloaded';
        state.found = [];
      },
      loaded(state, action: PayloadAction<PagePayload>) {
        state.loadingStatus = 'loaded';
        state.list = action.payload.docs;
        state.totalDocs = action.payload.totalDocs;
      },
      loadingFailed(state) {
        state.loadingStatus = 'failed';
      },

      adding(state) {
        state.addingStatus = 'loading';
        state.errMessage = '';
        state.errStatus = null;
        state.errField = null;
      },
      added(state, action: PayloadAction<ApiRecord[]>) {
        state.addingStatus = 'loaded';
        state.errStatus = 200;
        const first = action.payload[0];
        if (!first) return;
        state.list.push(first);
        if (state.searchString) state.found.push(first);
      },
      addingFailed(state, action: PayloadAction<ServerError>) {
        keepError(state, action.payload);
      },

      editing(state) {
        state.addingStatus = 'loading';
      },
      edited(state, action: PayloadAction<ApiRecord>) {
        state.addingStatus = 'loaded';
        replaceById(state.list, action.payload);
        replaceById(state.found, action.payload);
      },
      editingFailed(state, action: PayloadAction<ServerError>) {
        keepError(state, action.payload);
      },

      softRemoving(state) {
        state.addingStatus = 'loading';
      },
      softRemoved(state, action: PayloadAction<string>) {
        state.addingStatus = 'loaded';
        state.list = state.list.filter((record) => record._id !== action.payload);
      },
      softRemovingFailed(state, action: PayloadAction<ServerError>) {
        keepError(state, action.payload);
      },

      // Hard removal changes nothing until it succeeds, and its failure carries no detail.
      removing() {},
      removed(state, action: PayloadAction<string>) {
        state.list = state.list.filter((record) => record._id !== action.payload);
      },
      removingFailed() {},

      viewing(state) {
        state.viewingStatus = 'loading';
        state.viewError = null;
      },
      viewed(state, action: PayloadAction<ApiRecord>) {
        state.viewingStatus = 'loaded';
        state.viewed = action.payload;
      },
      viewingFailed(state, action: PayloadAction<ServerError>) {
        state.viewingStatus = 'failed';
        state.viewed = null;
        state.viewError = action.payload;
      },
    },
    // What one account was shown must not stay on screen for whoever signs in next.
    extraReducers: (builder) => {
      builder.addCase(sessionActions.signedOut, () => initialCollectionState);
    },
  });
}

export type CollectionSlice = ReturnType<typeof createCollectionSlice>;
