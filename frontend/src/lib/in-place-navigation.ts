/**
 * History state of a navigation that changes what a page shows without leaving it (a catalogue
 * filter, a search): the page keeps its scroll position (app/scroll-to-location.tsx), where a
 * link to another page starts at the top. `typing` marks the entry a search box's typing made, so
 * later keystrokes replace it instead of adding one entry per pause.
 */
interface InPlaceState {
  readonly inPlace: true;
  readonly typing?: true;
}

export const IN_PLACE: InPlaceState = { inPlace: true };
export const IN_PLACE_TYPING: InPlaceState = { inPlace: true, typing: true };

const isObject = (state: unknown): state is Record<string, unknown> =>
  typeof state === 'object' && state !== null;

/** Whether a location's state says the page stays where it is. */
export const isInPlace = (state: unknown): boolean => isObject(state) && state.inPlace === true;

/** Whether the current entry is one a search box's typing made (replace it on the next pause). */
export const isTypingEntry = (state: unknown): boolean => isObject(state) && state.typing === true;
