import { MemoryLimitStore, type Counter, type LimitStore, type Settlement, type Slots } from '../http/limit-store.ts';

/** Sign-in limits (docs/owner.md, "Sign-in limits"); every count is per window, shared by every process when REDIS_URL is set. */
export interface SignInLimits {
  /** Failed attempts per account from one address (the usual guard against a guesser). */
  perAccountAddress: number;
  /** Failed attempts from one address, whatever the account (one guesser trying many accounts). */
  perAddress: number;
  /** Failed attempts per account from devices it never signed in from (guessers on many addresses). */
  perAccount: number;
  /** Failed attempts per known device of an account (a device it signed in from before). */
  perDevice: number;
  windowMs: number;
  /** Checks in progress at once per account from unknown devices, and per address. */
  inProgress: number;
}

/** 5 per account and address, 20 per address, 20 per account from unknown devices, 5 per known device, in 15 minutes; 2 checks at once. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAddress: 5,
  perAddress: 20,
  perAccount: 20,
  perDevice: 5,
  windowMs: 15 * 60_000,
  inProgress: 2,
};

/** Who is trying: the website's account (normalised email), the client address key, and the known device id if any. */
export interface SignInAttempt {
  websiteId: string;
  email: string;
  address: string;
  device: string | null;
}

/** An admitted attempt, to be settled once its password was checked (or could not be). */
export interface Ticket {
  via: Settlement['via'];
  counted: Counter[];
  busy: Slots[];
}

/** How long before trying again when only the checks in progress are full. */
const BUSY_WAIT_MS = 1000;

/**
 * Decides whether a sign-in attempt may check its password, counting it *before* the check
 * (reserve, then settle) so that concurrent guesses are limited exactly (issue 10, defect 1),
 * across processes too when the store is Redis (one atomic script per admission).
 *
 * A stranger cannot lock the owner out (defect 4): an attempt from a known device counts only
 * against that device; an attempt from anywhere else counts against the account from that
 * address, the address, and the account as a whole. The per-account limit stops guessing spread
 * over many addresses, but it never applies to a known device.
 *
 * `name` tells the guards of one store apart (the owners' and the members' sign-in).
 */
export class SignInGuard {
  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly store: LimitStore = new MemoryLimitStore(),
    private readonly name = 'sign-in',
  ) {}

  /** Admits the attempt (its reservations made, in one atomic step of the store) or says how many milliseconds to wait. */
  async admit(a: SignInAttempt): Promise<{ ticket: Ticket } | { waitMs: number }> {
    const { limits, name } = this;
    const account = `${a.websiteId}\n${a.email}`;
    const counter = (kind: string, max: number, key: string): Counter => ({ name: `${name}:${kind}`, key, max, windowMs: limits.windowMs });
    const counted = a.device
      ? [counter('device', limits.perDevice, `${account}\n${a.device}`)]
      : [counter('account-address', limits.perAccountAddress, `${account}\n${a.address}`), counter('address', limits.perAddress, a.address), counter('account', limits.perAccount, account)];
    const slot = (key: string): Slots => ({ name: `${name}:checking`, key, max: limits.inProgress });
    const busy = a.device ? [slot(`device\n${account}\n${a.device}`)] : [slot(`account\n${account}`), slot(`address\n${a.address}`)];
    const r = await this.store.admit(counted, busy, BUSY_WAIT_MS);
    return 'waitMs' in r ? r : { ticket: { via: r.via, counted, busy } };
  }

  /** Settles an admitted attempt: a failure keeps its reservations; a success or an unchecked attempt gives them back. */
  async settle(ticket: Ticket, outcome: 'success' | 'failure' | 'unchecked'): Promise<void> {
    const kept = outcome === 'failure';
    // A success wipes the failures of its own account+address (or device) pair, and only those.
    await this.store.settle({
      via: ticket.via,
      left: ticket.busy,
      released: kept ? [] : ticket.counted,
      cleared: outcome === 'success' ? ticket.counted.slice(0, 1) : [],
    });
  }
}
