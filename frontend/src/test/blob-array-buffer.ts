/**
 * jsdom's Blob has no arrayBuffer(), which the quote page uses to read a drawing's first and last
 * bytes. Installed by the tests that need it only: with it, fetch's Response would take jsdom's
 * Blobs for real ones (and call the stream() they lack), which other tests rely on it not doing.
 */
export function installBlobArrayBuffer() {
  if ('arrayBuffer' in Blob.prototype) return;
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => {
          if (reader.result instanceof ArrayBuffer) resolve(reader.result);
          else reject(new TypeError('FileReader gave no ArrayBuffer'));
        };
        reader.onerror = () => {
          reject(reader.error ?? new Error('FileReader failed'));
        };
        reader.readAsArrayBuffer(this);
      });
    },
  });
}
