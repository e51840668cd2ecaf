/**
 * Deciders in the Emmett style: pure `decide(command, state) → events` and `evolve(state, event)`.
 * Nothing here does I/O; handleCommand (below) is the only place that loads and appends.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  /** Throws a DomainError when the command is not allowed in this state. */
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

/** A rule of the domain refused the command; the HTTP edge maps `kind` to a status. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly kind: 'not_found' | 'conflict' | 'forbidden' | 'invalid';
  readonly code: string;
  /** Where the fault is, when one input names it (`body.fields.name`): a 400 reports it per field. */
  readonly field?: string;
  /** Machine-readable details a client may act on (a refused promo code's `reason`): extension members of the problem. */
  readonly extensions?: Record<string, unknown>;

  constructor(
    kind: 'not_found' | 'conflict' | 'forbidden' | 'invalid',
    code: string,
    message: string,
    field?: string,
    extensions?: Record<string, unknown>,
  ) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.field = field;
    this.extensions = extensions;
  }
}

/** A recorded event as the domain sees it (type and data only), typed as the aggregate's or projection's union. */
export const asDomainEvent = <Event extends DomainEvent>(recorded: { type: string; data: unknown }): Event =>
  ({ type: recorded.type, data: recorded.data }) as Event;

export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
