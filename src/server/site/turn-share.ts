/**
 * A share of each turn of the event loop: at most `perTurn` callers go on in one turn, the others wait for the next
 * turns, in order. Between two turns Node reads the sockets again, so a request that needs no share (a page
 * answered from memory) waits behind at most `perTurn` of the callers' work, not behind all of them.
 */
export function turnShare(perTurn: number): () => Promise<void> | null {
  const waiting: (() => void)[] = [];
  let used = 0;
  let turnEnding = false;
  const nextTurn = () => {
    used = 0;
    for (const go of waiting.splice(0, perTurn)) {
      used++;
      go();
    }
    turnEnding = used > 0;
    if (turnEnding) setImmediate(nextTurn);
  };
  return () => {
    if (!turnEnding) {
      turnEnding = true;
      setImmediate(nextTurn);
    }
    if (used < perTurn && waiting.length === 0) {
      used++;
      return null;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
