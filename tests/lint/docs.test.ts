/**
 * The documents keep the form they promise (issue 31, "Keep true"). Every decision record carries
 * its `Status:` line under its title, the status its index row shows, and ends with a `## Changes`
 * list of dated entries, oldest first (docs/decisions/README.md). And no document names a path of
 * one developer's machine (a checkout under /work or a home folder, a scratch file under /tmp): it
 * means nothing to a reader elsewhere, and tells a stranger how that machine is laid out. A path
 * every such system has (`/usr/bin/chromium`, `/etc/nginx/sites-available/`) or an operator's
 * example (`/srv/shop-data`) is fine, and so is a folder named alone (root's home, `/root`; never
 * `/tmp`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const DECISIONS = path.join(REPO, 'docs/decisions');

const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');
const records = readdirSync(DECISIONS)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => `docs/decisions/${name}`);
const documents = ['README.md', ...readdirSync(path.join(REPO, 'docs'), { recursive: true, encoding: 'utf8' }).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);

/** What is wrong with a record's form; none when it has its title, its Status line and a Changes list of dated entries in order. */
function recordProblems(text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!/^# \d{3} \S/.test(lines[0] ?? '')) problems.push('its first line is not "# NNN Title"');
  const afterTitle = lines.slice(1).find((line) => line.trim() !== '');
  if (!/^Status: \S/.test(afterTitle ?? '')) problems.push('no "Status: …" line under the title');
  const sections = lines.filter((line) => line.startsWith('## '));
  if (!sections.includes('## Changes')) return [...problems, 'no "## Changes" section'];
  if (sections.at(-1) !== '## Changes') problems.push('"## Changes" is not the last section');
  const after = lines.slice(lines.indexOf('## Changes') + 1);
  const end = after.findIndex((line) => line.startsWith('#'));
  const list = (end === -1 ? after : after.slice(0, end)).filter((line) => line.trim() !== '');
  const entries = list.filter((line) => line.startsWith('- '));
  if (entries.length === 0) problems.push('"## Changes" lists no entry');
  for (const line of list) {
    if (!line.startsWith('- ') && !line.startsWith('  ')) problems.push(`"## Changes" holds a line that is neither an entry nor its continuation: ${line}`);
  }
  const dates = entries.map((entry) => /^- (\d{4}-\d{2}-\d{2})\b/.exec(entry)?.[1]);
  for (const [i, date] of dates.entries()) {
    if (date === undefined || Number.isNaN(Date.parse(date))) problems.push(`an entry without its date (YYYY-MM-DD): ${entries[i]}`);
  }
  const known = dates.filter((date) => date !== undefined);
  if (known.some((date, i) => i > 0 && date < known[i - 1]!)) problems.push('the Changes entries are not oldest first');
  return problems;
}

/** A path that names one machine: inside a home folder or /work, a scratch file under /tmp, a mount, a macOS or Windows user folder. */
const MACHINE_PATH = /(?<![\w.~$-])(?:\/(?:work|home|Users|root|tmp|mnt|media|private\/var|var\/folders)\/[^\s,;`'")\]]*|[A-Za-z]:\\Users\\[^\s,;`'")\]]*)/g;

function machinePaths(text: string): string[] {
  return text.split('\n').flatMap((line, i) => [...line.matchAll(MACHINE_PATH)].map((match) => `line ${i + 1}: ${match[0]}`));
}

describe('the rules this test applies', () => {
  const record = (changes: string) => `# 999 A decision\n\nStatus: accepted\n\n## Context\nWhy.\n\n## Changes\n${changes}`;

  it('pass a record in the form of docs/decisions/README.md', () => {
    expect(recordProblems(record('- 2026-11-23 — Accepted (issue 10): the page cache.\n- 2026-11-27 — Declared by each route\n  (issue 21).\n'))).toEqual([]);
  });

  it('name a record without its Status line, its Changes list, dated entries or their order', () => {
    expect(recordProblems('# 999 A decision\n\n## Context\nWhy.\n')).toEqual(['no "Status: …" line under the title', 'no "## Changes" section']);
    expect(recordProblems(record(''))).toEqual(['"## Changes" lists no entry']);
    expect(recordProblems(record('- Accepted.\n'))).toEqual(['an entry without its date (YYYY-MM-DD): - Accepted.']);
    expect(recordProblems(record('- 2026-11-27 — Later.\n- 2026-11-23 — Accepted.\n'))).toEqual(['the Changes entries are not oldest first']);
    expect(recordProblems(`${record('- 2026-11-23 — Accepted.\n')}\n## Notes\nMore.\n`)).toEqual(['"## Changes" is not the last section']);
  });

  it('find a path of one machine, and leave paths every system has', () => {
    const text = [
      'built in `/work/wt-before/build`, profiled into /tmp/profile',
      'cloned to /home/ada/shop and /Users/ada/shop, C:\\Users\\ada\\shop, /root/shop',
      'chromium at /usr/bin/chromium, the site in /etc/nginx/sites-available/, data in /srv/shop-data',
      'a clone in `/root`, a socket never in `/tmp`, ./.data/tmp/x, ~/work/x, $HOME/tmp/x, https://example.com/home/x',
    ].join('\n');
    expect(machinePaths(text)).toEqual([
      'line 1: /work/wt-before/build',
      'line 1: /tmp/profile',
      'line 2: /home/ada/shop',
      'line 2: /Users/ada/shop',
      'line 2: C:\\Users\\ada\\shop',
      'line 2: /root/shop',
    ]);
  });
});

describe('the decision records', () => {
  it('are there', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it.each(records)('%s has its Status line and a Changes list of dated entries', (file) => {
    expect(recordProblems(read(file))).toEqual([]);
  });

  it('are each in the index of docs/decisions/README.md, with the Status they carry', () => {
    const index = new Map(
      [...read('docs/decisions/README.md').matchAll(/^\| \[\d{3}\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)].map((row) => [`docs/decisions/${row[1]}`, row[2]]),
    );
    const status = (file: string) => /^Status: (.+)$/m.exec(read(file))?.[1];
    expect(records.map((file) => [file, index.get(file)])).toEqual(records.map((file) => [file, status(file)]));
  });
});

describe('the documents', () => {
  it.each(documents)('%s names no path of one developer’s machine', (file) => {
    expect(machinePaths(read(file))).toEqual([]);
  });
});
