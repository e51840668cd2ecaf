/**
 * Type-level tests (checked by `tsc -p tsconfig.json`, which includes the specs): a projection, reactor
 * or process manager is typed by the event union it consumes. Naming an event type outside that union
 * in `eventTypes` does not compile, and `switch (event.type)` narrows `event.data` without a cast.
 * Each `@ts-expect-error` fails the typecheck if the line below it stops being an error.
 */
import { expect } from 'chai';
import { silentLogger } from '../observability/logger.ts';
import { defineProcessManager, type TriggerEvent } from '../reactors/process-manager.ts';
import { defineReactor } from '../reactors/reactor.ts';
import type { RecordedEvent } from '../event-store/event-store.ts';
import { defineProjection } from './projection.ts';

type ShelfEvent =
  | { type: 'BookShelved'; data: { isbn: string; shelf: number } }
  | { type: 'BookLent'; data: { isbn: string; to: string } };

const shelves = defineProjection<ShelfEvent>({
  name: 'shelves',
  collections: ['shelves'],
  eventTypes: ['BookShelved', 'BookLent'],
  async apply(event, documents) {
    switch (event.type) {
      case 'BookShelved': {
        const shelf: number = event.data.shelf;
        await documents
          .collection('shelves')
          .updateOne({ _id: event.data.isbn }, { $set: { shelf } }, { upsert: true });
        return;
      }
      case 'BookLent': {
        // @ts-expect-error a lent book's data has no shelf: `type` narrowed `data`
        void event.data.shelf;
        const to: string = event.data.to;
        await documents.collection('shelves').updateOne({ _id: event.data.isbn }, { $set: { to } });
        return;
      }
      default: {
        // Every member of the union is handled above.
        const none: never = event;
        void none;
      }
    }
  },
});

const notOfThisContext = defineProjection<ShelfEvent>({
  name: 'wrong',
  collections: [],
  // @ts-expect-error 'NotAnEventOfThisContext' is not a type of ShelfEvent
  eventTypes: ['NotAnEventOfThisContext'],
  async apply() {},
});

const lending = defineReactor<ShelfEvent>({
  name: 'lending',
  // @ts-expect-error a reactor names only types of its union too
  eventTypes: ['BookLent', 'NotAnEventOfThisContext'],
  logger: silentLogger,
  keyOf: (event) => event.data.isbn,
  async perform(event) {
    if (event.type === 'BookLent') void (event.data.to satisfies string);
  },
});

const shelving = defineProcessManager<number, ShelfEvent>({
  name: 'shelving',
  // @ts-expect-error a process manager names only types of its union too
  eventTypes: ['NotAnEventOfThisContext'],
  logger: silentLogger,
  keyOf: (event) => event.data.isbn,
  async step(event) {
    return event.type === 'BookShelved' ? event.data.shelf : 0;
  },
});

const recorded = (event: RecordedEvent<ShelfEvent>): string =>
  event.type === 'BookLent' ? event.data.to : String(event.data.shelf);
const trigger = (event: TriggerEvent<ShelfEvent>): string =>
  event.type === 'BookLent' ? event.data.to : String(event.data.shelf);

describe('typed projections (type-level; checked by tsc)', () => {
  it('defines them as given: the types are erased at run time', () => {
    expect(shelves.eventTypes).to.deep.equal(['BookShelved', 'BookLent']);
    expect(notOfThisContext.eventTypes).to.deep.equal(['NotAnEventOfThisContext']);
    expect(lending.eventTypes).to.deep.equal(['BookLent', 'NotAnEventOfThisContext']);
    expect(shelving.eventTypes).to.deep.equal(['NotAnEventOfThisContext']);
    expect([recorded, trigger].map((f) => typeof f)).to.deep.equal(['function', 'function']);
  });
});
