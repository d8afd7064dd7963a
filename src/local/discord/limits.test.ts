import { describe, expect, it } from 'vitest';
import { RateLimiter, type Verdict } from './limits.js';

const POST = '/channels/:channel/messages';

function limiter(opts: ConstructorParameters<typeof RateLimiter>[0] = {}) {
  let now = 1_000_000;
  const l = new RateLimiter(opts, () => now);
  return { l, advance: (ms: number) => (now += ms), now: () => now };
}

const post = (l: RateLimiter, channel = '1', body = '{}'): Verdict => l.check('POST', `/channels/${channel}/messages`, POST, true, body);

describe('the local Discord’s rate limits', () => {
  it('GIVEN a channel’s post bucket of 5 per 5 s WHEN a sixth post comes within the window THEN it is refused 429 with the route headers, Retry-After in whole seconds and retry_after to the millisecond; after the reset it passes', () => {
    const { l, advance } = limiter();
    const first = post(l);
    expect(first).toMatchObject({ limited: false, headers: { 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '5.000' } });
    for (let i = 0; i < 4; i++) expect(post(l, '1', `{"n":${i}}`).limited).toBe(false);
    advance(1_200);
    const sixth = post(l, '1', '{"n":5}');
    expect(sixth).toMatchObject({
      limited: true,
      scope: 'user',
      headers: { 'retry-after': '4', 'x-ratelimit-scope': 'user', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '3.800' },
      body: { message: 'You are being rate limited.', retry_after: 3.8, global: false },
    });
    expect(sixth.headers['x-ratelimit-bucket']).toBe(first.headers['x-ratelimit-bucket']);
    expect(post(l, '2').limited).toBe(false); // another channel: another bucket
    advance(3_800);
    expect(post(l, '1', '{"n":5}').limited).toBe(false);
    expect(l.stats().earlyRepeats).toBe(0);
  });

  it('GIVEN a refused request WHEN the same request comes again before its retry_after THEN it is counted as an early repeat', () => {
    const { l, advance } = limiter({ routes: { [`POST ${POST}`]: { limit: 1, windowMs: 1_000 } } });
    post(l);
    expect(post(l, '1', '{"again":true}').limited).toBe(true);
    advance(500);
    expect(post(l, '1', '{"again":true}').limited).toBe(true);
    expect(l.stats().earlyRepeats).toBe(1);
  });

  it('GIVEN 50 requests a second WHEN a 51st comes in the same second THEN it is refused as global (X-RateLimit-Global); interaction callbacks and webhooks are not counted', () => {
    const { l, advance } = limiter({ routes: {} });
    for (let i = 0; i < 50; i++) expect(post(l, String(i)).limited).toBe(false);
    expect(l.check('POST', '/interactions/9/tok/callback', '/interactions/:interaction/:token/callback', false, '{}').limited).toBe(false);
    expect(l.check('PATCH', '/webhooks/1/tok/messages/@original', '/webhooks/:app/:token/messages/:message', false, '{}').limited).toBe(false);
    const refused = post(l, 'x');
    expect(refused).toMatchObject({ limited: true, scope: 'global', headers: { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global', 'retry-after': '1' }, body: { global: true } });
    advance(1_000);
    expect(post(l, 'x').limited).toBe(false);
    expect(l.stats()).toMatchObject({ rateLimited: { global: 1 }, peakPerSecond: 50 });
  });

  it('GIVEN a busy channel WHEN the bot writes there THEN 429 with scope shared, not counted as invalid; reading is still allowed', () => {
    const { l, advance } = limiter();
    l.busy('1', 2_000);
    expect(post(l)).toMatchObject({ limited: true, scope: 'shared', headers: { 'x-ratelimit-scope': 'shared', 'retry-after': '2' } });
    expect(l.check('GET', '/channels/1/messages', '/channels/:channel/messages', true, 'null').limited).toBe(false);
    expect(l.invalidRequests()).toBe(0);
    advance(2_000);
    expect(post(l).limited).toBe(false);
  });

  it('GIVEN 401, 403 and non-shared 429 answers WHEN they reach the limit within 10 minutes THEN every request is refused for an hour; old ones fall out of the count', () => {
    const { l, advance } = limiter({ invalidLimit: 4 });
    l.answered(401);
    l.answered(403);
    l.answered(404); // not invalid
    expect(l.invalidRequests()).toBe(2);
    advance(10 * 60_000);
    expect(l.invalidRequests()).toBe(0);
    for (let i = 0; i < 4; i++) l.answered(403);
    expect(l.banned).toBe(true);
    expect(post(l)).toMatchObject({ limited: true, scope: 'banned' });
    advance(60 * 60_000);
    expect(l.banned).toBe(false);
    expect(post(l).limited).toBe(false);
  });
});
