/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { staffProjection } from './staff.projection.ts';
import { consoleFiguresProjection } from './console-figures.projection.ts';

export const staffReadModels: readonly Projection[] = [staffProjection, consoleFiguresProjection];
