/** A WebSocket double that tests open, feed and close by hand; stub it as the global `WebSocket`. */
export class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: URL) {
    FakeSocket.opened.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A message from the server, as JSON text. */
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** The socket opened `index`-th since the test began (the latest by default). */
export function socketAt(index = FakeSocket.opened.length - 1): FakeSocket {
  const socket = FakeSocket.opened[index];
  if (!socket) throw new Error(`no socket ${index} opened`);
  return socket;
}
