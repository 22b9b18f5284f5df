import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { prepareClient } from '../aws/clients.ts';

export {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AddUserPoolClientSecretCommand,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  ListUserPoolClientSecretsCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export const cognito = prepareClient('cognito-idp', CognitoIdentityProviderClient);
