/**
 * A decider for the write path's tests: each event carries the count it brings the stream to, decided
 * from the state, so a stale state (or a command applied twice) shows in the recorded numbers.
 */
import type { EventStore } from '../event-store/event-store.ts';
import type { Decider } from './decider.ts';
import { handleCommand } from './handle-command.ts';

export type Counted = { type: 'Counted'; data: { n: number } };

export const counter: Decider<{ type: 'Count' }, Counted, { count: number }> = {
  initialState: () => ({ count: 0 }),
  decide: (_command, state) => [{ type: 'Counted', data: { n: state.count + 1 } }],
  evolve: (state, event) => ({ count: Math.max(state.count, event.data.n) }),
};

export const metadata = {
  actor: { kind: 'system' as const, id: 'test' },
  at: '2026-01-01T00:00:00.000Z',
  cause: 'test',
};

/** Runs one Count command on the stream. */
export const count = (store: EventStore, stream: string) =>
  handleCommand(store, stream, counter, { type: 'Count' }, metadata);

/** The numbers recorded on the stream, in order. */
export const counted = async (store: EventStore, stream: string) =>
  (await store.readStream(stream)).map((event) => (event.data as Counted['data']).n);
