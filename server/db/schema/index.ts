export * from './catalog.ts';
export * from './accounts.ts';
export * from './orders.ts';
export * from './content.ts';
export * from './payments.ts';
export * from './invoices.ts';
export * from './taxes.ts';
export * from './payment-moves.ts';
