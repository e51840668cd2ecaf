import { randomUUID } from 'node:crypto';
import { type EventStore, handleCommand, type Clock } from '@listings/shared/kernel';
import { commandMetadata, type Actor } from '@listings/shared/kernel';
import { engagementDecider, type EngagementCommand } from './engagement.decider.ts';
import { engagementStream } from '@listings/shared/contracts/engagement';

export class EngagementCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  async execute(command: EngagementCommand, actor: Actor, cause: string) {
    const metadata = commandMetadata(this.clock, actor, cause);
    if (command.type === 'View') {
      // A view decides nothing: append without loading the (long) stream.
      const { position } = await this.events.appendToStream(engagementStream(command.listingId), [
        {
          id: randomUUID(),
          type: 'ListingViewed',
          data: { listingId: command.listingId, viewerId: command.viewerId },
          metadata,
        },
      ]);
      return { position };
    }
    const result = await handleCommand(
      this.events,
      engagementStream(command.listingId),
      engagementDecider,
      command,
      metadata,
    );
    return { position: result.position };
  }
}
