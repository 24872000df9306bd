import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './connection.ts';

/**
 * What a snapshot of a copy of the database (the search copy, the image index) is good for: its own
 * format, the database it was taken of, that database's schema (the last migration applied), and for
 * the image index the embedder whose descriptors it holds. A snapshot whose key differs is rebuilt from
 * the database, never trusted (issue 28 point 6, decision 094).
 */
export interface SnapshotKey {
  format: number;
  /** The cluster's system identifier and the database's name. */
  database: string;
  /** The hash of the last migration applied. */
  schema: string;
  embedder?: string;
}

/** A key and where the copy stood: every write by a transaction older than `horizon` is in it. */
export interface SnapshotHeader extends SnapshotKey {
  horizon: string;
  savedAt: string;
}

/** This database's key for a snapshot of `format` (and `embedder`, for descriptors). */
export async function snapshotKey(db: Db, own: { format: number; embedder?: string }): Promise<SnapshotKey> {
  const [row] = await queryRows<{ database: string; schema: string | null }>(
    db,
    sql`select (select system_identifier::text from pg_control_system()) || '/' || current_database() as database,
      (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as schema`,
  );
  return { ...own, database: row!.database, schema: row!.schema ?? 'none' };
}

/**
 * Why a saved header cannot be trusted for `key` with the database now at transaction `now`, or null
 * when it can. A horizon beyond every transaction the database has begun is another database's (a data
 * folder made again).
 */
export function distrust(
  header: Partial<SnapshotHeader> | null,
  key: SnapshotKey,
  now: string,
): string | null {
  if (!header) return 'no snapshot';
  for (const part of ['format', 'database', 'schema', 'embedder'] as const) {
    if (header[part] !== key[part]) return `another ${part} (${header[part]}, now ${key[part]})`;
  }
  if (typeof header.horizon !== 'string' || !/^\d+$/.test(header.horizon)) return 'no position';
  if (BigInt(header.horizon) > BigInt(now))
    return `a position ahead of the database (${header.horizon} > ${now})`;
  return null;
}

/** The transaction the database will hand out next: no snapshot of it can stand beyond. */
export async function nextTransaction(db: Db): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return row!.next;
}

/**
 * Writes `file` whole or not at all: beside it under this process's name, then renamed over it, so a
 * reader (or a crash mid-write) sees the previous file or the new one, never half of one.
 */
export function writeAtomically(file: string, write: (beside: string) => void) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const beside = `${file}.${process.pid}.tmp`;
  try {
    write(beside);
    fs.renameSync(beside, file);
  } finally {
    fs.rmSync(beside, { force: true });
  }
}

/**
 * A snapshot file: a 4-byte length, the header as JSON, then the body. Answers null when the file is
 * missing, or throws when it is not one whole snapshot.
 */
export function readSnapshotFile(file: string): { header: Partial<SnapshotHeader>; body: Buffer } | null {
  if (!fs.existsSync(file)) return null;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 4) throw new Error('shorter than its header');
  const length = bytes.readUInt32LE(0);
  if (4 + length > bytes.length) throw new Error('shorter than its header says');
  const { body: sum, ...header } = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Partial<
    SnapshotHeader & { body: { bytes: number; crc32: number } }
  >;
  const body = bytes.subarray(4 + length);
  // A body cut short or changed on disk fails its length or checksum, rather than being read as a copy.
  if (!sum || body.length !== sum.bytes || crc32(body) !== sum.crc32)
    throw new Error('its body does not match its checksum');
  return { header, body };
}

/** Writes a snapshot file (see readSnapshotFile), atomically. */
export function writeSnapshotFile(file: string, header: SnapshotHeader, body: Buffer) {
  const json = Buffer.from(
    JSON.stringify({ ...header, body: { bytes: body.length, crc32: crc32(body) } }),
    'utf8',
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length, 0);
  writeAtomically(file, (beside) => {
    const fd = fs.openSync(beside, 'w');
    try {
      fs.writeSync(fd, length);
      fs.writeSync(fd, json);
      // A body past 2 GB is written in pieces: one write call moves at most that.
      for (let at = 0; at < body.length; at += 1 << 30) fs.writeSync(fd, body.subarray(at, at + (1 << 30)));
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** A snapshot to load, or why none is (logged by the start: decision 094). */
export type Opened<T> = { snapshot: T & { header: SnapshotHeader } } | { distrusted: string };

/**
 * The snapshot `read` finds when its header's key is this database's for `own`; else why not. A
 * snapshot that cannot be read (cut short, changed on disk, not ours) is a reason too, never a crash.
 */
export async function openSnapshot<T extends { header: Partial<SnapshotHeader> }>(
  db: Db,
  own: { format: number; embedder?: string },
  read: () => T | null,
): Promise<Opened<T>> {
  let saved: T | null;
  try {
    saved = read();
  } catch (error) {
    return { distrusted: `unreadable: ${(error as Error).message}` };
  }
  const reason = distrust(saved?.header ?? null, await snapshotKey(db, own), await nextTransaction(db));
  if (reason || !saved) return { distrusted: reason ?? 'no snapshot' };
  return { snapshot: saved as T & { header: SnapshotHeader } };
}

/** The crc32 of a file, read a piece at a time (an image index can be larger than one buffer). */
export function fileChecksum(file: string): number {
  const fd = fs.openSync(file, 'r');
  try {
    const piece = Buffer.alloc(1 << 24);
    let sum = 0;
    for (;;) {
      const read = fs.readSync(fd, piece, 0, piece.length, null);
      if (read === 0) return sum;
      sum = crc32(piece.subarray(0, read), sum);
    }
  } finally {
    fs.closeSync(fd);
  }
}
