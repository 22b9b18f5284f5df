import type { CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import { DESAFIO_SSO } from '#lib/sso/desafio.ts';

/**
 * Cognito's CreateAuthChallenge trigger: the challenge carries nothing, its answer is the partner's
 * signed assertion, which VerifyAuthChallengeResponse checks on its own.
 */
export const handler: CreateAuthChallengeTriggerHandler = async (event) => {
  event.response.publicChallengeParameters = { tipo: DESAFIO_SSO };
  event.response.privateChallengeParameters = {};
  event.response.challengeMetadata = DESAFIO_SSO;
  return event;
};
