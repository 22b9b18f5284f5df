/**
 * The Cognito username of a user: the tenant and the e-mail, so one e-mail can be a user of two
 * tenants, each a sign-in of its own that the other tenant never sees. The e-mail is a plain
 * attribute (no alias, not unique in the pool). The SPA builds the same name from the tenant of the
 * host and the typed e-mail.
 */
export const usuarioCognito = (tenant: string, email: string): string => `${tenant}:${email.trim().toLowerCase()}`;
