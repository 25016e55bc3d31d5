export function freePort(): Promise<number>;

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  log(): string;
  waitForLog(text: string, ms?: number): Promise<boolean>;
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export function startBuiltServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
}): Promise<BuiltServer>;

export function startSeededProduction(): Promise<BuiltServer>;
