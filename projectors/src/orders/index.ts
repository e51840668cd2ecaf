/** Read models of orders: each order with totals, lines and fulfilment. */
export * from './read-models.ts';
export * from './orders.projection.ts';
