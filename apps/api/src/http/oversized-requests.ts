import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The longest URL (path and query) the server reads; a longer one is a 414. */
export const MAX_URL_LENGTH = 16 * 1024;

/**
 * Node's limit on the request line and headers together. Above the URL limit, so a long URL reaches
 * Fastify and gets a proper 414; only requests past this one are refused by Node's parser (431).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

const refused = new WeakSet<Socket>();

/** How long a refused connection may go on sending before it is cut. */
const DRAIN_MS = 5000;

export async function refuseLongUrls(req: FastifyRequest, reply: FastifyReply) {
  if (req.url.length > MAX_URL_LENGTH) {
    return reply.code(414).send({ message: `The URL is too long (at most ${MAX_URL_LENGTH} characters)`, code: 'URI_TOO_LONG' });
  }
}

/** Fastify's own refusals (a path segment over maxParamLength, a malformed URL) in our error shape. */
export function frameworkErrors(error: Error & { statusCode?: number; code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ message: 'The URL is too long', code: 'URI_TOO_LONG' });
    return;
  }
  void reply.code(400).send({ message: 'The URL is malformed', code: 'BAD_REQUEST' });
}

/**
 * A request Node's parser refuses (headers over MAX_HEADER_BYTES, a malformed request line) gets a
 * JSON answer. Fastify's default destroys the socket right after writing, while the client may
 * still be sending: the kernel then resets the connection and the client never reads the answer.
 * Here the socket is ended instead, and what the client still sends is read and dropped.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // Node's parser reports every further chunk of a refused request again: answer once.
  if (error.code === 'ECONNRESET' || socket.destroyed || refused.has(socket)) return;
  refused.add(socket);
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          {
            message: `The URL or headers are too large (at most ${MAX_URL_LENGTH} characters of URL)`,
            code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
          },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { message: 'The request took too long to arrive', code: 'TIMEOUT' }]
        : [400, { message: 'The request is malformed', code: 'BAD_REQUEST' }];
  if (socket.writable && socket.bytesWritten === 0) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.on('data', () => undefined);
  socket.resume();
  socket.end();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
