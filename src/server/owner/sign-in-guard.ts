import { FailedAttempts, InProgress } from './attempts.ts';

/** Sign-in limits (docs/owner.md, "Sign-in limits"); every count is per process and per window. */
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
  counted: Array<[FailedAttempts, string]>;
  cleared: Array<[FailedAttempts, string]>;
  busy: Array<[InProgress, string]>;
}

/** How long before trying again when only the checks in progress are full. */
const BUSY_WAIT_MS = 1000;

/**
 * Decides whether a sign-in attempt may check its password, counting it *before* the check
 * (reserve, then settle) so that concurrent guesses are limited exactly (issue 10, defect 1).
 *
 * A stranger cannot lock the owner out (defect 4): an attempt from a known device counts only
 * against that device; an attempt from anywhere else counts against the account from that
 * address, the address, and the account as a whole. The per-account limit stops guessing spread
 * over many addresses, but it never applies to a known device.
 */
export class SignInGuard {
  private readonly byAccountAddress: FailedAttempts;
  private readonly byAddress: FailedAttempts;
  private readonly byAccount: FailedAttempts;
  private readonly byDevice: FailedAttempts;
  private readonly checking: InProgress;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now: () => number = Date.now) {
    this.byAccountAddress = new FailedAttempts(limits.perAccountAddress, limits.windowMs, 100_000, now);
    this.byAddress = new FailedAttempts(limits.perAddress, limits.windowMs, 100_000, now);
    this.byAccount = new FailedAttempts(limits.perAccount, limits.windowMs, 100_000, now);
    this.byDevice = new FailedAttempts(limits.perDevice, limits.windowMs, 100_000, now);
    this.checking = new InProgress(limits.inProgress);
  }

  /**
   * Admits the attempt (its reservations made) or says how many milliseconds to wait. Runs
   * without awaiting anything, so no other attempt can slip in between check and count.
   */
  admit(a: SignInAttempt): { ticket: Ticket } | { waitMs: number } {
    const account = `${a.websiteId}\n${a.email}`;
    const counted: Ticket['counted'] = a.device
      ? [[this.byDevice, `${account}\n${a.device}`]]
      : [[this.byAccountAddress, `${account}\n${a.address}`], [this.byAddress, a.address], [this.byAccount, account]];
    const busy: Ticket['busy'] = a.device
      ? [[this.checking, `device\n${account}\n${a.device}`]]
      : [[this.checking, `account\n${account}`], [this.checking, `address\n${a.address}`]];
    const waitMs = Math.max(0, ...counted.map(([c, key]) => c.blockedFor(key)));
    if (waitMs > 0) return { waitMs };
    if (busy.some(([c, key]) => !c.hasRoom(key))) return { waitMs: BUSY_WAIT_MS };
    for (const [c, key] of counted) c.reserve(key);
    for (const [c, key] of busy) c.enter(key);
    // A success wipes the failures of its own account+address (or device) pair, and only those.
    return { ticket: { counted, cleared: counted.slice(0, 1), busy } };
  }

  /** Settles an admitted attempt: a failure keeps its reservations; a success or an unchecked attempt gives them back. */
  settle(ticket: Ticket, outcome: 'success' | 'failure' | 'unchecked'): void {
    for (const [c, key] of ticket.busy) c.leave(key);
    if (outcome === 'failure') return;
    for (const [c, key] of ticket.counted) c.release(key);
    if (outcome === 'success') for (const [c, key] of ticket.cleared) c.clear(key);
  }
}
