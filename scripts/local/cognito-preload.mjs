// Preloaded into cognito-local (node --import) where the emulator differs from Cognito in what the
// portal relies on:
// - the e-mails real Cognito would send (the invitation with the temporary password, the password-reset
//   code) are printed as one marked JSON line, which emulators.ts turns into a message in the local
//   outbox; the emulator by itself only logs them;
// - an e-mail already used by another user of the pool is refused (AliasExistsException), as Cognito
//   does for an e-mail username; the emulator would accept the duplicate on an attribute update.
import { createRequire } from 'node:module';
import process from 'node:process';

const require = createRequire(import.meta.url);
const { MessagesService } = require('cognito-local/lib/services/messages.js');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService.js');
const { CognitoError } = require('cognito-local/lib/errors.js');

// The same marker as in emulators.ts.
const MARCA = '@@correo-cognito ';

const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = async function (ctx, source, clientId, userPoolId, user, code, metadata, details) {
  await deliver.call(this, ctx, source, clientId, userPoolId, user, code, metadata, details);
  if (details?.DeliveryMedium !== 'EMAIL') return;
  const correo = { source, username: user.Username, email: details.Destination, code };
  process.stdout.write(`\n${MARCA}${JSON.stringify(correo)}\n`);
};

const emailOf = (user) => user.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase();
const saveUser = UserPoolServiceImpl.prototype.saveUser;
UserPoolServiceImpl.prototype.saveUser = async function (ctx, user) {
  const email = emailOf(user);
  if (email && (await this.listUsers(ctx)).some((u) => u.Username !== user.Username && emailOf(u) === email)) {
    throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
  }
  return saveUser.call(this, ctx, user);
};
