import type { PublicUser } from '@paydown/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/toast.ts';
import { setSignedInUser } from './session.ts';

/**
 * After a successful login or signup: remember the user, refresh the whole cache (nothing cached for
 * a visitor or a previous user may show), greet, and go to '/'.
 */
export function useAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: PublicUser, title: string, message: string) => {
      setSignedInUser(queryClient, user);
      void queryClient.invalidateQueries();
      toastSuccess({ title, message });
      void navigate('/', { replace: true });
    },
    [queryClient, navigate],
  );
}
