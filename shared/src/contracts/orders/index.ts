/** Published language of orders: the order stream's events, the one pricing function (quote, checkout, payment) with VAT, and the order's view. */
export * from './order-view.ts';
export * from './order.events.ts';
export * from './pricing.ts';
export * from './vat.ts';
export * from './checkout-link.events.ts';
