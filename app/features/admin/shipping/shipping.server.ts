/**
 * The shipping page's reads and writes: the module's presenter, as the API answers
 * (server/api/admin/shipping.ts), and every form the page posts, checked with the API's inputs.
 */
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { ShippingPageForm, shippingPageFields } from '../../../../domain/schemas/shipping-settings.ts';
import { SHIPPING_MESSAGES as M } from '../../../../domain/shipping.ts';
import * as shipping from '../../../../server/services/shipping/index.ts';
import { listTaxRates } from '../../../../server/services/taxes/index.ts';
import { shippedUntaxed } from '../../../../domain/place-coverage.ts';
import { done, formFields, refused } from '../../../lib/action-result.ts';
import { forAction } from '../../../lib/domain-errors.server.ts';

/** The zones, and the countries they list that have no tax rate while others have (the page warns). */
export async function shippingSettingsData(context: AppLoadContext) {
  const [zones, rates] = await Promise.all([shipping.listZones(context.db), listTaxRates(context.db)]);
  const presented = shipping.presentShippingSettings(zones, context.config.currency);
  const zoned = presented.zones.flatMap((zone) => zone.regions.map((region) => region.country));
  return {
    ...presented,
    untaxed: shippedUntaxed(
      zoned,
      rates.map((rate) => rate.countryCode),
    ),
  };
}

/** A refused form's messages by field: `zone.name` → `name`, `zone.regions.2.country` → `regions`. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field = String(first === 'zone' || first === 'method' ? (second ?? first) : (first ?? 'form'));
    messages[field] ??= issue.message;
  }
  return messages;
}

/** Every form of the page, each naming its intent (the answer names it back). */
export async function shippingAction(context: AppLoadContext, form: FormData, actor: PublicUser) {
  const fields = formFields(form);
  const parsed = ShippingPageForm.safeParse(shippingPageFields(fields));
  const intent = ShippingPageForm.options.map((option) => option.shape.intent.value).find((known) => known === fields.intent);
  if (!intent) return refused('This action is not known.');
  if (!parsed.success) return refused(fieldMessages(parsed.error), { intent });
  return forAction(() => changeShipping(context, parsed.data, actor), intent);
}

async function changeShipping(context: AppLoadContext, input: ShippingPageForm, actor: PublicUser) {
  const { db, config } = context;
  const { intent } = input;
  switch (input.intent) {
    case 'add-zone': {
      // `added`: the element the page brings into view (zone-card.tsx names it).
      const zone = await shipping.createZone(db, input.zone, actor);
      return done({ intent, message: M.zoneAdded, added: `zone-${zone.id}` });
    }
    case 'change-zone':
      await shipping.changeZone(db, input.zoneId, input.zone, actor);
      return done({ intent, message: M.zoneSaved });
    case 'delete-zone':
      await shipping.deleteZone(db, input.zoneId, actor);
      return done({ intent, message: M.zoneDeleted });
    case 'add-method': {
      const method = await shipping.addMethod(db, input.zoneId, input.method, actor, config.currency);
      return done({ intent, message: M.methodAdded, added: `method-${method.id}` });
    }
    case 'change-method':
      await shipping.changeMethod(db, input.methodId, input.method, actor, config.currency);
      return done({ intent, message: M.methodSaved });
    case 'delete-method':
      await shipping.deleteMethod(db, input.methodId, actor);
      return done({ intent, message: M.methodDeleted });
  }
}
