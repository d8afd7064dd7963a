import { describe, expect, it, vi } from 'vitest';
import { GlobalPace, routeLabel } from './rest-watch.js';

describe('pacing under Discord’s global limit', () => {
  it('GIVEN 3 a second WHEN 7 requests want to go at once THEN no span of a second holds more than 3 of them', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const pace = new GlobalPace(3);
      const sent: number[] = [];
      const all = Array.from({ length: 7 }, () => pace.turn().then((answered) => {
        sent.push(Date.now());
        answered();
      }));
      await vi.advanceTimersByTimeAsync(3_000);
      await Promise.all(all);
      expect(sent).toEqual([1_000_000, 1_000_000, 1_000_000, 1_001_000, 1_001_000, 1_001_000, 1_002_000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('GIVEN 3 a second and requests answered 400 ms after they went (or held that long before the socket) THEN a slot is free a second after its answer, not after its send', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const pace = new GlobalPace(3);
      const sent: number[] = [];
      const all = Array.from({ length: 6 }, () =>
        pace.turn().then(async (answered) => {
          sent.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 400));
          answered();
        }),
      );
      await vi.advanceTimersByTimeAsync(5_000);
      await Promise.all(all);
      // Counted from the send, the second three would go at 1,000 and could reach Discord together
      // with the first three held 400 ms: six in the span 400–1,400.
      expect(sent).toEqual([0, 0, 0, 1_400, 1_400, 1_400]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('GIVEN a request still unanswered after a second THEN its slot waits for the answer', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const pace = new GlobalPace(1);
      let release!: () => void;
      const first = pace.turn().then((answered) => (release = answered));
      let second = -1;
      const next = pace.turn().then((answered) => {
        second = Date.now();
        answered();
      });
      await first;
      await vi.advanceTimersByTimeAsync(3_000);
      expect(second).toBe(-1);
      release();
      await vi.advanceTimersByTimeAsync(1_000);
      await next;
      expect(second).toBe(4_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('GIVEN REST paths THEN their route labels leave ids and tokens out', () => {
    expect(routeLabel('post', '/api/v10/channels/123456789012345678/messages')).toBe('POST /channels/:id/messages');
    expect(routeLabel('PATCH', '/api/v10/webhooks/123456789012345678/tok.en/messages/@original')).toBe('PATCH /webhooks/:id/:token/messages/@original');
    expect(routeLabel('POST', '/interactions/123456789012345678/tok/callback')).toBe('POST /interactions/:id/:token/callback');
  });
});

describe('the global limit shared by shards', () => {
  it('GIVEN the bot runs 2 shard processes THEN each keeps 22 requests a second (45 ÷ 2)', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const pace = new GlobalPace();
      pace.share(2);
      let sent = 0;
      const all = Array.from({ length: 23 }, () => pace.turn().then((answered) => {
        sent++;
        answered();
      }));
      await vi.advanceTimersByTimeAsync(999);
      expect(sent).toBe(22);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all(all);
      expect(sent).toBe(23);
    } finally {
      vi.useRealTimers();
    }
  });
});
