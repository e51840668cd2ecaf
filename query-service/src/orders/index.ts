/** Read side of orders: quotes priced from the read models, the order list and each order. */
export * from './order-queries.ts';
export * from './pricing-context.ts';
export * from './due-expiries.ts';
export * from './checkout-order.ts';
