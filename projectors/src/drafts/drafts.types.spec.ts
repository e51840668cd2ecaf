/**
 * Type-level test (checked by `tsc -p tsconfig.json`): a projection of a context's event union names
 * only that context's events. Each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { expect } from 'chai';
import { defineProjection } from '@listings/shared/kernel';
import type { DraftEvent } from '@listings/shared/contracts/drafts';

const draftsWithAStranger = defineProjection<DraftEvent>({
  name: 'drafts-with-a-stranger',
  collections: [],
  // @ts-expect-error 'NotAnEventOfThisContext' is not a DraftEvent
  eventTypes: ['DraftStarted', 'NotAnEventOfThisContext'],
  async apply(event) {
    // @ts-expect-error listing events are not handed to a projection of DraftEvent
    if (event.type === 'ListingCreated') return;
    if (event.type === 'DraftStarted') void (event.data.url satisfies string);
  },
});

describe('a projection of DraftEvent (type-level; checked by tsc)', () => {
  it('is defined as given: the types are erased at run time', () => {
    expect(draftsWithAStranger.eventTypes).to.deep.equal(['DraftStarted', 'NotAnEventOfThisContext']);
  });
});
