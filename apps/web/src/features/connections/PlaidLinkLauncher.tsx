import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';

export interface PlaidLinkLauncherProps {
  /** The Link token the API made (a new connection, or update mode for one whose login must be renewed). */
  token: string;
  onSuccess: (publicToken: string) => void;
  /** The window was closed without connecting (or Link failed to load). */
  onExit: () => void;
}

/**
 * Opens Plaid Link as soon as its script has loaded with the token: mounted only while a token is
 * waiting, so the script is fetched only by someone who asked to connect.
 */
export function PlaidLinkLauncher({ token, onSuccess, onExit }: PlaidLinkLauncherProps) {
  const { open, ready, error } = usePlaidLink({
    token,
    // Link names no token when it handed none over: the same as closing it.
    onSuccess: (publicToken) => (publicToken ? onSuccess(publicToken) : onExit()),
    onExit: () => onExit(),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    if (error) onExit();
  }, [error, onExit]);
  return null;
}
