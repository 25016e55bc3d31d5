export function freePort(): Promise<number>;

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  log(): string;
  waitForLog(text: string, ms?: number): Promise<boolean>;
  /** SIGKILL, as a crash would; the data stays. */
  kill(): Promise<void>;
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export function startBuiltServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
}): Promise<BuiltServer>;

export function startSeededProduction(): Promise<BuiltServer>;
