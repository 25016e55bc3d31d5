// How fast the machine of a run is, measured first so that the other
// figures can be read against it: the same 2-core machine has served a bare
// Fastify "hello world" from 7,000 to 31,000 requests a second from one day
// to the next, and live play's processor time per play follows.
// Run alone with `node tests/bench/machine.mjs` (BENCH_SECONDS, 5 by default).
import { bareFastify, connections, measure } from './bare.mjs';
import { finish, report } from './figures.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const hello = await bareFastify();
try {
  // The first second warms the server up (its code compiled), then the measure.
  await measure([hello.url], { seconds: 1 });
  const bare = await measure([hello.url], { seconds });
  report({
    group: 'The machine',
    name: `bare Fastify hello world, ${connections} connections`,
    value: Math.round(bare.rps),
    unit: 'req/s',
    note: 'no budget: the speed the other figures were measured at',
  });
} finally {
  await hello.close();
}
finish([true]);
