import type { Redis } from 'ioredis';
import type { Bucket, Counter, LimitStore, Settlement, Slots, Via } from './limit-store.ts';

/** The time of the limits: the process's clock when given (tests), else Redis's own (one clock for every process). */
const NOW = `
local now = tonumber(ARGV[1])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`;

/** Token buckets, the same arithmetic as TokenBuckets: a hash {t: tokens, a: at}, gone once it would be full again. */
const TAKE = `${NOW}
for i, key in ipairs(KEYS) do
  local per = tonumber(ARGV[i + 1])
  local perMs = per / 60000
  local held = redis.call('HMGET', key, 't', 'a')
  local tokens = per
  if held[1] then tokens = math.min(per, tonumber(held[1]) + math.max(0, now - tonumber(held[2])) * perMs) end
  local wait = 0
  if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / perMs) end
  redis.call('HSET', key, 't', string.format('%.17g', tokens), 'a', string.format('%.17g', now))
  redis.call('PEXPIRE', key, math.ceil((per - tokens) / perMs) + 1000)
  if wait > 0 then return wait end
end
return 0
`;

/**
 * Sign-in attempts, the same rules as FailedAttempts and InProgress: KEYS are n counters (hash
 * {c: count, r: resetAt}) then the slots (a count); ARGV: now, n, busy wait, max and window of
 * each counter, max of each slot, the slots' time to live.
 */
const ADMIT = `${NOW}
local n = tonumber(ARGV[2])
local wait = 0
for i = 1, n do
  local held = redis.call('HMGET', KEYS[i], 'c', 'r')
  if held[1] and tonumber(held[2]) > now and tonumber(held[1]) >= tonumber(ARGV[2 + 2 * i]) then
    wait = math.max(wait, tonumber(held[2]) - now)
  end
end
if wait > 0 then return wait end
for j = n + 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[j]) or '0') >= tonumber(ARGV[3 + n + j]) then return tonumber(ARGV[3]) end
end
for i = 1, n do
  local held = redis.call('HMGET', KEYS[i], 'c', 'r')
  local resetAt = tonumber(held[2] or '0')
  if not held[1] or resetAt <= now then
    resetAt = now + tonumber(ARGV[3 + 2 * i])
    redis.call('HSET', KEYS[i], 'c', 1, 'r', string.format('%.17g', resetAt))
  else
    redis.call('HINCRBY', KEYS[i], 'c', 1)
  end
  redis.call('PEXPIRE', KEYS[i], math.max(1, resetAt - now))
end
for j = n + 1, #KEYS do
  redis.call('INCR', KEYS[j])
  redis.call('PEXPIRE', KEYS[j], tonumber(ARGV[#ARGV]))
end
return 0
`;

/** KEYS: the slots left, the counters released, the counters cleared; ARGV: how many of the first two. */
const SETTLE = `
local m = tonumber(ARGV[1])
local r = tonumber(ARGV[2])
for j = 1, m do
  if redis.call('DECR', KEYS[j]) <= 0 then redis.call('DEL', KEYS[j]) end
end
for i = m + 1, m + r do
  if tonumber(redis.call('HGET', KEYS[i], 'c') or '0') > 0 then redis.call('HINCRBY', KEYS[i], 'c', -1) end
end
for i = m + r + 1, #KEYS do redis.call('DEL', KEYS[i]) end
return 0
`;

/** A slot of a process that died before leaving it comes back after this long (a password check takes well under a second). */
const SLOT_TTL_MS = 60_000;

type Script = (numKeys: number, ...args: Array<string | number>) => Promise<number>;
interface Scripts {
  vitrinaLimitTake: Script;
  vitrinaLimitAdmit: Script;
  vitrinaLimitSettle: Script;
}

/**
 * Limits kept in Redis, shared by every process and exact: each operation is one Lua script,
 * which Redis runs alone. Keys are `<prefix>rl:<limiter name>:<key>`, each with a time to live
 * (gone once it would count nothing). Errors are thrown: SharedLimitStore falls back on memory.
 */
export class RedisLimitStore implements LimitStore {
  private readonly scripts: Scripts;

  constructor(
    client: Redis,
    private readonly prefix = 'vitrina:',
    private readonly now?: () => number,
  ) {
    client.defineCommand('vitrinaLimitTake', { lua: TAKE });
    client.defineCommand('vitrinaLimitAdmit', { lua: ADMIT });
    client.defineCommand('vitrinaLimitSettle', { lua: SETTLE });
    this.scripts = client as unknown as Scripts;
  }

  async take(buckets: readonly Bucket[]): Promise<number> {
    if (buckets.length === 0) return 0;
    return this.scripts.vitrinaLimitTake(buckets.length, ...buckets.map((b) => this.key(b)), this.clock(), ...buckets.map((b) => b.perMinute));
  }

  async admit(counted: readonly Counter[], busy: readonly Slots[], busyWaitMs: number): Promise<{ waitMs: number } | { via: Via }> {
    const keys = [...counted, ...busy].map((k) => this.key(k));
    const args = [this.clock(), counted.length, busyWaitMs, ...counted.flatMap((c) => [c.max, c.windowMs]), ...busy.map((s) => s.max), SLOT_TTL_MS];
    const waitMs = await this.scripts.vitrinaLimitAdmit(keys.length, ...keys, ...args);
    return waitMs > 0 ? { waitMs } : { via: 'redis' };
  }

  async settle(s: Settlement): Promise<void> {
    const keys = [...s.left, ...s.released, ...s.cleared].map((k) => this.key(k));
    if (keys.length) await this.scripts.vitrinaLimitSettle(keys.length, ...keys, s.left.length, s.released.length);
  }

  private key(k: { name: string; key: string }): string {
    return `${this.prefix}rl:${k.name}:${k.key}`;
  }

  private clock(): number {
    return this.now ? this.now() : -1;
  }
}
