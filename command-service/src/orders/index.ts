/** Write side of orders: the order aggregate, checkout, fulfilment. */
export * from './order.decider.ts';
export * from './order-commands.ts';
export * from './order-handlers.ts';
export * from './fulfilment.reactor.ts';
export * from './checkout-payments.ts';
export * from './order-expiry.job.ts';
export * from './refund-undo.reactor.ts';
export * from './checkout-link.decider.ts';
export * from './checkout-link-resend.ts';
