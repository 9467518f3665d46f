import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4 } from 'node:net';

/** Loopback, private, link-local, shared, multicast and reserved ranges: the server's own network. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6');
}

function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return isIPv4(address) ? INTERNAL.check(address, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

/** Why an address cannot receive webhooks, or undefined when it can. Only http(s), without credentials. */
export function checkTargetShape(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '接收地址不是有效的网址';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '接收地址必须以 http:// 或 https:// 开头';
  if (url.username || url.password) return '接收地址不能包含用户名或密码';
  return undefined;
}

/**
 * Whether the host names an address inside the server's own network. A site administrator is not
 * the platform's: webhooks must not let one reach services behind the firewall. (Checked when a
 * webhook is registered and again before each delivery, since DNS answers change.)
 */
export async function isInternalTarget(raw: string): Promise<boolean> {
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length === 0 || addresses.some((a) => isInternal(a.address));
  } catch {
    // A name that does not resolve reaches nothing; the delivery fails on its own.
    return false;
  }
}
