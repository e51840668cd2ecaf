/**
 * What the settings open, and the one line that names it for an operator: the embedded files in
 * DATA_DIR, or the engines' addresses with their passwords hidden.
 */
import { expect } from 'chai';
import path from 'node:path';
import { describeStores, hidePassword, storeSettings } from './stores.ts';

describe('stores named for an operator', () => {
  it('hides the password of a connection string, and only the password', () => {
    expect(hidePassword('mongodb://ops:s3cr%40t@mongo:27017/?replicaSet=rs0')).to.equal(
      'mongodb://ops:***@mongo:27017/?replicaSet=rs0',
    );
    expect(hidePassword('esdb://admin:changeit@a:2113,b:2113?tls=true')).to.equal(
      'esdb://admin:***@a:2113,b:2113?tls=true',
    );
    expect(hidePassword('mongodb://mongo:27017')).to.equal('mongodb://mongo:27017');
    expect(hidePassword('mongodb://ops@mongo:27017')).to.equal('mongodb://ops@mongo:27017');
  });

  it('names the embedded files by default', () => {
    const dataDir = path.resolve('/tmp/listings-data');
    expect(describeStores(storeSettings({ DATA_DIR: dataDir }))).to.equal(
      `event store: sqlite ${dataDir}/events.db; read models: mingo ${dataDir}/read-models.db`,
    );
    expect(describeStores(storeSettings({ DATA_DIR: dataDir }), { documents: false })).to.equal(
      `event store: sqlite ${dataDir}/events.db`,
    );
  });

  it('names the engines, never their passwords', () => {
    const line = describeStores(
      storeSettings({
        EVENT_STORE: 'esdb',
        ESDB_URL: 'esdb://admin:changeit@eventstore:2113?tls=false',
        DOCUMENT_STORE: 'mongo',
        MONGO_URL: 'mongodb://ops:hunter2@mongo:27017/?replicaSet=rs0',
        MONGO_DB: 'listings',
      }),
    );
    expect(line).to.equal(
      'event store: esdb esdb://admin:***@eventstore:2113?tls=false; read models: mongo mongodb://ops:***@mongo:27017/?replicaSet=rs0 (database listings)',
    );
  });
});
