import { iamActionsOf, iamActionsOfCall } from '#shared/contract/grants.ts';
import { registerAwsCallCheck } from '#lib/aws/clients.ts';
import { currentInvocation } from '#lib/aws/context.ts';

/** AWS's answer to a call its role does not allow, so a missing grant fails locally as in the cloud. */
export class AccessDenied extends Error {
  override name = 'AccessDeniedException';
}

let registered = false;

/**
 * The emulators enforce no IAM: this check refuses every AWS call a function makes outside the
 * grants the CDK stacks derive from the same contract (`iamActionsOf`), naming the missing action.
 * Calls outside a function (seeding, scripts) are the developer's own and pass.
 */
export const enforceGrantsLocally = (): void => {
  if (registered) return;
  registered = true;
  registerAwsCallCheck((service, command, input) => {
    const inv = currentInvocation();
    if (!inv) return;
    const allowed = new Set(iamActionsOf(inv.access));
    const missing = iamActionsOfCall(service, command, input).filter((a) => !allowed.has(a));
    if (missing.length) {
      throw new AccessDenied(
        `${inv.name} is not authorized to perform: ${missing.join(', ')} (its grants: ${[...allowed].join(', ')})`,
      );
    }
  });
};
