/**
 * A state machine as one transition table (STYLE.md "Names"): `table[from]` lists the states
 * `from` may move to. Every change of state asks `sourcesOf(to)` for the states it may come from
 * and applies it as a conditional UPDATE (`... WHERE status IN (sources)`), so two concurrent
 * changes cannot both apply and an illegal one changes nothing.
 */
export interface StateMachine<S extends string> {
  readonly table: Readonly<Record<S, readonly S[]>>;
  canMove(from: S, to: S): boolean;
  /** The states from which `to` can be reached. */
  sourcesOf(to: S): S[];
}

export function stateMachine<S extends string>(table: Record<S, readonly S[]>): StateMachine<S> {
  const states = Object.keys(table) as S[];
  return {
    table,
    canMove: (from, to) => table[from].includes(to),
    sourcesOf: (to) => states.filter((s) => table[s].includes(to)),
  };
}
