import { describe, expect, it } from 'vitest';
import { AttemptThrottle, SlidingWindow, TooManyRequests } from './throttle.ts';

describe('SlidingWindow', () => {
  it('blocks at the limit and frees hits as they leave the window', () => {
    const window = new SlidingWindow(3, 1000);
    window.record('a', 0);
    window.record('a', 400);
    window.record('a', 800);
    expect(window.isBlocked('a', 900)).toBe(true);
    expect(window.isBlocked('b', 900)).toBe(false);
    expect(window.isBlocked('a', 1000)).toBe(false);
    expect(window.count('a', 1000)).toBe(2);
  });
});

describe('AttemptThrottle', () => {
  const throttle = () => new AttemptThrottle({ perEmail: 2, perIp: 3, windowMs: 60_000, message: 'Slow down' });

  it('counts an address case-blind', () => {
    const t = throttle();
    t.record('Ada@Example.com', undefined, 0);
    t.record('ada@example.com', undefined, 0);
    expect(() => t.check('ADA@example.com', undefined, 1)).toThrow(TooManyRequests);
  });

  it('counts a client address across e-mails', () => {
    const t = throttle();
    for (const email of ['a@x.co', 'b@x.co', 'c@x.co']) t.record(email, '10.0.0.1', 0);
    expect(() => t.check('d@x.co', '10.0.0.1', 1)).toThrow('Slow down');
    expect(() => t.check('d@x.co', '10.0.0.2', 1)).not.toThrow();
    expect(() => t.check('d@x.co', undefined, 1)).not.toThrow();
  });
});
