import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { fetchSession, logOut as logOutRequest, type SessionUser } from '../api/auth.ts';
import { ApiError } from '../api/http.ts';
import { forgetCachedAccountData } from '../api/offline-cache.ts';
import type { ApiRecord } from '../api/records.ts';

// Who is signed in. Asked once when the app starts; after that every screen that signs in,
// signs out or changes the account says so here, so the header and the guards follow.

// Its thunks read the session alone, so they are typed by it rather than by the whole store's
// state, which is made of this slice.
type SessionThunk<Result> = ThunkAction<Result, { session: SessionState }, unknown, UnknownAction>;

export type SessionStatus = 'unknown' | 'loading' | 'ready' | 'failed';

export interface SessionState {
  status: SessionStatus;
  /** null: nobody is signed in (or we do not know yet). */
  user: SessionUser | null;
  error: string | null;
}

export const initialSessionState: SessionState = { status: 'unknown', user: null, error: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loading(state) {
      state.status = 'loading';
      state.error = null;
    },
    loadingFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The server's answer to "who is this?", at start or after a login. */
    signedIn(state, action: PayloadAction<SessionUser | null>) {
      state.status = 'ready';
      state.user = action.payload;
      state.error = null;
    },
    signedOut(state) {
      state.status = 'ready';
      state.user = null;
      state.error = null;
    },
    /** A newer version of the signed-in user's record (a profile save); someone else's is ignored. */
    userChanged(state, action: PayloadAction<ApiRecord>) {
      if (state.user && state.user._id === action.payload._id) state.user = { ...state.user, ...action.payload };
    },
  },
});

export const sessionActions = sessionSlice.actions;

export function isStaffUser(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'staff';
}

/** Asks the server who is signed in; does nothing while it is already known or being asked. */
export function loadSession(options: { force?: boolean } = {}): SessionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { status } = getState().session;
    if (status === 'loading' || (status === 'ready' && !options.force)) return;
    dispatch(sessionActions.loading());
    try {
      dispatch(sessionActions.signedIn(await fetchSession()));
    } catch (error) {
      dispatch(sessionActions.loadingFailed(error instanceof Error ? error.message : 'Could not check who is signed in.'));
    }
  };
}

/** The account has left this device (logged out, or closed): forget it, and what it was shown. */
export function forgetSession(): SessionThunk<void> {
  return (dispatch) => {
    dispatch(sessionActions.signedOut());
    void forgetCachedAccountData();
  };
}

/**
 * Ends the session on the server, then here. Also when the server cannot be reached:
 * the person asked to leave, and the cookie is httpOnly, so forgetting the user is what we can do.
 */
export function logOut(): SessionThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await logOutRequest();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      dispatch(forgetSession());
    }
  };
}
