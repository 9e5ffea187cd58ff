/**
 * jsdom has `<dialog>` but not its methods (showModal, close) nor Escape's `cancel`. This stand-in
 * does what the tests need of them: `open`, the `close` event (queued, as in browsers) and Escape
 * → a cancelable `cancel` on the newest modal dialog, closing it unless prevented. What jsdom
 * cannot show (the rest of the page inert, Tab kept inside) is checked in Chromium by the e2e
 * suite (e2e/tests/dialog.spec.ts).
 */
const modals: HTMLDialogElement[] = [];

function closeDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  dialog.open = false;
  modals.splice(modals.indexOf(dialog), 1);
  queueMicrotask(() => dialog.dispatchEvent(new Event('close')));
}

export function installDialogStandIn(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype)
    return;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
      modals.push(this);
    },
    close(this: HTMLDialogElement) {
      closeDialog(this);
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) closeDialog(top);
  });
}
