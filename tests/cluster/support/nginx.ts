/**
 * Debian's nginx in front of the instances, running the repository's own configuration
 * (deploy/nginx/jewellery-shop.conf) with only its certificate, its listening ports and its
 * upstream servers replaced. Started without root (pid, logs and temporary files in a folder of
 * its own); `setUpstreams` rewrites the servers (an instance taken out is marked `down`) and
 * reloads, as an operator does during a rolling restart.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, makeCertificate, nginxMainConfig } from '../../e2e/fixtures/tls-proxy.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx/jewellery-shop.conf');

export interface Upstream {
  port: number;
  down?: boolean;
}

export interface Nginx {
  /** https://127.0.0.1:PORT */
  base: string;
  /**
   * Rewrites the upstream servers and reloads; resolves once the workers of the old configuration
   * have finished their requests in flight and are gone, so no new request reaches a server marked down.
   */
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

/** The repository's site configuration with this test's ports, certificate and instances. */
function siteConfig(dir: string, ports: { http: number; https: number }, upstreams: Upstream[]): string {
  const site = readFileSync(SITE, 'utf8');
  const servers = upstreams.map(({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s${down ? ' down' : ''};`).join('\n');
  const replaced = site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*;\n(?: {4}server 127\.0\.0\.1:\d+ .*;\n)*/m, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${ports.https} ssl;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`);
  if (!replaced.includes(`${dir}/key.pem`) || !replaced.includes(servers)) throw new Error(`${SITE} no longer has the lines the cluster test replaces`);
  return replaced;
}

/** The worker processes of nginx's master `pid`. */
function workers(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

export async function startNginx(upstreams: Upstream[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
  makeCertificate(dir);
  const ports = { http: await freePort(), https: await freePort() };
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(path.join(dir, 'site.conf'), siteConfig(dir, ports, upstreams));
  writeFileSync(conf, nginxMainConfig(dir, `  include ${dir}/site.conf;`, 1024));
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  const log = openSync(path.join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, args, { stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `https://127.0.0.1:${ports.https}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const listening = await fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' })
      .then((answer) => answer.status === 301)
      .catch(() => false);
    if (listening) break;
    if (tries > 300) throw new Error('nginx did not come up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    async setUpstreams(next) {
      const before = workers(child.pid!);
      writeFileSync(path.join(dir, 'site.conf'), siteConfig(dir, ports, next));
      execFileSync(NGINX, [...args, '-s', 'reload'], { stdio: 'pipe' });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = workers(child.pid!);
        if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
        if (Date.now() > deadline) throw new Error('nginx did not reload within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
