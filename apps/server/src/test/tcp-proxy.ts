import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that can play its faults: `freeze()` stops every byte in
 * both directions without closing a socket, and holds new connections unanswered (a frozen host: TCP
 * accepted, no reply ever); `refuse()` cuts every connection and closes the port (a stopped server);
 * `forward()` passes bytes again, what was held included.
 */
export type TcpProxy = {
  port: number;
  freeze(): void;
  refuse(): Promise<void>;
  forward(): Promise<void>;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket | null };

/** `port`: where the proxy listens on 127.0.0.1 (any free port when omitted). */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { port?: number } = {},
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    if (frozen) upstream.pause();
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (frozen) client.pause();
    else connectUpstream(pair);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(options.port ?? 0);
  const port = (server.address() as net.AddressInfo).port;

  const cutAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
  };

  return {
    port,
    freeze: () => {
      frozen = true;
      for (const pair of pairs) {
        // Unpiped and paused, a socket's bytes wait in its buffers, as in a stopped host's.
        pair.client.unpipe();
        pair.upstream?.unpipe();
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    refuse: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
    forward: async () => {
      if (!server.listening) await listen(port);
      // Only when frozen: piping a flowing pair again would send every byte twice.
      if (!frozen) return;
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
  };
}
