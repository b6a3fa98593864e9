import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One secret found: where, and what kind (never the secret itself, which would end up in logs). */
export type Finding = { file: string; kind: string };

/** A variable whose value must never reach the browser: named like a secret, not VITE_-public. */
const PRIVATE_NAME = /(KEY|SECRET|TOKEN|PASSWORD)$/;
/** Shorter values ("1", "true") would be found everywhere and are no secret anyway. */
const MIN_SECRET_LENGTH = 8;

const PEM_PRIVATE_KEY = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY)-----/g;
const JWT = /\beyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
// Supabase's new-style secret keys; the publishable ones (sb_publishable_) are public.
const SUPABASE_SECRET_KEY = /\bsb_secret_[\w-]{8,}/;

function jwtRole(token: string): unknown {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    return (payload as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** The values of the variables in env that are secrets by their name, keyed by name. */
export function privateValues(env: Record<string, string | undefined>): Map<string, string> {
  return new Map(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith('VITE_') &&
        PRIVATE_NAME.test(entry[0]) &&
        (entry[1]?.length ?? 0) >= MIN_SECRET_LENGTH,
    ),
  );
}

/** The kinds of secret in one text: private keys, service-role keys, private variables' values. */
export function secretsIn(text: string, values: ReadonlyMap<string, string>): string[] {
  const kinds: string[] = [];
  for (const [, label] of text.matchAll(PEM_PRIVATE_KEY)) kinds.push(`PEM ${label}`);
  for (const [token] of text.matchAll(JWT)) {
    if (jwtRole(token) === 'service_role') kinds.push('Supabase service-role JWT');
  }
  if (SUPABASE_SECRET_KEY.test(text)) kinds.push('Supabase secret key (sb_secret_)');
  for (const [name, value] of values) {
    if (text.includes(value)) kinds.push(`value of ${name}`);
  }
  return kinds;
}

/** Every file under the folders, scanned; returns how many and what was found. */
export function scanFolders(
  folders: readonly string[],
  values: ReadonlyMap<string, string>,
): { files: number; findings: Finding[] } {
  let files = 0;
  const findings: Finding[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      files += 1;
      const text = readFileSync(file, 'utf8');
      for (const kind of secretsIn(text, values)) findings.push({ file, kind });
    }
  }
  return { files, findings };
}
