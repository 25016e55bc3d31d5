import { isIPv4 } from 'node:net';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or an
 * IPv4 loopback address written the IPv6 way (::ffff:127.x.y.z).
 */
export function isLoopback(address: string | undefined): boolean {
  const text = address?.toLowerCase() ?? '';
  const v4 = text.startsWith('::ffff:') ? text.slice('::ffff:'.length) : text;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return text === '::1' || text === '0:0:0:0:0:0:0:1';
}
