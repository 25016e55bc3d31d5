/*
 * The floor of live play on this machine (DESIGN.md): a bare `ws` echo
 * server, in a process of its own, answering sockets that each send a
 * message every 2 s, as the live play bench's players answer. What it costs
 * here is what no work of ours can go under; run beside live play's figures,
 * it says how fast the machine of that run was.
 * Run with `npx tsx mock-api/bench/ws-floor.ts` (SOCKETS, ROUNDS, EVERY_MS).
 */
import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { finish, percentile, report, round } from '../../tests/bench/figures.mjs';

const SOCKETS = Number(process.env.SOCKETS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const EVERY_MS = Number(process.env.EVERY_MS ?? 2000);

/** The echo server: prints its port, answers each message with itself. */
const echo = `
  import { WebSocketServer } from 'ws';
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  server.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  server.on('listening', () => console.log(server.address().port));
`;

function startEcho(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', echo], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the echo server ended (${code})`)));
    child.stdout.once('data', (chunk) =>
      resolve({ port: Number(String(chunk).trim()), stop: () => child.kill() }),
    );
  });
}

/** One socket: ROUNDS messages, one every EVERY_MS, each timed to its echo. */
function client(port: number, times: number[]): Promise<void> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
    let sentAt = 0;
    let sent = 0;
    const send = () => {
      sentAt = performance.now();
      sent += 1;
      socket.send(JSON.stringify({ type: 'update', question_id: 1, answer_id: 1, value: [0] }));
    };
    socket.on('open', () => setTimeout(send, EVERY_MS));
    socket.on('message', () => {
      times.push(performance.now() - sentAt);
      if (sent < ROUNDS) setTimeout(send, EVERY_MS);
      else socket.close();
    });
    socket.on('error', fail);
    socket.on('close', () => done());
  });
}

const server = await startEcho();
try {
  const times: number[] = [];
  const clients: Promise<void>[] = [];
  // Spread over one period, as the players of the live play bench arrive.
  const opening = performance.now();
  for (let i = 0; i < SOCKETS; i += 1) {
    clients.push(client(server.port, times));
    const due = opening + ((i + 1) * EVERY_MS) / SOCKETS;
    if (due - performance.now() > 4)
      await new Promise((r) => setTimeout(r, due - performance.now()));
  }
  await Promise.all(clients);
  const group = 'The machine';
  finish([
    report({
      group,
      name: `bare ws echo, ${SOCKETS} sockets, p99`,
      value: round(percentile(times, 99)),
      unit: 'ms',
      note: `the floor of live play: ${times.length} messages, one a socket every ${EVERY_MS / 1000} s, p50 ${round(percentile(times, 50))} ms`,
    }),
  ]);
} finally {
  server.stop();
}
