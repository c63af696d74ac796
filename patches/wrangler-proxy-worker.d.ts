/** What the test of the wrangler patch uses of `wrangler pages dev`'s front worker (plain JavaScript). */
declare module "wrangler/wrangler-dist/ProxyWorker.js" {
  export class ProxyWorker {
    constructor(state: unknown, env: unknown);
    fetch(request: unknown): Response | Promise<Response>;
  }
}
