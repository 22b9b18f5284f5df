import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ALCANCES, DESCRIPCION_ALCANCE, SERVIDOR_RECURSOS } from '#shared/auth/maquinas.ts';

export interface ApiMaquinasProps {
  userPool: cognito.UserPool;
  /**
   * The pool's Cognito domain prefix (one domain per pool, unique in the region): it serves the
   * OAuth2 token endpoint the machine clients call with client credentials.
   */
  prefijoDominio: string;
}

/**
 * The machine API's side of the user pool (issue 30 item 2, record 0164): the `portal-carga`
 * resource server with its four scopes, and the domain whose /oauth2/token answers client
 * credentials. The app clients themselves are created per partner company from the admin screens
 * (CreateUserPoolClient), never here. Kept apart from AuthStack so its clients and triggers evolve
 * on their own.
 */
export class ApiMaquinas extends Construct {
  readonly servidorRecursos: cognito.UserPoolResourceServer;
  readonly dominio: cognito.UserPoolDomain;
  /** Where a transport system asks for its access token. */
  readonly urlToken: string;

  constructor(scope: Construct, id: string, props: ApiMaquinasProps) {
    super(scope, id);
    this.servidorRecursos = props.userPool.addResourceServer('ServidorRecursos', {
      identifier: SERVIDOR_RECURSOS,
      userPoolResourceServerName: 'Portal de carga',
      scopes: ALCANCES.map((a) => new cognito.ResourceServerScope({ scopeName: a, scopeDescription: DESCRIPCION_ALCANCE[a] })),
    });
    this.dominio = props.userPool.addDomain('Dominio', { cognitoDomain: { domainPrefix: props.prefijoDominio } });
    this.urlToken = `${this.dominio.baseUrl()}/oauth2/token`;
  }
}
