import type { CookieDocument } from '../src/features/voice/subscribers/cookies';

/** document.cookie as a browser keeps it: each write sets one cookie, reading lists them all. */
export class FakeCookieDocument implements CookieDocument {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();

  constructor(private readonly accepts = true) {}

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    this.writes.push(written);
    const [pair = ''] = written.split(';');
    const separator = pair.indexOf('=');
    if (this.accepts) this.jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}
