import type { Server } from 'node:http';

/** An HTTP server that can be closed (refusing connections) and opened again on the same port. */
export class Listener {
  readonly #server: Server;
  readonly #host: string;
  #port: number;
  #listening = false;

  constructor(server: Server, host: string, port: number) {
    this.#server = server;
    this.#host = host;
    this.#port = port;
  }

  /** The bound port (the requested one until the first open). */
  get port(): number {
    return this.#port;
  }

  get listening(): boolean {
    return this.#listening;
  }

  async open(): Promise<void> {
    if (this.#listening) return;
    const server = this.#server;
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error): void => {
        reject(error);
      };
      server.once('error', onError);
      server.listen(this.#port, this.#host, () => {
        server.off('error', onError);
        resolve();
      });
    });
    const address = server.address();
    if (address !== null && typeof address === 'object') this.#port = address.port;
    this.#listening = true;
  }

  /** Stops accepting connections and destroys the open ones (keep-alive included). */
  async close(): Promise<void> {
    if (!this.#listening) return;
    this.#listening = false;
    const closed = new Promise<void>((resolve) => {
      this.#server.close(() => {
        resolve();
      });
    });
    this.#server.closeAllConnections();
    await closed;
  }
}

/** `http://host:port` for a bound address (wildcard binds are reached through loopback). */
export function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
