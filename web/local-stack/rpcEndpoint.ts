import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SqlSession } from '../../supabase/local/migrate.ts';
import type { LocalDatabase } from './localDatabase.ts';
import {
  BodyTooLargeError,
  readLimitedBody,
  RequestAbortedError,
} from '../server/requestLimits.ts';

/** PostgREST's error body; supabase-js hands it to the caller as `error`. */
type PostgrestError = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

const rpcPath = /^\/rest\/v1\/rpc\/([^/]+)$/;
// Far above any real call's arguments; keeps a runaway request from filling the memory. Hosted,
// the gateway in front of PostgREST sets such a limit; PGRST413 is this endpoint's own code.
const maxBodyBytes = 64 * 1024;

function send(res: ServerResponse, status: number, body?: string, headers: object = {}) {
  res.writeHead(status, {
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  res.end(body);
}

const sendError = (res: ServerResponse, { status, body }: RequestError) =>
  send(res, status, JSON.stringify(body));

const requestError = (status: number, code: string, message: string, details?: string) =>
  new RequestError(status, { code, message, details: details ?? null, hint: null });

async function readArguments(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readLimitedBody(req, maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw requestError(413, 'PGRST413', `The request body is larger than ${maxBodyBytes} bytes`);
  }
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch (error) {
    throw requestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw requestError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object of arguments');
  }
  return args as Record<string, unknown>;
}

type Candidate = {
  name: string;
  inputNames: (string | null)[];
  inputTypes: string[];
  requiredCount: number;
  returnsSet: boolean;
  returnsVoid: boolean;
};

// The overloads of a function in the public schema, with their input arguments' names and types
// in declaration order (OUT and TABLE arguments are results, not inputs).
const candidatesQuery = `
  select p.proname as "name",
    p.proretset as "returnsSet",
    p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as "returnsVoid",
    p.pronargs - p.pronargdefaults as "requiredCount",
    array(
      select pg_catalog.format_type(arg.type, null)
      from pg_catalog.unnest(p.proargtypes::pg_catalog.oid[]) with ordinality as arg(type, position)
      order by arg.position
    ) as "inputTypes",
    array(
      select arg.name
      from rows from (
        pg_catalog.unnest(p.proargnames),
        pg_catalog.unnest(p.proargmodes::text[])
      ) with ordinality as arg(name, mode, position)
      where coalesce(arg.mode, 'i') in ('i', 'b', 'v')
      order by arg.position
    ) as "inputNames"
  from pg_catalog.pg_proc p
  where p.pronamespace = 'public'::pg_catalog.regnamespace and p.prokind = 'f' and p.proname = $1`;

/** PostgREST's choice: the overload whose named inputs cover the given names and all required ones. */
function chooseFunction(name: string, candidates: Candidate[], argNames: string[]): Candidate {
  const matches = candidates.filter(
    ({ inputNames, inputTypes, requiredCount }) =>
      inputNames.length === inputTypes.length &&
      argNames.every((argName) => inputNames.includes(argName)) &&
      inputNames.slice(0, requiredCount).every((input) => input && argNames.includes(input)),
  );
  const signature = `public.${name}(${[...argNames].sort().join(', ')})`;
  const [match, ...others] = matches;
  if (!match) {
    throw requestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function ${signature}, but no matches were found in the schema cache.`,
    );
  }
  if (others.length > 0) {
    throw requestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function for ${signature}`,
    );
  }
  return match;
}

/** What JSON a declared type takes: the rest (json, arrays, dates) is Postgres's to convert. */
const jsonTypeOf: Record<string, (value: unknown) => boolean> = {
  integer: Number.isInteger,
  smallint: Number.isInteger,
  bigint: Number.isInteger,
  numeric: (value) => typeof value === 'number',
  real: (value) => typeof value === 'number',
  'double precision': (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  text: (value) => typeof value === 'string',
  uuid: (value) => typeof value === 'string',
  'character varying': (value) => typeof value === 'string',
};

/**
 * Refuses an argument whose JSON is not of its declared type, before it reaches the function:
 * json_to_record would turn `"5"` into the integer 5 and `"true"` into true, which the site's
 * own client never sends (web/src/features/voice/subscribers/), so the stand-in takes what the
 * client and the function's SQL take, and no more. null is the function's to judge.
 */
function checkArgumentTypes({ inputNames, inputTypes }: Candidate, args: Record<string, unknown>) {
  for (const [name, value] of Object.entries(args)) {
    const type = inputTypes[inputNames.indexOf(name)] ?? '';
    const takes = jsonTypeOf[type];
    if (value !== null && takes && !takes(value))
      throw requestError(
        400,
        '22P02',
        `invalid input for type ${type}: the argument ${name} must be JSON of that type`,
        `Got ${JSON.stringify(value)?.slice(0, 100)}.`,
      );
  }
}

const quoteIdentifier = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The call in named notation. Every identifier and type comes from the catalog; the arguments
 * travel as one JSON parameter that json_to_record converts to the declared types, as PostgREST
 * does, so no request text ever becomes SQL.
 */
function callQuery(
  { name, inputNames, inputTypes, returnsSet, returnsVoid }: Candidate,
  argNames: string[],
) {
  const inputs = inputNames.flatMap((input, index) =>
    input && argNames.includes(input)
      ? [{ name: quoteIdentifier(input), type: inputTypes[index] }]
      : [],
  );
  const namedArguments = inputs.map((input) => `${input.name} => args.${input.name}`);
  const call = `public.${quoteIdentifier(name)}(${namedArguments.join(', ')})`;
  const record = inputs.map((input) => `${input.name} ${input.type}`).join(', ');
  const from =
    inputs.length === 0
      ? `from ${call} as result`
      : `from pg_catalog.json_to_record($1::json) as args(${record}), lateral ${call} as result`;
  if (returnsVoid) return `select null as body ${from}`;
  if (returnsSet) return `select coalesce(pg_catalog.json_agg(result), '[]')::text as body ${from}`;
  return `select pg_catalog.to_json(result)::text as body ${from}`;
}

function decodeFunctionName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw requestError(404, 'PGRST202', 'Could not find the function in the schema cache');
  }
}

