// The bare Fastify "hello world" the API figures are measured against, and
// the load both are measured with: autocannon at 64 connections. Its
// requests a second also say how fast the machine of a run was.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const connections = 64;

/** A bare Fastify server in this process; the caller closes it. */
export async function bareFastify() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const url = await hello.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => hello.close() };
}

/** autocannon on one or more servers at once, the connections shared: summed req/s, worst p99. */
export async function measure(urls, { seconds, requests, headers } = {}) {
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          const options = {
            url,
            connections: connections / urls.length,
            duration: seconds,
            requests,
            headers,
          };
          autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
        }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
