/**
 * A TCP relay between the shop and its database, for outage tests: it can refuse connections (the
 * server is down), cut the open ones (it crashed), or stop relaying (it hangs), and come back on
 * the same port, as a restarted server would.
 */
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private frozen = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (on the same port as before, after `down`). */
  async up(): Promise<number> {
    this.frozen = false;
    for (const [client, upstream] of this.pairs) {
      client.resume();
      upstream.resume();
    }
    if (this.server) return this.port;
    const server = net.createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private relay(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    if (this.frozen) {
      client.pause();
      upstream.pause();
    }
  }

  /** The server is gone: new connections are refused and open ones are cut. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The server hangs: connections are accepted, but nothing is relayed either way. */
  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }
}
