/** A process of secrets.unit.spec.ts: waits for the moment it is given (so its siblings start together), then prints the key it gets. */
import { serviceSecret } from './secrets.ts';

const dir = process.argv[2]!;
const start = Number(process.argv[3]);
while (Date.now() < start);
process.stdout.write(serviceSecret({}, 'TEST_SECRET', dir, 'test.secret').toString('hex') + '\n');
