import type { VerifyAuthChallengeResponseTriggerHandler } from 'aws-lambda';
import { respuestaCorrecta } from '#lib/sso/desafio.ts';

/** Cognito's VerifyAuthChallengeResponse trigger: the answer is the partner's assertion (functions/lib/sso/desafio.ts). */
export const handler: VerifyAuthChallengeResponseTriggerHandler = async (event) => {
  event.response.answerCorrect = await respuestaCorrecta(event.request, event.userName);
  return event;
};
