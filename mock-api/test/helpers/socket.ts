import WebSocket from 'ws';

export interface Message {
  status_message: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: test messages are read field by field
  data: any;
}

type Query = Record<string, string | number | undefined>;

function playSocket(
  base: string,
  query: Query,
  headers: Record<string, string> = {},
  path = '/ws/play-game/',
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return new WebSocket(`${base.replace('http', 'ws')}${path}?${params}`, { headers });
}

/** A play socket (or another, by its path) that keeps every message, so a test can wait for the next one. */
export class PlayClient {
  readonly received: Message[] = [];
  private waiting: ((m: Message) => void)[] = [];
  private cursor = 0;
  closed = false;
  closeCode: number | undefined;
  private readonly whenClosed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      this.received.push(message);
      this.waiting.shift()?.(message);
    });
    this.whenClosed = new Promise((resolve) => {
      socket.on('close', (code) => {
        this.closed = true;
        this.closeCode = code;
        resolve(code);
      });
    });
  }

  static async open(base: string, query: Query, headers?: Record<string, string>, path?: string) {
    const socket = playSocket(base, query, headers, path);
    // Listen before the socket opens: the server speaks first, sometimes in the same packet.
    const client = new PlayClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** The HTTP status of an opening the server refuses before the socket is open. */
  static refusal(base: string, query: Query, headers?: Record<string, string>) {
    const socket = playSocket(base, query, headers);
    return new Promise<number>((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        socket.close();
        reject(new Error('the socket was opened'));
      });
      socket.once('error', () => {});
    });
  }

  /** The next message not read yet, waiting for it if needed. */
  next(timeoutMs = 8000): Promise<Message> {
    const ready = this.received[this.cursor];
    if (ready) {
      this.cursor += 1;
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message came')), timeoutMs);
      this.waiting.push((message) => {
        clearTimeout(timer);
        this.cursor += 1;
        resolve(message);
      });
    });
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends text as it is, JSON or not. */
  sendRaw(text: string) {
    this.socket.send(text);
  }

  /** The close code, once the socket is closed (by either side). */
  closing(timeoutMs = 8000): Promise<number> {
    return Promise.race([
      this.whenClosed,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs).unref(),
      ),
    ]);
  }

  close() {
    this.socket.close();
  }
}
