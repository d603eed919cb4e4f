// Taking over the server's markup a piece at a time (ADR 0012, "Progressive take-over").
//
// On a server-rendered page the app's first render runs over the markup the server sent
// (main.tsx). One render of a whole listing page is one long task on a phone (~250 ms at
// Lighthouse's 4× slowdown), which is Total Blocking Time. Parts of a page wrapped in <Deferred>
// are left exactly as the server sent them by that first render, and each is then rendered in a
// task of its own, one after another, until the whole page is the app's.
//
// How: during the first render over the markup, the wrapped part throws a promise, as a lazy
// component does. Preact keeps the element it found in the markup for a component that
// suspends while it renders over existing DOM (diff/index.js, "bailout preserves DOM"). Preact's
// compat Suspense would then show its fallback; the boundary here keeps the element instead and
// renders the part over it when its turn comes, diffing attributes and children as any render
// over existing markup does. The boundary relies on two names of Preact 10's internals, pinned by
// deferred-render.test.tsx: a component's `__c` method is what Preact calls on the nearest
// ancestor when a child throws a promise (`_childDidSuspend`), and a vnode's `__c` is its
// component instance.
//
// Rules for a deferred part: it renders exactly one element at its top (Preact keeps one DOM
// node for a suspended component), and its markup comes from the same render (the server's), so
// the page looks the same before and after. Parts nest: a part inside a part is kept as markup
// when the outer one is taken over, and gets a task of its own after it. Outside that first render (every client render,
// every navigation, the server) <Deferred> renders its children at once.
import { options } from 'preact';
import { Component } from 'react';
import type { ReactNode } from 'react';

let adopting = false;
/** The parts waiting for their turn, first come first served, one per task. */
const turns: Array<() => void> = [];
let draining = false;
/** Parts kept as markup and not taken over yet, and who waits for there to be none. */
let unfinished = 0;
let whenAllTakenOver: (() => void) | null = null;

/** Gives the browser a turn: input, paint and other tasks run before the next part renders. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drain(): Promise<void> {
  // The check comes after the yield: a part taken over in the previous turn may have queued
  // parts of its own.
  for (;;) {
    await yieldToBrowser();
    const next = turns.shift();
    if (!next) break;
    next();
  }
  draining = false;
}

/** A turn after those already waiting, or (`first`) before them. */
function queueTurn(first = false): Promise<void> {
  return new Promise((resolve) => {
    if (first) turns.unshift(resolve);
    else turns.push(resolve);
    if (!draining) {
      draining = true;
      void drain();
    }
  });
}

// Effects. Preact runs the effects of every component rendered since its last flush in one go,
// after the next frame; its hooks ask `options.requestAnimationFrame` (a public hook) for that
// schedule when the first one is queued. Parts taken over one per task would pile their effects
// (each query observer subscribing, listeners, observers) into one long task after the last
// part: 7.8 ms on the home page on a fast desktop, ~100 ms on Lighthouse's phone. While the page
// is being taken over, the flush takes a turn of its own ahead of the next part instead, so each
// part's effects run in a task of their own, right after it.
type FlushSchedule = (flush: () => void) => void;
let scheduleBefore: FlushSchedule | undefined;
let flushingInTurns = false;

const flushInNextTurn: FlushSchedule = (flush) => {
  void queueTurn(true).then(flush);
};

function flushEffectsInTurns(): void {
  if (flushingInTurns) return;
  flushingInTurns = true;
  // A plain function slot of Preact's options, read to be put back as it was.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  scheduleBefore = options.requestAnimationFrame;
  options.requestAnimationFrame = flushInNextTurn;
}

function flushEffectsAfterPaint(): void {
  if (!flushingInTurns) return;
  flushingInTurns = false;
  options.requestAnimationFrame = scheduleBefore;
  scheduleBefore = undefined;
}

function settleIfDone(): void {
  if (unfinished !== 0) return;
  flushEffectsAfterPaint();
  whenAllTakenOver?.();
  whenAllTakenOver = null;
}

