import { expect } from 'chai';
import { logLevel } from 'kafkajs';
import { kafkaLogCreator, kafkaLogLevel } from './kafka-log.ts';

describe('kafkajs log lines at levels an operator can act on', () => {
  it('the group’s normal life and a broker or topic just started are info, whatever level kafkajs gave them', () => {
    const harmless: [logLevel, string, Record<string, unknown>?][] = [
      [
        logLevel.WARN,
        'The group is rebalancing, re-joining',
        { error: 'The group is rebalancing, so a rejoin is needed' },
      ],
      [logLevel.ERROR, 'The coordinator is not aware of this member, re-joining the group'],
      [logLevel.WARN, 'Topic metadata is stale, resync group'],
      [logLevel.WARN, 'Consumer is not aware of all assigned partitions, refreshing metadata'],
      [logLevel.ERROR, 'The group coordinator is not available', { retryCount: 0, retryTime: 300 }],
      [logLevel.ERROR, 'This is not the correct coordinator for this group', { retryCount: 1 }],
      [logLevel.ERROR, "The coordinator is loading and hence can't process requests for this group"],
      [logLevel.ERROR, 'There is no leader for this topic-partition as we are in the middle of a leadership election'],
      [logLevel.ERROR, 'Failed to send messages: This server is not the leader for that topic-partition'],
      [logLevel.WARN, 'Subscribing again', { error: 'This server does not host this topic-partition' }],
    ];
    for (const [level, message, fields] of harmless)
      expect(kafkaLogLevel(level, message, fields), message).to.equal('info');
  });

  it('protocol chatter is debug; an error being retried is a warning', () => {
    expect(kafkaLogLevel(logLevel.WARN, 'Response without match', { clientId: 'x' })).to.equal('debug');
    expect(
      kafkaLogLevel(logLevel.ERROR, 'Failed to connect to broker, reconnecting', { retryCount: 2, retryTime: 800 }),
    ).to.equal('warn');
    expect(kafkaLogLevel(logLevel.ERROR, 'Restarting the consumer in 300ms', { retryCount: 1 })).to.equal('warn');
  });

  it('real errors stay errors: a crash, an error kafkajs gives up on; warnings and info keep their level', () => {
    expect(
      kafkaLogLevel(logLevel.ERROR, 'Crash: KafkaJSNumberOfRetriesExceeded: Connection refused', { retryCount: 10 }),
    ).to.equal('error');
    expect(kafkaLogLevel(logLevel.ERROR, 'Error when calling eachBatch', { error: 'boom' })).to.equal('error');
    expect(kafkaLogLevel(logLevel.ERROR, 'Topic authorization failed')).to.equal('error');
    expect(kafkaLogLevel(logLevel.WARN, 'Could not create topics', { retryCount: 0 })).to.equal('warn');
    expect(kafkaLogLevel(logLevel.INFO, 'Consumer has joined the group')).to.equal('info');
    expect(kafkaLogLevel(logLevel.DEBUG, 'Request Fetch(key: 1, version: 11)')).to.equal('debug');
  });

  it('the logCreator writes through our logger at the mapped level, with kafkajs’s namespace and fields', () => {
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const logger = {
      info: (message: string, fields?: Record<string, unknown>) => void lines.push(['info', message, fields]),
      warn: (message: string, fields?: Record<string, unknown>) => void lines.push(['warn', message, fields]),
      error: (message: string, fields?: Record<string, unknown>) => void lines.push(['error', message, fields]),
    };
    const write = kafkaLogCreator(logger)(logLevel.WARN);
    // kafkajs types the message as a string, yet passes an Error itself in one place (brokerPool).
    const entry = (level: logLevel, message: unknown, extra: Record<string, unknown> = {}) =>
      write({
        namespace: 'Runner',
        level,
        label: 'X',
        log: { timestamp: 't', logger: 'kafkajs', message: message as string, ...extra },
      });
    entry(logLevel.WARN, 'The group is rebalancing, re-joining', { groupId: 'g' });
    entry(logLevel.WARN, 'Response without match');
    entry(logLevel.ERROR, new Error('Topic authorization failed'));
    expect(lines).to.deep.equal([
      ['info', 'kafka: The group is rebalancing, re-joining', { kafka: 'Runner', groupId: 'g' }],
      ['error', 'kafka: Topic authorization failed', { kafka: 'Runner' }],
    ]);
  });
});