type DatabaseError = Error & { code: string; detail?: string; hint?: string };

// Postgres's errors carry a severity; Node's own (a dropped connection) only a code.
const isDatabaseError = (error: unknown): error is DatabaseError =>
  error instanceof Error &&
  'severity' in error &&
  'code' in error &&
  typeof error.code === 'string';

const statusBySqlState: Record<string, number> = {
  '42501': 401,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
};
const statusByClass: Record<string, number> = {
  ...Object.fromEntries(['08', '53'].map((errorClass) => [errorClass, 503])),
  ...Object.fromEntries(['0L', '0P', '28'].map((errorClass) => [errorClass, 403])),
  ...Object.fromEntries(
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].map(
      (errorClass) => [errorClass, 500],
    ),
  ),
};

/**
 * PostgREST's HTTP status for an SQLSTATE; the caller is always anon, never authenticated. A
 * function may choose one itself with PostgREST's `PTxyz` (status xyz).
 */
const statusOf = (code: string) =>
  (/^PT[1-5]\d\d$/.test(code) ? Number(code.slice(2)) : undefined) ??
  statusBySqlState[code] ??
  statusByClass[code.slice(0, 2)] ??
  400;

async function openDatabase(database: LocalDatabase) {
  try {
    return await database.get();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The reason names the data folder and the process holding it: for the log, not the caller.
    console.error(`The local database did not open: ${reason}`);
    throw requestError(503, 'PGRST000', 'Could not connect with the database');
  }
}

async function call(tx: SqlSession, name: string, args: Record<string, unknown>) {
  // The public key's role: the database's grants decide what it may call.
  await tx.query('set local role anon');
  const candidates = await tx.query<Candidate>(candidatesQuery, [name]);
  const argNames = Object.keys(args);
  const fn = chooseFunction(name, candidates.rows, argNames);
  checkArgumentTypes(fn, args);
  const params = argNames.length === 0 ? [] : [JSON.stringify(args)];
  const { rows } = await tx.query<{ body: string | null }>(callQuery(fn, argNames), params);
  return fn.returnsVoid ? undefined : (rows[0]?.body ?? 'null');
}

/**
 * Answers supabase-js `rpc()` calls (`POST /rest/v1/rpc/{function}` with the named arguments as
 * JSON) like Supabase's PostgREST: the function in the public schema runs as role anon in a
 * transaction of its own, and errors come back as {code, message, details, hint} with PostgREST's
 * statuses. The API key is not checked: locally every caller is anon. No rate limit: it serves
 * one developer's machine (docs/decisions/0032-stand-ins-for-one-developer.md); the functions'
 * own limits (a session's ratings) are the database's, here as hosted.
 */
export function createRpcEndpoint(database: LocalDatabase) {
  return async function rpcEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const match = rpcPath.exec(new URL(req.url ?? '/', 'http://local').pathname);
    if (!match) return false;
    if (req.method === 'OPTIONS') {
      send(res, 204, undefined, {
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type',
        'access-control-max-age': '86400',
      });
      return true;
    }
    try {
      if (req.method !== 'POST') {
        throw requestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
      }
      const profile = req.headers['content-profile'];
      if (profile !== undefined && profile !== 'public') {
        throw requestError(406, 'PGRST106', 'The schema must be one of the following: public');
      }
      const name = decodeFunctionName(match[1] ?? '');
      const args = await readArguments(req);
      const db = await openDatabase(database);
      const body = await db.transaction((tx) => call(tx, name, args));
      send(res, body === undefined ? 204 : 200, body);
    } catch (error) {
      // An abort has nothing left to answer; the server logs it (web/server/site.ts).
      if (error instanceof RequestAbortedError) return true;
      if (error instanceof RequestError) {
        sendError(res, error);
      } else if (isDatabaseError(error)) {
        const { code, message, detail, hint } = error;
        sendError(
          res,
          new RequestError(statusOf(code), {
            code,
            message,
            details: detail ?? null,
            hint: hint ?? null,
          }),
        );
      } else {
        throw error;
      }
    }
    return true;
  };
}
