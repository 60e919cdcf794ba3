// A push service (RFC 8030) for tests, over HTTPS like the real ones, that checks what a browser's
// push service checks and what the browser itself does on receipt: the VAPID JWT (RFC 8292) is an
// ES256 signature by the key in `k`, for this origin, not expired; the body is aes128gcm (RFC 8188)
// encrypted to the subscription's key (RFC 8291), and it decrypts with the browser's private key
// and auth secret. Devices are made here the way a browser makes them (a P-256 key pair and a
// 16-byte auth secret).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * The service's self-signed certificate (for 127.0.0.1). A process that sends to the service and is
 * not this one (the app started by a journey) trusts it through NODE_EXTRA_CA_CERTS=<this file>.
 */
export const certificateFile = fileURLToPath(new URL('../fixtures/fake-push-service.crt', import.meta.url));
const cert = readFileSync(certificateFile);
const key = readFileSync(new URL('../fixtures/fake-push-service.key', import.meta.url));

/** A device as the browser holds it: what it sends to the app, and the private half it keeps. */
export interface FakeDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One message the service accepted, decrypted, with what the VAPID token said. */
export interface DeliveredPush {
  deviceId: string;
  payload: string;
  jwt: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: number;
}

const b64url = (s: string) => Buffer.from(s, 'base64url');

/** Verifies `Authorization: vapid t=<jwt>, k=<key>`; throws with the reason when anything is off. */
function verifyVapid(header: string | undefined, origin: string): { jwt: DeliveredPush['jwt']; k: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [token, k] = [match[1], match[2]];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const header64 = JSON.parse(b64url(head).toString()) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}`);
  const point = b64url(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64url(signature));
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const jwt = JSON.parse(b64url(body).toString()) as DeliveredPush['jwt'];
  if (jwt.aud !== origin) throw new Error(`JWT aud ${jwt.aud}, expected ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(jwt.exp > now) || jwt.exp > now + 24 * 60 * 60) throw new Error(`JWT exp ${jwt.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(jwt.sub)) throw new Error(`JWT sub ${jwt.sub}`);
  return { jwt, k };
}

/** Decrypts an aes128gcm body (one record) as the browser does with its private key and auth secret. */
function decrypt(body: Buffer, device: FakeDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface FakePushService {
  origin: string;
  /** A new browser subscription at this service. */
  device(): FakeDevice;
  /** What the service accepted, in order. */
  delivered: DeliveredPush[];
  /** Requests refused, with the reason (a failed check is a failed test). */
  refused: string[];
  /** From now on the device's endpoint answers this status (404, 410: the subscription is gone). */
  answer(device: FakeDevice, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice>();
  const statuses = new Map<string, number>();
  const delivered: DeliveredPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      const status = id ? statuses.get(id) : undefined;
      if (!device || status) {
        res.writeHead(status ?? 404).end();
        return;
      }
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl)) throw new Error('no TTL');
        const { jwt, k } = verifyVapid(req.headers.authorization, origin);
        delivered.push({ deviceId: device.id, payload: decrypt(Buffer.concat(chunks), device), jwt, vapidPublicKey: k, ttl });
        res.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // HTTPS requests of this process (an app built inside a test) trust this service's self-signed
  // certificate, as they trust a real one's.
  globalAgent.options.ca = cert;

  return {
    origin,
    delivered,
    refused,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      const device: FakeDevice = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    answer(device, status) {
      statuses.set(device.id, status);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
