import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { StageDomain } from '../config.ts';
import { acknowledge } from '../constructs/nag.ts';
import { importTable, importTopic } from '../constructs/same-env-refs.ts';
import { SsoTriggers } from '../constructs/sso-triggers.ts';
import { ApiMaquinas } from '../constructs/api-maquinas.ts';

export interface AuthStackProps extends StackProps {
  stage: string;
  /** prod pays for the Plus tier and full threat protection; other stages acknowledge the nag rule. */
  threatProtection: boolean;
  /** The stage's mail: its domain gets an SES identity; Cognito sends through it once `cognitoSesEmail`. */
  mail: { domain?: StageDomain; from: string; cognitoSesEmail: boolean };
  /** A partner's SSO (record 0161): the issuers of `-c ssoEmisores` as JSON, the table, the alarm topic. */
  sso: { emisores: string; table: dynamodb.Table; alarmTopic: Topic };
}

/** Subdomain SES uses as the envelope sender (MAIL FROM), so bounces and SPF align with the domain. */
export const MAIL_FROM_SUBDOMAIN = 'correo';

/** Custom attributes only administrators (AdminUpdateUserAttributes) may write. */
export const ADMIN_ONLY_ATTRIBUTES = ['tenant', 'userId'] as const;

/** Standard attributes users may edit about themselves. Never the tenant or the user id. */
const selfWritable = new cognito.ClientAttributes().withStandardAttributes({
  email: true,
  givenName: true,
  familyName: true,
  phoneNumber: true,
  locale: true,
});

const readable = new cognito.ClientAttributes()
  .withStandardAttributes({
    email: true,
    emailVerified: true,
    givenName: true,
    familyName: true,
    phoneNumber: true,
    phoneNumberVerified: true,
    locale: true,
  })
  .withCustomAttributes(...ADMIN_ONLY_ATTRIBUTES);

export class AuthStack extends Stack {
  /** The domain's SES identity (DKIM and MAIL FROM records in its zone), shared by Cognito and the functions' mail. */
  readonly mailIdentity?: ses.EmailIdentity;
  readonly userPool: cognito.UserPool;
  /** The SPA's client: SRP and password sign-in. */
  readonly webClient: cognito.UserPoolClient;
  /** Partners that hand users over by SSO or embed the portal. */
  readonly partnerClient: cognito.UserPoolClient;
  /** The machine API's resource server and token domain (record 0164). */
  readonly apiMaquinas: ApiMaquinas;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    const { domain } = props.mail;
    if (domain) {
      const zone = route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZoneId,
        zoneName: domain.hostedZoneName,
      });
      this.mailIdentity = new ses.EmailIdentity(this, 'MailIdentity', {
        // The domain itself, which may sit below the zone's apex (Identity.publicHostedZone would take the apex).
        identity: { value: domain.domainName, hostedZone: zone },
        dkimSigning: true,
        dkimIdentity: ses.DkimIdentity.easyDkim(ses.EasyDkimSigningKeyLength.RSA_2048_BIT),
        mailFromDomain: `${MAIL_FROM_SUBDOMAIN}.${domain.domainName}`,
        mailFromBehaviorOnMxFailure: ses.MailFromBehaviorOnMxFailure.REJECT_MESSAGE,
      });
    }
    const sesEmail = domain && props.mail.cognitoSesEmail;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `portal-carga-${props.stage}`,
      selfSignUpEnabled: false,
      // The username is tenant and e-mail (shared/auth/login.ts), so one e-mail can be a user of two
      // tenants; the e-mail is a plain attribute, no alias, not unique in the pool.
      signInAliases: { username: true },
      signInCaseSensitive: false,
      userInvitation: {
        emailSubject: 'Tu acceso al portal',
        emailBody:
          'Se creó tu usuario en el portal (identificador {username}). Ingresá con tu e-mail y la contraseña temporal {####}; en tu primer ingreso te vamos a pedir que la cambies.',
      },
      autoVerify: { email: true },
      // Cognito's own sender allows about 50 e-mails a day: a stage with a domain sends through SES.
      ...(sesEmail
        ? {
            email: cognito.UserPoolEmail.withSES({
              fromEmail: props.mail.from,
              sesVerifiedDomain: domain.domainName,
              sesRegion: this.region,
            }),
          }
        : {}),
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        tenant: new cognito.StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
        userId: new cognito.StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
      },
      passwordPolicy: {
        minLength: POLITICA_CONTRASENA.longitudMinima,
        requireDigits: POLITICA_CONTRASENA.digitos,
        requireLowercase: POLITICA_CONTRASENA.minusculas,
        requireUppercase: POLITICA_CONTRASENA.mayusculas,
        requireSymbols: POLITICA_CONTRASENA.simbolos,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      ...(props.threatProtection ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION } : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (sesEmail && this.mailIdentity) this.userPool.node.addDependency(this.mailIdentity);

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'Policy is min 10 characters with digits, lower and upper case as agreed with the business; symbols are not required (length compensates) and users are created by admins with temporary passwords.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is OPTIONAL (TOTP): insurers and partners enter through SSO/embedded flows that cannot complete a second factor; tenants that want it enrol users in TOTP.',
    );
    if (!props.threatProtection) {
      acknowledge(
        this.userPool,
        'AwsSolutions-COG8',
        'Non-production stage: the Plus tier (threat protection) is billed per MAU and only the prod stage enables it; these pools hold test users only.',
      );
    }

    const common = {
      userPool: this.userPool,
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      readAttributes: readable,
      writeAttributes: selfWritable,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    } satisfies cognito.UserPoolClientProps;

    this.webClient = new cognito.UserPoolClient(this, 'WebClient', {
      ...common,
      userPoolClientName: 'web-spa',
      authFlows: { userSrp: true, userPassword: true },
      // No hosted UI: without this CDK turns on the code and implicit grants with https://example.com.
      disableOAuth: true,
    });

    // A partner's users sign in only with its signed assertion (custom authentication), never a password.
    this.partnerClient = new cognito.UserPoolClient(this, 'PartnerSsoClient', {
      ...common,
      userPoolClientName: 'partner-sso',
      authFlows: { custom: true },
      disableOAuth: true,
    });

    new SsoTriggers(this, 'Sso', {
      userPool: this.userPool,
      table: importTable(this, 'TableRef', props.sso.table),
      emisores: props.sso.emisores,
      stage: props.stage,
      alarmTopic: importTopic(this, 'AlarmTopic', props.sso.alarmTopic),
    });

    // Safe only because both clients above have `disableOAuth`: the domain turns on the hosted UI's
    // endpoints for every client that allows OAuth flows. The account keeps the prefix unique in the region.
    this.apiMaquinas = new ApiMaquinas(this, 'ApiMaquinas', {
      userPool: this.userPool,
      prefijoDominio: `portal-carga-${props.stage}-${this.account}`,
    });

    for (const role of ROLE_IDS) {
      this.userPool.addGroup(`Group-${role}`, { groupName: role, description: `Rol ${role}` });
    }
  }
}
