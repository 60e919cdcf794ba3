import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetOfflineData } from '../../lib/offline-data.ts';
import { clearWelcomeNoticeFlag } from '../../lib/welcome-flag.ts';
import { setSignedOut } from './session.ts';

/**
 * After logout or account deletion: clear the whole query cache (nothing of that user stays), clear
 * the welcome-notice flag (so the next account sees the notice) and the figures kept for offline
 * reading, and go to '/auth' (the visitor
 * catch-all shows sign-in).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Tell the screens first (they switch to the visitor routes), then drop every cached answer.
    setSignedOut(queryClient);
    queryClient.clear();
    // Keep knowing that nobody is signed in, so the route table does not ask the server again.
    setSignedOut(queryClient);
    clearWelcomeNoticeFlag();
    // The figures kept for offline reading go too: the next person at this browser finds none.
    forgetOfflineData();
    void navigate('/auth', { replace: true });
  }, [queryClient, navigate]);
}
