// Builds the storefront and starts the real server (embedded PGlite, demo marketplace) once for
// all end-to-end journeys. Each run builds and seeds into a folder of its own, removed at the end.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { seedDemoData, startServer } from './server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * One session per seeded demo account for all journeys: sign-ins are limited to 20 a minute from
 * one address, and a dozen journey files starting at once would otherwise use them up.
 */
async function demoSessions(base: string): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const who of ['buyer', 'seller', 'seller2', 'admin']) {
    const email = `${who}@demo.test`;
    const res = await fetch(`${base}/api/customer/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    const envelope = (await res.json()) as { code: number; data: { 'access-token': string } };
    if (envelope.code !== 200) throw new Error(`demo sign-in of ${email}: ${envelope.code}`);
    tokens[email] = envelope.data['access-token'];
  }
  return tokens;
}

const build = (outDir: string) =>
  new Promise<void>((resolve, reject) =>
    execFile(
      'npm',
      ['run', 'build', '-w', '@polymart/web', '--', '--outDir', outDir, '--emptyOutDir'],
      { cwd: ROOT },
      (e) => (e ? reject(e) : resolve()),
    ),
  );

export default async function setup(project: TestProject) {
  // the run's own build and database: two runs at once on one machine (a developer and CI, or
  // several people) would otherwise replace each other's built files mid-run and open the same
  // PGlite files from two processes
  const runDir = await mkdtemp(join(tmpdir(), 'polymart-e2e-'));
  const webDist = join(runDir, 'web');
  const dataDir = join(runDir, 'data');
  const seeded = join(runDir, 'seeded');
  // the build and the demo seed at once; every server of the run starts from a copy of the seed
  const [, unseed] = await Promise.all([build(webDist), seedDemoData(seeded)]);
  // a local OAuth 2.0 server stands in for TikTok, answering user info in TikTok's shape
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (info: { body: unknown }) => {
    info.body = { data: { user: { open_id: 'e2e-tiktok-user', display_name: 'TikTok Shopper' } } };
  });
  const issuer = oauth.issuer.url!;
  // a real SMTP server receives the password-reset mail; each message lands in a folder the
  // journeys read
  const inbox = join(tmpdir(), `polymart-e2e-inbox-${process.pid}`);
  await mkdir(inbox, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? 'unknown';
        writeFile(join(inbox, `${Date.now()}-${received++}-${to}.eml`), Buffer.concat(chunks)).then(() => done(), done);
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const server = await startServer({
    dataDir,
    webDist,
    seeded,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TIKTOK_CLIENT_KEY: 'e2e-key',
      TIKTOK_CLIENT_SECRET: 'e2e-secret',
      TIKTOK_AUTH_URL: `${issuer}/authorize`,
      TIKTOK_TOKEN_URL: `${issuer}/token`,
      TIKTOK_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
  const base = server.base;
  project.provide('baseUrl', base);
  project.provide('webDist', webDist);
  project.provide('dataDir', dataDir);
  project.provide('seeded', seeded);
  project.provide('inbox', inbox);
  project.provide('demoTokens', await demoSessions(base));
  return async () => {
    await server.stop();
    await unseed();
    await rm(runDir, { recursive: true, force: true });
    await oauth.stop();
    await new Promise<void>((r) => smtp.close(r));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the storefront built for this run, for a journey that starts a server of its own */
    webDist: string;
    dataDir: string;
    /** the demo marketplace seeded once, for a journey's own server to start from (server.ts) */
    seeded: string;
    inbox: string;
    demoTokens: Record<string, string>;
  }
}