function partDone(): void {
  unfinished -= 1;
  settleIfDone();
}

/**
 * Runs `render` (a render over server markup) with every <Deferred> part left as the markup has
 * it; resolves when every part, nested ones included, has been taken over, each in its own task.
 */
export function renderOverMarkupInParts(render: () => void): Promise<void> {
  const allTakenOver = new Promise<void>((resolve) => {
    whenAllTakenOver = resolve;
  });
  flushEffectsInTurns();
  adopting = true;
  try {
    render();
  } finally {
    adopting = false;
  }
  settleIfDone();
  return allTakenOver;
}

/**
 * Renders a released part now, over its markup, with `adopting` set: a <Deferred> nested in it is
 * kept as markup in turn and taken over in a later task. Preact renders a component's update in a
 * microtask; `options.debounceRendering` (Preact's public hook for that schedule) runs it at once.
 */
function takeOver(gate: { forceUpdate(): void }): void {
  adopting = true;
  try {
    renderNow(() => gate.forceUpdate());
  } finally {
    adopting = false;
  }
}

/** Runs `update` (a setState or forceUpdate) and renders what it changed at once, in this task. */
function renderNow(update: () => void): void {
  // A plain function slot of Preact's options, read to be put back as it was.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const schedule = options.debounceRendering;
  options.debounceRendering = (render) => render();
  try {
    update();
  } finally {
    options.debounceRendering = schedule;
  }
}

interface SuspendingVNode {
  /** Preact's `_component`: here, always a gate. */
  __c?: DeferGate | null;
  /** Preact's `_dom`: the element of the markup Preact kept for the suspended gate. */
  __e?: Node | null;
}

interface GateProps {
  children?: ReactNode;
  ready?: (() => Promise<unknown>) | undefined;
  nearView?: boolean | undefined;
}

/**
 * How far below (and above) the viewport a `nearView` part is taken over: a screen's quarter,
 * so a part scrolled towards is the app's before it is on screen.
 */
export const NEAR_VIEW_MARGIN = '25% 0px';

/** Events that mean someone is about to use a part: it is taken over before the event that follows. */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

class DeferGate extends Component<GateProps> {
  private waiting: Promise<void> | null = null;
  /** For a `nearView` part: wakes it (its take-over then follows in a microtask). */
  private wake: (() => void) | null = null;
  private unwatch: (() => void) | null = null;
  private watched = false;
  /** Whether the part counts among those renderOverMarkupInParts waits for. */
  private counted = false;

  constructor(props: GateProps) {
    super(props);
    if (!adopting) return;
    unfinished += 1;
    this.counted = true;
    // Whatever the part needs (its lazy code) starts loading in a turn of its own (asking for a
    // chunk inserts its preload links into the head: ~12 ms at Lighthouse's 4× slowdown for the
    // footer's, which the first render need not carry), and the part queues for its turn once the code has
    // arrived, so parts whose code arrives together (the home page's carousels share a chunk)
    // still take a task each. A failed load leaves the part to its own Suspense.
    // A `nearView` part is woken by watch() once Preact has kept its element (after a turn), and
    // only then asks for its code.
    const { ready } = props;
    const due = props.nearView
      ? new Promise<void>((resolve) => {
          this.wake = resolve;
        })
      : queueTurn();
    this.waiting = ready
      ? due
          .then(ready)
          .catch(() => undefined)
          .then(() => queueTurn())
      : due;
  }

