/**
 * The smallest SMTP server that nodemailer will talk to (RFC 5321: greeting, EHLO, MAIL, RCPT,
 * DATA, QUIT, no TLS, no auth), keeping each message it accepts. For mail tests on loopback.
 */
import net from 'node:net';

export class FakeSmtp {
  readonly messages: string[] = [];

  /** `latencyMs`: each answer waits this long, as a mail server across a network does. */
  constructor(private readonly latencyMs = 0) {}

  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  /** Listens on `port` (0: any free one) and answers it. */
  async listen(port = 0): Promise<number> {
    const server = net.createServer((socket) => this.session(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return (server.address() as net.AddressInfo).port;
  }

  private session(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (text: string, end = false) => {
      const send = () => (end ? socket.end(text) : socket.write(text));
      if (this.latencyMs > 0) setTimeout(send, this.latencyMs);
      else send();
    };
    reply('220 fake.test ESMTP\r\n');
    let buffer = '';
    let data: string | undefined;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            this.messages.push(data);
            data = undefined;
            reply('250 2.0.0 queued\r\n');
          } else {
            data += (line.startsWith('..') ? line.slice(1) : line) + '\r\n';
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead\r\n');
        } else if (verb === 'QUIT') reply('221 bye\r\n', true);
        else reply('250 ok\r\n');
      }
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
