import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { chatLinks } from '@/config/site';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './chat-button.module.css';

const PHONE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini/i;

/**
 * SPEC §1: the messaging app's own link on phones (a coarse primary pointer or a mobile user
 * agent), the web link on desktops.
 */
export function chatHref({
  coarsePointer,
  userAgent,
}: {
  coarsePointer: boolean;
  userAgent: string;
}) {
  return coarsePointer || PHONE_UA.test(userAgent) ? chatLinks.app : chatLinks.web;
}

const noSubscription = () => () => {};

/**
 * The browser's user agent; '' on the server and while hydrating, so the hydrating render matches
 * the server's HTML and the next one puts the phone's link in (React does not correct an
 * attribute that differs while hydrating, and the server's own `navigator` is Node's).
 */
function useUserAgent(): string {
  return useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => '',
  );
}

/** Room kept between the button and a form, in CSS px. */
const FORM_CLEARANCE_PX = 8;

/**
 * Whether the fixed button would sit over a form (its fields or its Send button, issue 18): then
 * it steps aside until the form has scrolled past. Checked once a frame at most, on scrolling,
 * resizing and whenever the page's height changes (a form arriving late). A focused button stays.
 */
function useOverForm(button: RefObject<HTMLElement | null>): boolean {
  const [overForm, setOverForm] = useState(false);
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = element.getBoundingClientRect();
      const covers = Array.from(document.querySelectorAll('form')).some((form) => {
        const box = form.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < own.right + FORM_CLEARANCE_PX &&
          box.right > own.left - FORM_CLEARANCE_PX &&
          box.top < own.bottom + FORM_CLEARANCE_PX &&
          box.bottom > own.top - FORM_CLEARANCE_PX
        );
      });
      setOverForm(covers && document.activeElement !== element);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // Absent only outside browsers (jsdom); scrolling and resizing still check then.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    element.addEventListener('focus', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element.removeEventListener('focus', schedule);
    };
  }, [button]);
  return overForm;
}

/** The floating chat button, always opening in a new tab. */
export function ChatButton() {
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const userAgent = useUserAgent();
  const link = useRef<HTMLAnchorElement>(null);
  const overForm = useOverForm(link);
  // In a labelled landmark so all content of the page sits inside one (axe "region").
  return (
    <aside aria-label="Chat">
      <a
        ref={link}
        className={overForm ? `${styles.chat} ${styles.away}` : styles.chat}
        href={chatHref({ coarsePointer, userAgent })}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
        <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z" />
        </svg>
        <span className={styles.tooltip} aria-hidden="true">
          Chat with us
        </span>
      </a>
    </aside>
  );
}
