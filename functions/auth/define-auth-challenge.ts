import type { DefineAuthChallengeTriggerHandler } from 'aws-lambda';
import { decidirDesafio } from '#lib/sso/desafio.ts';

/** Cognito's DefineAuthChallenge trigger of the partner sign-in (functions/lib/sso/desafio.ts). */
export const handler: DefineAuthChallengeTriggerHandler = async (event) => {
  Object.assign(event.response, decidirDesafio(event.request.session, event.request.userNotFound));
  return event;
};
