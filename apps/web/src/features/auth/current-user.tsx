import type { PublicUser } from '@paydown/domain';
import { createContext, useContext, type ReactNode } from 'react';

const CurrentUserContext = createContext<PublicUser | null>(null);

/** Provided by the signed-in route table, so screens inside it always have a user. */
export function CurrentUserProvider({ user, children }: { user: PublicUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): PublicUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is only available on signed-in screens');
  return user;
}
