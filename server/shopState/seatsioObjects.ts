/**
 * The seats.io stand-in's own server side: hold tokens and the status of each object of an
 * event, as seats.io's REST API describes them (docs.seats.io/docs/api/hold-tokens,
 * /objects, /create-a-hold-token, /change-expiration-date, /temporarily-hold-objects,
 * /release-objects, /book-objects, /objects/retrieve-event-object-infos):
 *
 * - a hold token `{ holdToken, expiresAt, expiresInSeconds }` is created with an optional
 *   `expiresInMinutes` and can be given a new expiry, at most 2 hours after it was created;
 * - an object is `free`, `reservedByToken` (held with one hold token) or `booked`; when a hold
 *   token expires, every object held with it is free again;
 * - holding needs a free object (or one held with the same token); releasing or booking a held
 *   object needs the token it was held with; seats.io answers 400 otherwise.
 *
 * One instance lives in the demo server's state: the chart script reaches it through the stand-in's
 * routes (seatsioStandIn.ts), the demo shop API calls it directly, as a real shop API calls seats.io.
 */
import { randomBytes } from 'node:crypto';

/** seats.io's hold token object (docs: "The hold token object"). */
export interface HoldToken {
  holdToken: string;
  /** ISO date */
  expiresAt: string;
  expiresInSeconds: number;
}

export type ObjectStatus = 'free' | 'reservedByToken' | 'booked';

/** What seats.io says about one object of an event (the fields the stand-in keeps). */
export interface ObjectInfo {
  label: string;
  status: ObjectStatus;
  /** reservedByToken: the token it is held with */
  holdToken?: string;
  ticketType?: string;
  /** booked: the order id given with the booking */
  orderId?: string;
}

/** An object in a hold, release or book call: a label, or `{ objectId, ticketType }`. */
export type ObjectRequest = string | { objectId: string; ticketType?: string };

/** seats.io's 400 answer to a status change it cannot make (every object, or none, changes). */
export class ObjectStatusError extends Error {
  constructor(
    readonly labels: string[],
    reason: string,
  ) {
    super(reason);
  }
}

/** seats.io: "the total maximum validity of a hold token is 2 hours". */
export const MAX_HOLD_TOKEN_MS = 2 * 60 * 60 * 1000;
/** seats.io's default hold period when no expiry is given: 15 minutes. */
export const DEFAULT_HOLD_MINUTES = 15;

interface TokenRecord {
  createdAt: number;
  expiresAt: number;
}

interface Held {
  status: 'reservedByToken' | 'booked';
  holdToken?: string;
  ticketType?: string;
  orderId?: string;
}

const labelOf = (object: ObjectRequest): string =>
  typeof object === 'string' ? object : object.objectId;
const ticketTypeOf = (object: ObjectRequest): string | undefined =>
  typeof object === 'string' ? undefined : object.ticketType;

export class SeatsioObjects {
  private readonly tokens = new Map<string, TokenRecord>();
  /** event key -> object label -> its status when not free */
  private readonly events = new Map<string, Map<string, Held>>();

  constructor(private readonly now: () => number) {}

  private answer(token: string, record: TokenRecord): HoldToken {
    const now = this.now();
    return {
      holdToken: token,
      expiresAt: new Date(record.expiresAt).toISOString(),
      expiresInSeconds: Math.max(0, Math.floor((record.expiresAt - now) / 1000)),
    };
  }

  /** A token that has expired is gone, and so is every hold made with it. */
  private sweep(): void {
    const now = this.now();
    for (const [token, record] of this.tokens) {
      if (record.expiresAt > now) continue;
      this.tokens.delete(token);
      for (const objects of this.events.values())
        for (const [label, held] of objects)
          if (held.status === 'reservedByToken' && held.holdToken === token) objects.delete(label);
    }
  }

  private objectsOf(eventKey: string): Map<string, Held> {
    let objects = this.events.get(eventKey);
    if (!objects) {
      objects = new Map();
      this.events.set(eventKey, objects);
    }
    return objects;
  }

  /** POST /hold-tokens: a new token; seats.io takes the expiry in minutes (the stand-in: fractions too). */
  createHoldToken(expiresInMinutes = DEFAULT_HOLD_MINUTES): HoldToken {
    const token = randomBytes(8).toString('base64url');
    const now = this.now();
    const record = { createdAt: now, expiresAt: now + expiresInMinutes * 60_000 };
    this.tokens.set(token, record);
    return this.answer(token, record);
  }

