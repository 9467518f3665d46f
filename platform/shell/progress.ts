/**
 * The route-change progress bar (spec §2.1, §9): it creeps toward 98 % over 3000 ms and, when the
 * page is ready, runs to the end in 300 ms and fades. A bare element with CSS transitions: the
 * timings are the spec's, not a library's trickle.
 */
export const PROGRESS_TARGET = 0.98;
export const PROGRESS_CREEP_MS = 3000;
export const PROGRESS_FINISH_MS = 300;

let bar: HTMLDivElement | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-hidden', 'true');
    document.body.appendChild(bar);
  }
  return bar;
}

export function startProgress(): void {
  const el = element();
  clearTimeout(hideTimer);
  el.dataset.state = 'running';
  el.style.transition = 'none';
  el.style.opacity = '1';
  el.style.width = '0%';
  void el.offsetWidth; // commit the reset so the creep animates from zero
  el.style.transition = `width ${PROGRESS_CREEP_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1)`;
  el.style.width = `${PROGRESS_TARGET * 100}%`;
}

export function finishProgress(): void {
  const el = element();
  if (el.dataset.state !== 'running') return;
  el.dataset.state = 'done';
  el.style.transition = `width ${PROGRESS_FINISH_MS}ms ease-out, opacity ${PROGRESS_FINISH_MS}ms ease ${PROGRESS_FINISH_MS}ms`;
  el.style.width = '100%';
  el.style.opacity = '0';
  hideTimer = setTimeout(() => {
    el.style.transition = 'none';
    el.style.width = '0%';
  }, PROGRESS_FINISH_MS * 2);
}
