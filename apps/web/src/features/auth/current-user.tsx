import type { PublicUser } from '@paydown/domain';
import { createContext, useContext, type ReactNode } from 'react';

const CurrentUserContext = createContext<PublicUser | null>(null);

/**
 * Provided by the signed-in shell, so screens inside it always have a user (the one the shell drew:
 * a screen that renders again while its user signs out keeps it until the shell takes it away).
 */
export function CurrentUserProvider({ user, children }: { user: PublicUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): PublicUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is only available on signed-in screens');
  return user;
}
