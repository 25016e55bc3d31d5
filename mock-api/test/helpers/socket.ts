import WebSocket from 'ws';

export interface Message {
  status_message: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: test messages are read field by field
  data: any;
}

/** A play socket that keeps every message, so a test can wait for the next one. */
export class PlayClient {
  readonly received: Message[] = [];
  private waiting: ((m: Message) => void)[] = [];
  private cursor = 0;
  closed = false;
  closeCode: number | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      this.received.push(message);
      this.waiting.shift()?.(message);
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
    });
  }

  static async open(base: string, query: Record<string, string | number | undefined>) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/play-game/?${params}`);
    // Listen before the socket opens: the server speaks first, sometimes in the same packet.
    const client = new PlayClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
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

  close() {
    this.socket.close();
  }
}
