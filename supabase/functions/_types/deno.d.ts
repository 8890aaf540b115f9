/**
 * The part of Deno's global the functions (and _dev/ scripts) use, for the project's `tsc`
 * (tsconfig.json includes every folder, and its Node types know no `Deno`). `deno check` never
 * reads this file: nothing imports it, and Deno brings its own, complete declarations.
 */
declare namespace Deno {
  interface NetAddr {
    transport: "tcp" | "udp";
    hostname: string;
    port: number;
  }
  interface HttpServer {
    readonly addr: NetAddr;
    readonly finished: Promise<void>;
    shutdown(): Promise<void>;
  }
  type ServeHandler = (request: Request) => Response | Promise<Response>;
  function serve(handler: ServeHandler): HttpServer;
  function serve(options: { port?: number; hostname?: string; onListen?: (addr: NetAddr) => void }, handler: ServeHandler): HttpServer;
  const env: {
    get(name: string): string | undefined;
    set(name: string, value: string): void;
  };
  function exit(code?: number): never;
}
