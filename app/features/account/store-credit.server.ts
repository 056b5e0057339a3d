/** The account page's store credit: the payments module's presenter, as `GET /api/me/store-credit` answers. */
import type { AppLoadContext } from 'react-router';
import { storeCreditOf } from '../../../server/services/payments/index.ts';

export const loadMyStoreCredit = (context: AppLoadContext, userId: number) => storeCreditOf(context.db, userId, context.config.currency);
