/** @fastify/rate-limit's in-memory store (its own file, without types), used for the routes counted per process. */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
  }
}
