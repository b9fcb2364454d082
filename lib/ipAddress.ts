// Client addresses as people read them. A server listening on both IPv4 and IPv6 sees an IPv4 client as
// an IPv4-mapped IPv6 address (::ffff:127.0.0.1): the same address, shown and stored in its plain form.

const MAPPED_DOTTED = /^(?:::|(?:0{1,4}:){5})ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_HEX = /^(?:::|(?:0{1,4}:){5})ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** "::ffff:127.0.0.1" (or "::ffff:7f00:1") → "127.0.0.1"; any other address as it is; nothing as null. */
export function plainIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.trim();
  const dotted = MAPPED_DOTTED.exec(address);
  if (dotted) return dotted[1] ?? address;
  const hex = MAPPED_HEX.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}
