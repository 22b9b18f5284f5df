// Preloaded into cognito-local (node --import) where the emulator differs from Cognito in what the
// portal relies on: the e-mails real Cognito would send (the invitation with the temporary password,
// the password-reset code) are printed as one marked JSON line, which emulators.ts turns into a
// message in the local outbox; the emulator by itself only logs them.
import { createRequire } from 'node:module';
import process from 'node:process';

import './cognito-secretos.mjs';

const require = createRequire(import.meta.url);
const { MessagesService } = require('cognito-local/lib/services/messages.js');

// The same marker as in emulators.ts.
const MARCA = '@@correo-cognito ';

const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = async function (ctx, source, clientId, userPoolId, user, code, metadata, details) {
  await deliver.call(this, ctx, source, clientId, userPoolId, user, code, metadata, details);
  if (details?.DeliveryMedium !== 'EMAIL') return;
  const correo = { source, username: user.Username, email: details.Destination, code };
  process.stdout.write(`\n${MARCA}${JSON.stringify(correo)}\n`);
};
