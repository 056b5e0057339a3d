/**
 * The returns policy page's reads and writes: the shop module's presenter, as the API answers
 * (server/api/admin/return-settings.ts).
 */
import type { AppLoadContext } from 'react-router';
import { ReturnPolicyInput } from '../../../../domain/contract/returns-policy.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { getReturnPolicy, presentReturnPolicy, saveReturnPolicy } from '../../../../server/services/shop/index.ts';

export async function returnPolicyData(context: AppLoadContext) {
  return presentReturnPolicy(await getReturnPolicy(context.db));
}

/** The form's fields as the API's input: a ticked box is sent as 'on', an unticked one not at all. */
export const parseReturnPolicyForm = (fields: Record<string, string>) =>
  ReturnPolicyInput.safeParse({
    ...fields,
    faultyOnlyPersonalised: fields.faultyOnlyPersonalised === 'on',
    faultyOnlyMadeToOrder: fields.faultyOnlyMadeToOrder === 'on',
  });

export async function saveReturnPolicyPage(context: AppLoadContext, input: ReturnPolicyInput, owner: PublicUser) {
  return presentReturnPolicy(await saveReturnPolicy(context.db, input, owner));
}
