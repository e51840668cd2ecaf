/** The Kafka event bus (distributed mode): the relay from $all, the projection consumer, bus settings and progress. */
export * from './bus/event-bus.ts';
export * from './bus/bus-position.ts';
export * from './bus/kafka/codec.ts';
export * from './bus/kafka/kafka-projection-consumer.ts';
export * from './bus/kafka/kafka-relay.ts';
export * from './bus/kafka/relay-lease.ts';
export * from './bus/kafka/relay-checkpoint.ts';
export * from './bus/kafka/kafka-log.ts';
