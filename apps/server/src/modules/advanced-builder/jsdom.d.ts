/** The part of jsdom (its types, @types/jsdom, would bring the browser's DOM types into the server) that the sanitiser uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