  /** GET /hold-tokens/{token}: undefined when it does not exist (any more): seats.io's 404. */
  retrieveHoldToken(token: string): HoldToken | undefined {
    this.sweep();
    const record = this.tokens.get(token);
    return record ? this.answer(token, record) : undefined;
  }

  /**
   * POST /hold-tokens/{token} { expiresInMinutes }: a new expiry from now, never later than 2 hours
   * after the token was made; 0 expires it at once. Undefined for an unknown or expired token.
   */
  expireInMinutes(token: string, expiresInMinutes: number): HoldToken | undefined {
    this.sweep();
    const record = this.tokens.get(token);
    if (!record) return undefined;
    const wanted = this.now() + Math.max(0, expiresInMinutes) * 60_000;
    record.expiresAt = Math.min(wanted, record.createdAt + MAX_HOLD_TOKEN_MS);
    const answer = this.answer(token, record);
    this.sweep();
    return answer;
  }

  /** The latest moment a token can be made to expire at (2 hours after it was made), or undefined. */
  latestExpiry(token: string): number | undefined {
    const record = this.tokens.get(token);
    return record ? record.createdAt + MAX_HOLD_TOKEN_MS : undefined;
  }

  /** GET /events/{eventKey}/objects?label=…: each object's status ('free' when nothing holds it). */
  objectInfos(eventKey: string, labels: readonly string[]): Record<string, ObjectInfo> {
    this.sweep();
    const objects = this.objectsOf(eventKey);
    const infos: Record<string, ObjectInfo> = {};
    for (const label of labels) {
      const held = objects.get(label);
      infos[label] = held ? { label, ...held } : { label, status: 'free' };
    }
    return infos;
  }

  /** Every object of the event that is not free (the stand-in's event report by status). */
  notFree(eventKey: string): ObjectInfo[] {
    this.sweep();
    return [...this.objectsOf(eventKey)].map(([label, held]) => ({ label, ...held }));
  }

  /**
   * POST /events/{eventKey}/actions/hold { objects, holdToken }: each object becomes
   * reservedByToken. An object held with the same token stays held (its ticket type may change).
   */
  hold(eventKey: string, requested: readonly ObjectRequest[], holdToken: string): void {
    this.sweep();
    if (!this.tokens.has(holdToken))
      throw new ObjectStatusError(requested.map(labelOf), 'Hold token does not exist or expired');
    const objects = this.objectsOf(eventKey);
    const refused = requested.map(labelOf).filter((label) => {
      const held = objects.get(label);
      return (
        held !== undefined && !(held.status === 'reservedByToken' && held.holdToken === holdToken)
      );
    });
    if (refused.length > 0) throw new ObjectStatusError(refused, 'Objects are not free');
    for (const object of requested)
      objects.set(labelOf(object), {
        status: 'reservedByToken',
        holdToken,
        ticketType: ticketTypeOf(object),
      });
  }

  /**
   * POST /events/{eventKey}/actions/release { objects, holdToken }: held objects need the token
   * they were held with; booked ones are released without one. A free object cannot be released.
   */
  release(eventKey: string, requested: readonly ObjectRequest[], holdToken?: string): void {
    this.sweep();
    const objects = this.objectsOf(eventKey);
    const refused = requested.map(labelOf).filter((label) => {
      const held = objects.get(label);
      if (!held) return true;
      return held.status === 'reservedByToken' && held.holdToken !== holdToken;
    });
    if (refused.length > 0)
      throw new ObjectStatusError(refused, 'Objects are not held with this token');
    for (const object of requested) objects.delete(labelOf(object));
  }

  /**
   * POST /events/{eventKey}/actions/book { objects, holdToken, orderId }: with a hold token, only
   * objects held with it (seats.io: "400 bad request if the seats were not held with the hold token
   * you passed in"); without one, only free objects. Booking again for the same order changes nothing.
   */
  book(
    eventKey: string,
    requested: readonly ObjectRequest[],
    holdToken: string | undefined,
    orderId?: string,
  ): void {
    this.sweep();
    const objects = this.objectsOf(eventKey);
    const refused = requested.map(labelOf).filter((label) => {
      const held = objects.get(label);
      if (held?.status === 'booked') return orderId === undefined || held.orderId !== orderId;
      return holdToken === undefined ? held !== undefined : held?.holdToken !== holdToken;
    });
    if (refused.length > 0) throw new ObjectStatusError(refused, 'Objects cannot be booked');
    for (const object of requested) {
      const label = labelOf(object);
      const held = objects.get(label);
      objects.set(label, {
        status: 'booked',
        ticketType: ticketTypeOf(object) ?? held?.ticketType,
        orderId,
      });
    }
  }
}
