import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow network in front of a storefront: every request goes through to `target` as it is, but a
 * page's HTML document comes in pieces, cut just after each of `cutsAfter` (the first place each
 * occurs, in the document's order), `pause` ms apart. A phone on a slow line gets its pages like
 * this; a browser that paints what it has parsed so far shows the page cut at each place in turn.
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
  cutsAfter: readonly string[],
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
          const ends = cutsAfter
            .map((cut) => {
              const at = html.indexOf(cut);
              return at < 0 ? -1 : at + cut.length;
            })
            .filter((end) => end >= 0)
            .sort((a, b) => a - b);
          const pieces = [0, ...ends].map((start, index) =>
            html.slice(start, ends[index] ?? html.length),
          );
          const send = (index: number) => {
            if (index === pieces.length - 1) outgoing.end(pieces[index]);
            else {
              outgoing.write(pieces[index]);
              setTimeout(() => send(index + 1), pause);
            }
          };
          send(0);
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
