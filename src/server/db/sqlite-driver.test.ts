import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, SqliteDriver } from './sqlite-driver.ts';

const require = createRequire(import.meta.url);

describe('the SQLite driver for this Node', () => {
  it('is better-sqlite3 12 on Node 20 and the Node-API build (13) on Node 22 and newer', () => {
    const name = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
    const major = Number(require(`${name}/package.json`).version.split('.')[0]);
    expect(major).toBe(NODE_MAJOR >= 22 ? 13 : 12);
    expect(SqliteDriver).toBe(require(name));
  });

  it('survives many prepared statements being collected (Node 24 aborted here with version 12)', () => {
    const db = new SqliteDriver(':memory:');
    db.exec('create table t (x integer)');
    for (let i = 0; i < 20_000; i++) db.prepare('insert into t values (?)').run(i);
    (globalThis as { gc?: () => void }).gc?.();
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 20_000 });
    db.close();
  });
});
