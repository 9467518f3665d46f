import { act, fireEvent, screen } from '@testing-library/react';

/** A wheel item of the open picker: antd-mobile hides them from the accessibility tree (its own buttons step through them). */
export function wheelItem(label: string): Element {
  const item = [...document.querySelectorAll('.adm-picker-view-column-item')].find((el) => el.textContent === label);
  if (!item) throw new Error(`no wheel item ${label}`);
  return item;
}

/**
 * Taps a wheel item. The picker takes the turn from its wheel in a timer of 0 ms (debounced, as a
 * finger's fling settles): the next task, queued after that one, sees it taken. No fixed wait.
 */
export async function turnTo(label: string): Promise<void> {
  fireEvent.click(wheelItem(label));
  await act(() => new Promise((taken) => setTimeout(taken, 0)));
}

/** Opens a picker by its button, turns each wheel to a label, and confirms. */
export async function pickOnWheels(button: HTMLElement, ...labels: string[]): Promise<void> {
  fireEvent.click(button);
  await screen.findByText('确定');
  for (const label of labels) await turnTo(label);
  await act(async () => fireEvent.click(screen.getAllByText('确定').at(-1)!));
}
