import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow network in front of a storefront: every request goes through to `target` as it is, but a
 * page's HTML document comes in two pieces, cut just after `cutAfter` (the first place it occurs),
 * `pause` ms apart. A phone on a slow line gets its pages like this; a browser that paints what it
 * has parsed so far shows the page cut there.
 */
export interface DocumentInPieces {
  /** the storefront's address through the slow network, e.g. http://127.0.0.1:40123 */
  url: string;
  close(): Promise<void>;
}

const isDocument = (incoming: IncomingMessage) =>
  incoming.method === 'GET' && (incoming.headers.accept ?? '').includes('text/html');

export async function documentInPieces(
  target: string,
  cutAfter: string,
  pause = 400,
): Promise<DocumentInPieces> {
  const { hostname, port } = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const document = isDocument(incoming);
    const headers = { ...incoming.headers, host: `${hostname}:${port}` };
    // the document as text, so it can be cut; everything else as the server sends it
    if (document) headers['accept-encoding'] = 'identity';
    const forwarded = request(
      { hostname, port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!document) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          const at = html.indexOf(cutAfter);
          if (at < 0) {
            outgoing.end(html);
            return;
          }
          outgoing.write(html.slice(0, at + cutAfter.length));
          setTimeout(() => outgoing.end(html.slice(at + cutAfter.length)), pause);
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