  /**
   * A `nearView` part near the viewport at the start takes its turn as any part does; one further
   * down stops counting (the page is ready without it) and is taken over when it comes within
   * NEAR_VIEW_MARGIN of the viewport, or at once when someone presses, touches, focuses or types
   * in it (links in the markup work before that; the take-over keeps their elements, so a click
   * that follows a press reaches the app's handlers).
   */
  watch(element: Node | null | undefined): void {
    const wake = this.wake;
    // A render of the page before the part is woken suspends it again, over the same element.
    if (!wake || this.watched) return;
    this.watched = true;
    const turnThenWake = () => {
      this.unwatch?.();
      void queueTurn().then(wake);
    };
    if (!(element instanceof Element) || typeof IntersectionObserver !== 'function') {
      turnThenWake();
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (near) turnThenWake();
        else if (first) this.uncount();
        first = false;
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    const now = () => {
      this.unwatch?.();
      wake();
    };
    observer.observe(element);
    for (const type of WAKING_EVENTS) element.addEventListener(type, now, { capture: true, passive: true });
    this.unwatch = () => {
      this.unwatch = null;
      observer.disconnect();
      for (const type of WAKING_EVENTS) element.removeEventListener(type, now, { capture: true });
    };
  }

  private uncount(): void {
    if (!this.counted) return;
    this.counted = false;
    partDone();
  }

  /** The part's turn has come (and its code): render it over its markup now. */
  release(): void {
    if (!this.waiting) return;
    this.waiting = null;
    this.wake = null;
    takeOver(this);
    this.uncount();
  }

  override componentWillUnmount(): void {
    // The page moved on before the part's turn.
    this.unwatch?.();
    if (!this.waiting) return;
    this.waiting = null;
    this.wake = null;
    this.uncount();
  }

  override render() {
    // A thrown promise is how a component suspends (as React.lazy does); Preact catches it.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (this.waiting) throw this.waiting;
    return this.props.children;
  }
}

class DeferBoundary extends Component<{ children?: ReactNode }> {
  override render() {
    return this.props.children;
  }
}

// Preact's `_childDidSuspend`, called on the nearest ancestor that has it when a child throws a
// promise. The gate's element stays as it was; when its turn comes the gate renders over it.
Object.defineProperty(DeferBoundary.prototype, '__c', {
  value(this: DeferBoundary, promise: Promise<void>, suspending: SuspendingVNode) {
    const gate = suspending.__c;
    gate?.watch(suspending.__e);
    void promise.then(() => gate?.release());
  },
});

/**
 * Renders what has no markup of its own (a watcher, the scroll restoration, the toaster): at once
 * outside the render over the markup; during it, nothing at first, then the children in a turn of
 * their own after the parts queued before them. The page is not ready (renderOverMarkupInParts
 * does not resolve) until they have rendered, or gone away.
 */
export class AfterFirstRender extends Component<{ children?: ReactNode }, { due: boolean }> {
  private counted = false;
  private live = true;

  constructor(props: { children?: ReactNode }) {
    super(props);
    this.state = { due: !adopting };
    if (!adopting) return;
    unfinished += 1;
    this.counted = true;
    void queueTurn().then(() => {
      if (!this.live) return;
      renderNow(() => this.setState({ due: true }));
      this.uncount();
    });
  }

  private uncount(): void {
    if (!this.counted) return;
    this.counted = false;
    partDone();
  }

  override componentWillUnmount(): void {
    this.live = false;
    this.uncount();
  }

  override render() {
    return this.state.due ? this.props.children : null;
  }
}

/**
 * A part of a server-rendered page that the app takes over in a task of its own after the first
 * render (see the top of this file). Wrap one element. `ready` (a lazy component's preload) is
 * what the part needs before it renders: its code then renders over the markup at once, where a
 * suspension would first swap the markup for the Suspense fallback. A `nearView` part further
 * down the page, or hidden at this width, waits until it is scrolled towards, shown or used
 * (DeferGate.watch); it is for parts whose markup works as it is (links). With `ready` too, its
 * code is asked for when it wakes, and it is taken over once the code is here.
 */
export function Deferred({
  children,
  ready,
  nearView,
}: {
  children: ReactNode;
  ready?: () => Promise<unknown>;
  nearView?: boolean;
}) {
  return (
    <DeferBoundary>
      <DeferGate ready={ready} nearView={nearView}>
        {children}
      </DeferGate>
    </DeferBoundary>
  );
}
