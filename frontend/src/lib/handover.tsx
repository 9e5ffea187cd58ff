import { createContext, use, type ReactNode } from 'react';
import type { RawAnswer } from './api-client';

/**
 * The backend's answers the server read for the page it rendered, by API path (as in
 * @gear/contract/api-paths). A page settles them in its first render, on the server and again
 * while hydrating, so both render the same content; a path missing here (the server's read was
 * slower than its budget, or this is a client-side navigation) is fetched by the browser as before.
 */
export type HandedAnswers = Readonly<Record<string, RawAnswer>>;

const HandedAnswersContext = createContext<HandedAnswers>({});

/** Gives a page the answers its route's loader read (app/pages/*.tsx). */
export function HandedAnswersProvider({
  answers,
  children,
}: {
  answers: HandedAnswers | null | undefined;
  children: ReactNode;
}) {
  return <HandedAnswersContext value={answers ?? {}}>{children}</HandedAnswersContext>;
}

/** The answer the server handed over for `path`, if it read one. */
export function useHandedAnswer(path: string): RawAnswer | undefined {
  return use(HandedAnswersContext)[path];
}
