/**
 * PostgreSQL advisory locks take two 32-bit keys. Every lock this application takes has a first key
 * of its own ("UnPi" in ASCII, plus the lock's kind), so that it cannot meet another application's
 * on a shared database.
 */
const SPACE = 0x556e5069;

/** Held by the server applying migrations; the others wait, then find them applied. */
export const MIGRATION_LOCK: readonly [number, number] = [SPACE, 1];

/** The first key of a client's rate-limit lock; the second is the hash of the client's address. */
export const CLIENT_LIMIT_LOCK_SPACE = SPACE + 1;
