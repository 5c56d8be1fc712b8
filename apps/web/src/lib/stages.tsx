// Drawing a long page in pieces (issue 17, speed): the home page's product lists arrived together
// and were drawn in one task of 90 ms (360 ms on Lighthouse's 4× slower phone), during which the
// page answered no tap. A list that waits for its stage is drawn in a task of its own, one list
// per task in the order they asked, so the browser can paint and handle input in between; each
// keeps its placeholder (the same room) until then, and all are drawn a few frames later.
import { type ReactNode, useEffect, useState } from 'react';

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const waiting: (() => void)[] = [];
let pumping = false;

function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  setTimeout(pump, 0);
}

function enqueue(draw: () => void): void {
  waiting.push(draw);
  if (!pumping) {
    pumping = true;
    setTimeout(pump, 0);
  }
}

/**
 * False until `when` holds and this component's stage has come, then true for good: the caller
 * draws its heavy part only then (a new `when`, e.g. another language's data, draws at once).
 */
export function useStage(when: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!when || reached) return;
    let mounted = true;
    enqueue(() => {
      if (mounted) setReached(true);
    });
    return () => {
      mounted = false;
    };
  }, [when, reached]);
  return when && reached;
}

/**
 * A part of a page below its first screen, drawn in a task after the first screen's (issue 17,
 * speed: a whole page drawn and laid out in one task kept a phone from answering a tap for 200 ms
 * and more on Lighthouse's 4× slower phone). Until then, with `room`, an empty block a screen high
 * keeps what follows it (the footer) below the screen, so that nothing on the screen moves when
 * the part arrives.
 */
export function Later({ children, room = false }: { children: ReactNode; room?: boolean }) {
  if (useStage(true)) return children;
  return room ? <div className="later-room" aria-hidden="true" /> : null;
}
