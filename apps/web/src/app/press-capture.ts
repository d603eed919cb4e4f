// No press is lost while a page loads (ADR 0045, after ADR 0033). The server's markup is on screen
// before the code that answers it: all of it while the page's scripts download, and a slice of it
// while that slice's own chunk is on its way. A press on such markup did nothing: before React
// runs there is no handler, and React 19 stops a press on markup it cannot hydrate yet rather than
// replay it. This script, inlined in the document's head (it runs before anything can be pressed),
// holds such a press and presses again, once, when React has taken the control over.
//
// It is one self-contained function: the server inlines its source (`pressCaptureScript`), so it
// must not use anything outside its own body. Only presses are held: a click on a button, a check
// box, a radio or their label, and a form's submission. A link, a text field, a select and a form
// with its own `action` keep working as the browser makes them work without JavaScript.

/** The document's inline script: installs the capture in the page. */
export function pressCaptureScript(): string {
  // Its lines without their indentation: the same code, a fifth smaller in every document.
  return `(${installPressCapture.toString().replace(/\n\s+/g, '\n')})(window)`;
}

/** Installs the capture listeners on `win` (the page's window; a test's jsdom window). */
export function installPressCapture(win: Window & typeof globalThis): void {
  // What React puts on every element it has rendered, with the element's props (its handlers).
  // A control without it is server markup no handler answers yet. With it, the slice may still
  // be waiting: React leaves it on the elements of a slice whose hydration stopped for a chunk.
  const propsOf = (node: Element): unknown => {
    const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
    return key && (node as unknown as Record<string, unknown>)[key];
  };
  interface Held {
    control: Element;
    // Ticks the control has had React's props for; the press waits for one (React has committed).
    ready: number;
    // The props of the last try that React stopped: the next try waits for a new render.
    tried: unknown;
    tries: number;
    // Ticks the control has been disabled for.
    waited: number;
    // Presses again; true when the press reached the control (React stops one on a slice it still cannot hydrate).
    press: () => boolean;
  }
  const queue: Held[] = [];
  let timer = 0;

  // Replays the oldest press once React has its control, in the order they were made (a ship-to
  // chosen before Continue is chosen first).
  const tick = () => {
    timer = 0;
    const next = queue[0];
    if (next) {
      const props = next.control.isConnected ? propsOf(next.control) : undefined;
      if (!next.control.isConnected || next.tries > 9 || next.waited > 200) queue.shift();
      else if (!props) next.ready = 0;
      // Disabled for now (Continue to review while the totals of a ship-to chosen before it are
      // worked out): the press waits for it, up to ten seconds, rather than being spent on it.
      else if (next.control.matches(':disabled')) next.waited += 1;
      else if (next.ready++ > 0 && props !== next.tried) {
        if (next.press()) queue.shift();
        else {
          next.tried = props;
          next.tries += 1;
        }
      }
    }
    if (queue.length) timer = win.setTimeout(tick, 50);
  };

  // Presses at `target` what `again()` makes; true when it got to `control`.
  const pressAgain = (control: Element, target: Element, again: () => Event) => {
    const event = again();
    let reached = false;
    const mark = () => (reached = true);
    control.addEventListener(event.type, mark, true);
    try {
      (target.isConnected ? target : control).dispatchEvent(event);
    } finally {
      control.removeEventListener(event.type, mark, true);
    }
    return reached;
  };

  const queueFor = (control: Element, target: Element, again: () => Event, tried?: unknown) => {
    // A second press on a control still waiting is the same press (a double tap, an impatient
    // buyer): Place order must be pressed once.
    if (queue.some((held) => held.control === control)) return;
    queue.push({
      control,
      ready: 0,
      tried,
      tries: 0,
      waited: 0,
      press: () => pressAgain(control, target, again),
    });
    timer ||= win.setTimeout(tick, 50);
  };

  // Holds `event`, made on `control` at `target`, to make it again with `again()`.
  const hold = (event: Event, control: Element, target: Element, again: () => Event) => {
    // React's props on the target: React answers the press, unless it stops it before the control
    // (its slice waits for a chunk); then it is pressed again after React's next render of it.
    const props = propsOf(target);
    if (props) {
      let reached = false;
      const mark = () => (reached = true);
      control.addEventListener(event.type, mark, true);
      win.setTimeout(() => {
        control.removeEventListener(event.type, mark, true);
        if (!reached && !event.defaultPrevented) queueFor(control, target, again, props);
      });
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    queueFor(control, target, again);
  };

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof win.Element)) return;
      const control = target.closest(
        'a[href],button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=option],[role=menuitem]',
      );
      if (!control || control.matches('a,select,textarea,summary')) return;
      const field = control instanceof win.HTMLLabelElement ? control.control : control;
      if (field instanceof win.HTMLSelectElement || field instanceof win.HTMLTextAreaElement) return;
      if (
        field instanceof win.HTMLInputElement &&
        !/^(checkbox|radio|submit|image|button|reset)$/.test(field.type)
      )
        return;
      // A form that works without JavaScript (an action of its own) is sent by the browser.
      const button = control as HTMLButtonElement;
      if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
      const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey } =
        event as MouseEvent;
      const init = { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey };
      hold(
        event,
        control,
        target,
        () => new win.MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }),
      );
    },
    true,
  );

  // Enter in a field of a form without a submit button submits it without a click.
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof win.HTMLFormElement) || form.hasAttribute('action')) return;
      const { submitter } = event;
      hold(
        event,
        form,
        form,
        () => new win.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }),
      );
    },
    true,
  );
}
