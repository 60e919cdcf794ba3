import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

// The hottest reads (the session lookup of every request, the dashboard's data) are built with the
// query builder like every other query, but building and compiling a Kysely query on each call
// costs more CPU than running it (~0.15 ms for the dashboard's statement against ~0.1 ms for the
// round trip; docs/performance.md). `prepared` builds and compiles once per Kysely instance and
// afterwards only swaps the parameter values in. On PostgreSQL the statement also runs as a named
// prepared statement (see database.ts), so the server parses and plans it once per connection.

/** SQL text -> statement name, for the pg driver (database.ts). Only `prepared` adds to it. */
export const statementNames = new Map<string, string>();

/** Stands in for an argument while compiling, so its parameter slot can be found. */
class Slot {
  constructor(readonly index: number) {}
}

interface Entry<O> {
  compiled: CompiledQuery<O>;
  /** For each parameter of the compiled query: the argument it comes from, or -1 (a constant). */
  slots: number[];
}

/**
 * A query compiled once per Kysely instance. `build` must use each argument only as a plain
 * parameter value (compared, inserted, ...), never to shape the SQL: the SQL is built once.
 */
export function prepared<A extends unknown[], O>(
  name: string,
  build: (db: Kysely<DB>, ...args: A) => Compilable<O>,
): (db: Kysely<DB>, ...args: A) => Promise<O[]> {
  const cache = new WeakMap<Kysely<DB>, Entry<O>>();
  const compile = (db: Kysely<DB>, arity: number): Entry<O> => {
    const stand = Array.from({ length: arity }, (_, i) => new Slot(i));
    const compiled = build(db, ...(stand as unknown as A)).compile();
    const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
    for (const s of stand) {
      if (!slots.includes(s.index)) throw new Error(`prepared query ${name}: argument ${s.index} is not a parameter`);
    }
    const known = statementNames.get(compiled.sql);
    if (known === undefined) statementNames.set(compiled.sql, `${name}_${statementNames.size + 1}`);
    return { compiled, slots };
  };
  return async (db, ...args) => {
    let entry = cache.get(db);
    if (!entry) {
      entry = compile(db, args.length);
      cache.set(db, entry);
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((p, i) => {
      const slot = slots[i] ?? -1;
      return slot >= 0 ? args[slot] : p;
    });
    const result = await db.executeQuery<O>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}

/** A `prepared` query that always yields exactly one row (e.g. a SELECT without FROM of subqueries). */
export function preparedRow<A extends unknown[], O>(
  name: string,
  build: (db: Kysely<DB>, ...args: A) => Compilable<O>,
): (db: Kysely<DB>, ...args: A) => Promise<O> {
  const run = prepared(name, build);
  return async (db, ...args) => {
    const [row] = await run(db, ...args);
    if (!row) throw new Error(`prepared query ${name} returned no row`);
    return row;
  };
}
