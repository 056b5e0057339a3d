import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, InvalidInput, NotFound, TooManyRequests } from '../../domain/errors';
import { forAction, forLoader } from './domain-errors.server';

/** What a loader threw. */
async function thrown(read: () => Promise<unknown>): Promise<unknown> {
  try {
    await forLoader(read);
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

const fails = (error: Error) => () => Promise.reject(error);

describe('forLoader', () => {
  it('answers what the read answers', async () => {
    expect(await forLoader(async () => ({ title: 'Ring' }))).toEqual({ title: 'Ring' });
  });

  it('makes a NotFound the page’s 404 and any other refusal its status and message', async () => {
    expect(await thrown(fails(new NotFound('No such product.')))).toMatchObject({ type: 'DataWithResponseInit', data: null, init: { status: 404 } });
    expect(await thrown(fails(new Forbidden('Only the shop owner can do this.')))).toMatchObject({
      data: { message: 'Only the shop owner can do this.' },
      init: { status: 403 },
    });
  });

  it('lets a real failure and a redirect through as they are', async () => {
    const crash = new TypeError('boom');
    expect(await thrown(fails(crash))).toBe(crash);
    const redirect = new Response(null, { status: 302, headers: { Location: '/login' } });
    expect(await thrown(() => Promise.reject(redirect))).toBe(redirect);
  });
});

describe('forAction', () => {
  it('answers what the use case answers', async () => {
    expect(await forAction(async () => 'saved', 'rename')).toBe('saved');
  });

  it('makes a refusal the action’s typed answer with its status, about the form that was sent', async () => {
    expect(await forAction(fails(new Conflict('There is already a gemstone named Ruby.')), 'add')).toMatchObject({
      data: { ok: false, intent: 'add', error: 'There is already a gemstone named Ruby.' },
      init: { status: 409 },
    });
  });

  it('says when to try again after a limit, and which fields an invalid input names', async () => {
    const limited = await forAction(fails(new TooManyRequests('Too many attempts.', 120)));
    expect(limited).toMatchObject({ data: { ok: false, error: 'Too many attempts.' }, init: { status: 429, headers: { 'Retry-After': '120' } } });
    const issues = [{ path: 'ProductVariants.0.title', message: 'Title is required' }];
    expect(await forAction(fails(new InvalidInput('Some fields need attention.', issues)))).toMatchObject({
      data: { ok: false, issues },
      init: { status: 400 },
    });
  });

  it('rethrows anything that is not a refusal', async () => {
    await expect(forAction(fails(new RangeError('bug')))).rejects.toThrow('bug');
  });
});
