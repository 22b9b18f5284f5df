import { enforceGrantsLocally } from '#scripts/local/iam.ts';

/**
 * Every test process refuses the AWS calls a function makes outside its grants, as IAM would: the
 * handlers, jobs and subscribers tests run in-process are checked, not only those behind the gateway.
 */
enforceGrantsLocally();
