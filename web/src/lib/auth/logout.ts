import type { QueryClient } from '@tanstack/react-query';
import { signOutEverywhere } from '#web/lib/auth/token.ts';

/** Ends the session (SSO token and Cognito) and forgets every cached answer. */
export const logout = async (queryClient: QueryClient): Promise<void> => {
  await signOutEverywhere();
  queryClient.clear();
};
