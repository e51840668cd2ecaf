/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { ordersProjection } from './orders.projection.ts';

export const ordersReadModels: readonly Projection[] = [ordersProjection];
