import { clearSsoToken, getSsoToken } from '../session.ts';
import { cognitoSignOut, getCognitoIdToken } from './cognito.ts';

/** The bearer for user/sso operations: the SSO/embedded token if one was handed over, else the Cognito ID token. */
export const getIdToken = async (): Promise<string | undefined> => getSsoToken() ?? (await getCognitoIdToken());

/** Ends every kind of session of this tab. */
export const signOutEverywhere = async (): Promise<void> => {
  clearSsoToken();
  await cognitoSignOut();
};
