import * as z from 'zod/mini';
import { BROCHURE_LINK_LIMITS } from '@gear/contract/brochure-links';

/** The local-storage key of a returning visitor in this browser (ADR 0020). */
export const VISITOR_STORAGE_KEY = 'brochureVisitor';

const FIRST_NAME_MAX = 50;

/**
 * What this browser remembers after a brochure request to a gating backend, and nothing more: the
 * first name for the greeting and the opaque visitor pass (exchanged for a fresh download link).
 * No e-mail, no phone. Without gating there is no pass and nothing is remembered.
 */
const VisitorSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(FIRST_NAME_MAX)),
  pass: z.string().check(z.minLength(1), z.maxLength(BROCHURE_LINK_LIMITS.maxTokenChars)),
});
export type RememberedVisitor = z.infer<typeof VisitorSchema>;

/** The first word of a full name, capped (the greeting needs no more). */
function firstName(fullName: string): string {
  return (fullName.trim().split(/\s+/)[0] ?? '').slice(0, FIRST_NAME_MAX);
}

/** The remembered visitor, or null (none, unreadable, or storage unavailable). */
export function recallVisitor(): RememberedVisitor | null {
  try {
    const raw = window.localStorage.getItem(VISITOR_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = VisitorSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remember the visitor; storage that refuses (private mode, quota) just means no greeting. */
export function rememberVisitor(visitor: RememberedVisitor): void {
  const name = firstName(visitor.name);
  if (name === '') return;
  try {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name, pass: visitor.pass }));
  } catch {
    // Not remembered: the form shows next time, as for anyone.
  }
}

/** 'Not you?': forget the visitor. */
export function forgetVisitor(): void {
  try {
    window.localStorage.removeItem(VISITOR_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}
