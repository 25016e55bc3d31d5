import type { IncomingMessage } from 'node:http';

export const NOTCH_KEYS: {
  NOTCHPAY_PUBLIC_KEY: string;
  NOTCHPAY_PRIVATE_KEY: string;
  NOTCHPAY_HASH_KEY: string;
};

export const NOTCH_WEBHOOK_PATH: string;

export function signNotch(rawBody: string, hashKey?: string): string;

export interface NotchItem {
  kind: 'payment' | 'transfer';
  reference: string;
  merchant_reference: string;
  amount: number;
  status: string;
  channel?: string;
  /** +237… */
  phone?: string;
}

export interface NotchRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

export interface FakeNotchPay {
  url: string;
  items: NotchItem[];
  requests: NotchRequest[];
  overrides: Map<string, { status: number; body?: unknown }>;
  of(ours: string | null): NotchItem;
  lastTo(phone: string): NotchItem;
  webhook(
    item: NotchItem,
    status?: string,
    hashKey?: string,
  ): { rawBody: string; signature: string };
  settle(item: NotchItem, status: string, serverUrl: string): Promise<void>;
  close(): Promise<void>;
}

export function fakeNotchPay(): Promise<FakeNotchPay>;
