import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../store/hooks.ts';
import { logOut } from '../../store/session-slice.ts';

/** Logs out (server, then this app) and goes to the home page. */
export function useLogOut(): { logOut: () => Promise<void>; leaving: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const run = useCallback(async () => {
    setLeaving(true);
    try {
      await dispatch(logOut());
    } finally {
      setLeaving(false);
    }
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return { logOut: run, leaving };
}
